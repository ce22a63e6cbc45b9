import DIKit

/// An inbox opens a composer; the composer makes drafts, supplying all of a draft's
/// call-site parameters; a draft lazily lists the inbox's messages. The methods of this
/// cycle take their call-site parameters in the order they take them outside a cycle:
/// `resolveDraft` its own (`isUrgent`, `subject`) first, then its list's (`pageSize`),
/// whatever the order in which the cycle's types are built or named.
struct Inbox: FactoryMethodInjectable {
    struct Dependency {
        let openComposer: () -> Composer
    }

    let dependency: Dependency

    static func makeInstance(dependency: Dependency) -> Inbox {
        Inbox(dependency: dependency)
    }
}

struct MessageList: Injectable {
    struct Dependency {
        let pageSize: Int
        let inbox: Inbox
    }

    let dependency: Dependency

    init(dependency: Dependency) {
        self.dependency = dependency
    }
}

struct Draft: FactoryMethodInjectable {
    struct Dependency {
        let isUrgent: Bool
        let subject: String
        let messages: Lazy<MessageList>
    }

    let dependency: Dependency

    static func makeInstance(dependency: Dependency) -> Draft {
        Draft(dependency: dependency)
    }
}

struct Composer: Injectable {
    struct Dependency {
        let makeDraft: (Bool, Int, String) -> Draft
    }

    let dependency: Dependency

    init(dependency: Dependency) {
        self.dependency = dependency
    }
}

protocol MailResolver: Resolver {}

import DIKit

protocol MailResolver: Resolver {
    func provideMailbox() -> Mailbox
}

final class Mailbox {}

/// No `dependency` property.
final class InboxScreen: PropertyInjectable {
    struct Dependency {
        let mailbox: Mailbox
    }

    var context: Dependency!
}

/// It must be spelled `Dependency!`.
final class ComposeScreen: PropertyInjectable {
    struct Dependency {
        let mailbox: Mailbox
    }

    var dependency: Dependency?
}

final class OutboxScreen: PropertyInjectable {
    struct Dependency {
        let mailbox: Mailbox
    }

    var dependency: OutboxScreen.Dependency!
}

final class DraftsScreen: PropertyInjectable {
    struct Dependency {
        let mailbox: Mailbox
    }

    var dependency: Dependency

    init(dependency: Dependency) {
        self.dependency = dependency
    }
}

/// It must be an instance property.
final class SpamScreen: PropertyInjectable {
    struct Dependency {}

    static let dependency: Dependency! = nil
}

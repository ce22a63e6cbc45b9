import DIKit

/// Not Sendable: the caller's draft, passed at the call site.
final class Draft {
    var text = ""
}

/// A factory method of an actor is not isolated, but it takes its `Dependency` as
/// `sending`: the caller's draft would cross into it.
actor Outbox: FactoryMethodInjectable {
    struct Dependency {
        let draft: Draft
    }

    let dependency: Dependency

    init(dependency: sending Dependency) {
        self.dependency = dependency
    }

    static func makeInstance(dependency: sending Dependency) -> Outbox {
        Outbox(dependency: dependency)
    }
}

struct Archive {
    let draft: Draft
}

/// A provider's parameter declared `sending` is no problem: the generated method takes
/// the draft `sending` too, and its caller's value stays disconnected.
protocol MailResolver: Resolver, Sendable {
    func provideArchive(draft: sending Draft) -> Archive
}

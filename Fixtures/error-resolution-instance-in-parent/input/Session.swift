import DIKit

final class Draft: Injectable, SharedInResolution {
    struct Dependency {}
    init(dependency: Dependency) {}
}

struct User {}

final class Report: Injectable {
    struct Dependency { let user: User; let summary: Summary }
    init(dependency: Dependency) {}
}

struct Summary {}

protocol FormResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
    /// The session calls it on its parent, which would make a draft of its own.
    func provideSummary(draft: Draft) -> Summary
}

protocol SessionResolver: Resolver {
    var form: any FormResolver { get }
    var user: User { get }
}

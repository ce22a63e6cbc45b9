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

/// Built by the scope, with the draft of the scope's resolution.
final class Summary: Injectable {
    struct Dependency { let draft: Draft }
    init(dependency: Dependency) {}
}

protocol FormResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

protocol SessionResolver: Resolver {
    var form: any FormResolver { get }
    var user: User { get }
}

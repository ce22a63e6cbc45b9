import DIKit

struct Credentials {
    let user: String
}

final class Connection: Injectable {
    struct Dependency { let credentials: Credentials }
    init(dependency: Dependency) {}
}

/// Kept for every caller, but built from a caller's credentials: whose?
final class Database: Injectable, SharedInstance {
    struct Dependency { let connection: Connection }
    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

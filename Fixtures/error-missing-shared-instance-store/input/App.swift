import DIKit

final class Database: Injectable, SharedInstance {
    struct Dependency {}
    init(dependency: Dependency) {}
}

final class Session: Injectable, WeakSharedInstance {
    struct Dependency { let database: Database }
    init(dependency: Dependency) {}
}

// No `var sharedInstances: SharedInstanceStore { get }`: nowhere to keep them.
protocol AppResolver: Resolver {}

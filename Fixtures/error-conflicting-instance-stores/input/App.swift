import DIKit

final class Database: Injectable, SharedInstance {
    struct Dependency {}
    init(dependency: Dependency) {}
}

protocol BaseResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

/// Refines a resolver whose store is thread-safe, and declares one without locks.
protocol AppResolver: BaseResolver {
    var sharedInstances: IsolatedInstanceStore { get }
}

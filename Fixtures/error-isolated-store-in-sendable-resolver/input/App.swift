import DIKit

final class Database: Injectable, SharedInstance, Sendable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// Sendable: its conformers may be used from several threads at once.
protocol AppResolver: Resolver, Sendable {
    var sharedInstances: IsolatedInstanceStore { get }
}

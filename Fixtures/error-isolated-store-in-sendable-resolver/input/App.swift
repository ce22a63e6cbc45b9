import DIKit

final class Database: Injectable, SharedInstance, Sendable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// Sendable: its conformers may be used from several threads at once.
protocol AppResolver: Resolver, Sendable {
    var sharedInstances: IsolatedInstanceStore { get }
}

/// Isolated to the main actor, but its store is read from any isolation.
@MainActor
protocol ScreenResolver: Resolver, Sendable {
    nonisolated var sharedInstances: IsolatedInstanceStore { get }
}

/// A Sendable scope: the type generated for it could not hold the store.
protocol SessionResolver: Resolver, Sendable {
    var app: any AppResolver { get }
    var sharedInstances: IsolatedInstanceStore { get }
}

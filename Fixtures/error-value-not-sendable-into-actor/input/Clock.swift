import DIKit

/// Not Sendable: `nonisolated` under `-default-isolation MainActor`, and a class.
nonisolated final class Ticker: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// Built by a main-actor method: the ticker that `resolveTicker()` returns there belongs to
/// the main actor, and may not go into the actor.
actor Clock: Injectable {
    struct Dependency {
        let ticker: Ticker
    }
    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver, Sendable {}

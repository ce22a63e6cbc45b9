import DIKit

/// One trace for each resolution of an engine, which the actor takes: it must be Sendable,
/// as what a resolution shares is not made fresh for the actor alone: it is.
final class Trace: Injectable, SharedInResolution, Sendable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

actor Engine: Injectable {
    struct Dependency { let trace: Trace }
    init(dependency: Dependency) {}
}

protocol EngineResolver: Resolver, Sendable {}

import DIKit

/// One trace for each resolution of an engine, which the actor takes: it must be Sendable,
/// as what a resolution shares is not made fresh for the actor alone.
final class Trace: Injectable, SharedInResolution {
    struct Dependency {}
    init(dependency: Dependency) {}
}

actor Engine: Injectable {
    struct Dependency { let trace: Trace }
    init(dependency: Dependency) {}
}

protocol EngineResolver: Resolver, Sendable {}

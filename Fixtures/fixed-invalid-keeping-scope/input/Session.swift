import DIKit

struct User {
    let name: String
}

/// Each session keeps its own.
final class Cart: Injectable, SharedInstance, KeptByScope {
    typealias KeepingScope = SessionResolver
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// Says which scope keeps it.
final class Inbox: Injectable, SharedInstance, KeptByScope {
    typealias KeepingScope = SessionResolver
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// Shared, so a store keeps it.
final class Draft: Injectable, SharedInstance, KeptByScope {
    typealias KeepingScope = SessionResolver
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// Names the scope.
final class Basket: Injectable, SharedInstance, KeptByScope {
    typealias KeepingScope = SessionResolver
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// Built by its scope.
final class Badge: Injectable, SharedInstance, KeptByScope {
    typealias KeepingScope = SessionResolver
    struct Dependency {}
    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
    var sharedInstances: SharedInstanceStore { get }
}

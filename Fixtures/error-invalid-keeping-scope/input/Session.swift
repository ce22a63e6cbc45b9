import DIKit

struct User {
    let name: String
}

/// Names the app's resolver, which is no scope.
final class Cart: Injectable, SharedInstance, KeptByScope {
    typealias KeepingScope = AppResolver
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// Says nothing of which scope keeps it.
final class Inbox: Injectable, SharedInstance, KeptByScope {
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// Is built at every resolve: no store keeps it.
final class Draft: Injectable, KeptByScope {
    typealias KeepingScope = SessionResolver
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// Names a type that is no resolver.
final class Basket: Injectable, SharedInstance, KeptByScope {
    typealias KeepingScope = User
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

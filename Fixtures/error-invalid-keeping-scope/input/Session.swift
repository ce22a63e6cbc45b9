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

/// Provided by the app, which would make it outside its scope.
final class Badge: SharedInstance, KeptByScope {
    typealias KeepingScope = SessionResolver
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
    func provideBadge() -> Badge
}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
    var sharedInstances: SharedInstanceStore { get }
}

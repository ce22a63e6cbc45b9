import DIKit

struct User {
    let name: String
}

/// Needs nothing a session knows: the app keeps it, and every session shares it.
final class Database: Injectable, SharedInstance {
    struct Dependency {}
    init(dependency: Dependency) {}
}

struct ProfileScreen: InitializerInjectable {
    let user: User
    let database: Database
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

/// Declares a store, in which nothing is ever kept.
protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
    var sharedInstances: SharedInstanceStore { get }
}

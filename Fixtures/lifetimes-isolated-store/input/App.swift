import DIKit

/// Unannotated: under `-default-isolation MainActor` the resolver, its scope and the
/// generated methods run on the main actor, so its stores need no lock.
protocol AppResolver: Resolver {
    var sharedInstances: IsolatedInstanceStore { get }
    func providePath() -> String
}

/// A scope with a store of its own, without locks too.
protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
    var sharedInstances: IsolatedInstanceStore { get }
}

struct User {
    let name: String
}

/// Shared: made once, read from the store without a lock.
final class Database: Injectable, SharedInstance {
    struct Dependency { let path: String }
    let path: String
    init(dependency: Dependency) { path = dependency.path }
}

/// Shared, constructed asynchronously: tasks of the main actor wait for one construction.
final class Catalog: Injectable, SharedInstance {
    struct Dependency { let database: Database }
    let database: Database
    init(dependency: Dependency) async { database = dependency.database }
}

/// Shared while something holds it.
final class Screen: Injectable, WeakSharedInstance {
    struct Dependency { let catalog: Catalog }
    let catalog: Catalog
    init(dependency: Dependency) { catalog = dependency.catalog }
}

/// The session's own: one per session, kept in the session's store.
final class Cart: Injectable, SharedInstance {
    struct Dependency {
        let user: User
        let database: Database
    }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

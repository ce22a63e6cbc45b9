import DIKit

@globalActor actor DatabaseActor {
    static let shared = DatabaseActor()
}

/// Declared Sendable: it may be passed into an actor. Declared `nonisolated`: it is built
/// anywhere, whatever the module's default isolation.
nonisolated final class Connection: Injectable, Sendable {
    struct Dependency {}
    let name = "sqlite"
    init(dependency: Dependency) {}
}

/// Isolated to a global actor of the app's own: `resolveStore` runs there.
@DatabaseActor final class Store: Injectable {
    struct Dependency { let connection: Connection }
    let connection: Connection
    init(dependency: Dependency) { connection = dependency.connection }

    func describe() -> String { "store on \(connection.name)" }
}

/// An actor built with values that may cross into it: a store isolated to a global actor
/// and a Sendable connection. Its initializer is not isolated, so neither is its method.
actor SessionStore: Injectable {
    struct Dependency {
        let store: Store
        let connection: Connection
    }
    let connection: Connection
    init(dependency: Dependency) { connection = dependency.connection }

    func describe() -> String { "session on \(connection.name)" }
}

/// An actor whose initializer is async.
actor Cache: Injectable {
    struct Dependency { let session: SessionStore }
    let session: SessionStore
    init(dependency: Dependency) async { session = dependency.session }
}

protocol StorageResolver: Resolver {}

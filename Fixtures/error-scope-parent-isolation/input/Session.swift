import DIKit

@globalActor actor Storage {
    static let shared = Storage()
}

struct User: Sendable {
    let name: String
}

@Storage final class Database: Injectable, SharedInstance {
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// Needs the app's database and the session's user: the scope needs the app's
/// `resolveDatabase()`, which runs on `Storage`.
@Storage final class Backup: Injectable {
    struct Dependency {
        let database: Database
        let user: User
    }

    init(dependency: Dependency) {}
}

nonisolated protocol AppResolver: Resolver, Sendable {
    var sharedInstances: SharedInstanceStore { get }
}

@MainActor protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    nonisolated var user: User { get }
}

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

nonisolated protocol AppResolver: Resolver, Sendable {
    var sharedInstances: SharedInstanceStore { get }
}

@MainActor protocol SessionResolver: Resolver {
    nonisolated var app: any AppResolver { get }
    var user: User { get }
}

import DIKit

struct User {
    let name: String
}

final class Database: Injectable, SharedInstance {
    struct Dependency {}
    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

/// Replaces the app's database in tests, but a SessionResolver made from one of its
/// conformers calls AppResolver's method.
protocol TestResolver: AppResolver {
    func provideDatabase() -> Database
}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
}

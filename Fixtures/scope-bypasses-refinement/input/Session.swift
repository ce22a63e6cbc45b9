import DIKit

struct User {
    let name: String
}

final class Database: Injectable, SharedInstance {
    struct Dependency {}
    init(dependency: Dependency) {}
}

protocol Sink {}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
    func contributeConsole() -> any Sink
}

/// Replaces the app's database in tests, and adds a sink, but a SessionResolver made from
/// one of its conformers calls AppResolver's methods.
protocol TestResolver: AppResolver {
    func provideDatabase() -> Database
    func contributeRecording() -> any Sink
}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
}

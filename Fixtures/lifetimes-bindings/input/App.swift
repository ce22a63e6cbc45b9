import DIKit

protocol Clock {
    var name: String { get }
}

/// Bound to `any Clock` by the provider that takes it.
final class SystemClock: Clock, Injectable, SharedInstance {
    struct Dependency {}
    let name = "system"
    init(dependency: Dependency) {}
}

/// Two strings, told apart by a type of their own each (a `typealias` would be `String`
/// to Swift, and so to dikitgen).
struct APIKey {
    let value: String
}

struct UserAgent {
    let value: String
}

final class Database: Injectable, SharedInstance {
    struct Dependency {}
    let name: String
    init(dependency: Dependency) {
        name = "real"
    }

    init(name: String) {
        self.name = name
    }
}

final class Feed: Injectable {
    struct Dependency {
        let database: Database
        let clock: any Clock
        let apiKey: APIKey
        let userAgent: UserAgent
    }

    let dependency: Dependency
    init(dependency: Dependency) {
        self.dependency = dependency
    }
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
    func provideClock(_ clock: SystemClock) -> any Clock
    func provideAPIKey() -> APIKey
    func provideUserAgent() -> UserAgent
}

/// A test's resolver: a fake database, everything else as the app binds it.
protocol TestResolver: AppResolver {
    func provideDatabase() -> Database
}

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

/// Two values of one type, told apart by their names.
typealias APIKey = String
typealias UserAgent = String

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

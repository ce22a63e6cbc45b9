import DIKit

final class Session {}
final class Clock {}
final class Logger {}

/// Not a resolver itself: its providers are inherited by the resolvers below.
protocol NetworkProviding {
    func provideSession() -> Session
}

protocol CoreResolver: Resolver {
    func provideLogger() -> Logger
}

protocol AppResolver: NetworkProviding, CoreResolver, Resolver {
    // Fixed: the session comes from NetworkProviding only, and there is one clock.
    func provideClock() -> Clock
}

struct Uploader: Injectable {
    struct Dependency {
        let session: Session
        let clock: Clock
        let logger: Logger
    }
    init(dependency: Dependency) {}
}

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
    // Also inherited from NetworkProviding.
    func provideSession() -> Session
    // Two providers of one type in the same protocol.
    func provideWallClock() -> Clock
    func provideMonotonicClock() -> Clock
}

struct Uploader: Injectable {
    struct Dependency {
        let session: Session
        let clock: Clock
        let logger: Logger
    }
    init(dependency: Dependency) {}
}

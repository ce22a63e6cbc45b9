import DIKit

protocol LoggingResolver: Resolver {
    /// Needs a `Logger` to make a `Logger`.
    func provideLogger(parent: Logger) -> Logger
}

final class Logger {}

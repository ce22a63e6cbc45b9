import DIKit

protocol PhotoResolver: Resolver {
    func provideDiskCache(directory: String) -> DiskCache
    func provideLogger() -> Logger
}

final class DiskCache {}

final class Logger {}

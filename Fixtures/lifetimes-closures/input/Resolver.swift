import DIKit

protocol AppResolver: Resolver, Sendable {
    func provideUserName() -> String
}

/// What has been built, in order, so the program can show when a closure or a `Lazy`
/// resolves. The program is single-threaded.
nonisolated(unsafe) var built: [String] = []

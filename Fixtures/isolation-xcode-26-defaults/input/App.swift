import DIKit

@globalActor actor DatabaseActor {
    static let shared = DatabaseActor()
}

/// Unannotated: under `-default-isolation MainActor` its requirements and the generated
/// methods run on the main actor.
protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
    func provideGreeting() -> String
}

/// Declared nonisolated: built anywhere.
nonisolated final class Logger: Injectable, Sendable {
    struct Dependency {}
    init(dependency: Dependency) {}
    func line(_ text: String) -> String { "[log] \(text)" }
}

/// An actor shared by the resolver's store.
actor Presence: Injectable, SharedInstance {
    struct Dependency { let logger: Logger }
    let logger: Logger
    init(dependency: Dependency) { logger = dependency.logger }
    func status() -> String { logger.line("online") }
}

/// Async and nonisolated: under NonisolatedNonsendingByDefault awaiting it from the main
/// actor stays there, and sends nothing.
nonisolated final class Feed: Injectable {
    struct Dependency { let logger: Logger }
    let logger: Logger
    init(dependency: Dependency) async { logger = dependency.logger }
    func title() -> String { logger.line("feed") }
}

/// Says nothing: on the main actor, as its initializer is.
final class ViewModel: Injectable {
    struct Dependency {
        let feed: Feed
        let presence: Presence
        let greeting: String
    }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

/// On another global actor, with a nonisolated dependency.
@DatabaseActor final class NotesStore: Injectable {
    struct Dependency { let logger: Logger }
    let logger: Logger
    init(dependency: Dependency) { logger = dependency.logger }
    func describe() -> String { logger.line("notes") }
}

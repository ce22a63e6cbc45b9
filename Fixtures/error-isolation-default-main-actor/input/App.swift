import DIKit

@globalActor actor DatabaseActor {
    static let shared = DatabaseActor()
}

protocol AppResolver: Resolver {}

/// Says nothing: under `-default-isolation MainActor` its initializer runs on the main actor.
final class Logger: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// Built on the database's actor, which cannot call the main actor's initializer.
@DatabaseActor final class NotesStore: Injectable {
    struct Dependency { let logger: Logger }
    init(dependency: Dependency) {}
}

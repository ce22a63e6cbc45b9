import DIKit

@globalActor actor DatabaseActor {
    static let shared = DatabaseActor()
}

@MainActor final class Logger: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}

    func log(_ message: String) -> String { "logged: \(message)" }
}

/// Built on the database's actor, it keeps a closure that makes a `Logger` on the main
/// actor: the closure runs there, so the store's method stays on `@DatabaseActor`.
@DatabaseActor final class NotesStore: Injectable {
    struct Dependency {
        let makeLogger: @MainActor () -> Logger
    }

    let makeLogger: @MainActor () -> Logger

    init(dependency: Dependency) {
        makeLogger = dependency.makeLogger
    }
}

protocol AppResolver: Resolver, Sendable {}

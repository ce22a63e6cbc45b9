import DIKit

@globalActor actor DatabaseActor {
    static let shared = DatabaseActor()
}

struct NotesError: Error {}

/// Built on the database's actor.
@DatabaseActor final class NotesStore: Injectable {
    struct Dependency {}
    init(dependency: Dependency) async throws {}
    func count() -> Int { 3 }
}

/// On the main actor; makes its store later, through a closure that awaits the
/// database's actor: an `async` closure hops there.
@MainActor final class NotesViewModel: Injectable {
    struct Dependency {
        let makeStore: () async throws -> NotesStore
        let makeSendableStore: @Sendable () async throws -> NotesStore
    }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }

    func load() async throws -> Int {
        let first = try await dependency.makeStore()
        let second = try await dependency.makeSendableStore()
        return await first.count() + second.count()
    }
}

protocol AppResolver: Resolver, Sendable {}

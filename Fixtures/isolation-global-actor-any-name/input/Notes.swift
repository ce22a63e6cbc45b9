import DIKit

/// A global actor whose name does not end in `Actor`: declared here, it is read as one,
/// on types, initializers and closure types alike.
@globalActor actor Persistence {
    static let shared = Persistence()
}

@Persistence final class NotesStore: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}

    func count() -> Int { 3 }
}

/// Its closure awaits the store's method on `Persistence`.
final class NotesViewModel: Injectable {
    struct Dependency {
        let loadStore: () async -> NotesStore
    }

    let loadStore: () async -> NotesStore

    init(dependency: Dependency) {
        loadStore = dependency.loadStore
    }
}

/// Made on `Persistence`, its closure runs there: it may call the store's method.
@Persistence final class NotesIndex: Injectable {
    struct Dependency {
        let makeStore: @Persistence () -> NotesStore
    }

    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver, Sendable {}

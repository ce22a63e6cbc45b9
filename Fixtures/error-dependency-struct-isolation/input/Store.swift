import DIKit

@globalActor actor DatabaseActor {
    static let shared = DatabaseActor()
}

protocol AppResolver: Resolver, Sendable {}

nonisolated final class Clock: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

@DatabaseActor final class NotesStore {
    let makeClock: () -> Clock
    init(makeClock: @escaping () -> Clock) { self.makeClock = makeClock }
}

/// Under `-default-isolation MainActor`, a struct declared in an extension says nothing
/// and is isolated to the main actor: a stored closure is not Sendable, so its memberwise
/// initializer runs there, and the database's actor cannot build it.
extension NotesStore: Injectable {
    struct Dependency {
        let makeClock: () -> Clock
    }

    convenience init(dependency: Dependency) {
        self.init(makeClock: dependency.makeClock)
    }
}

/// Declared in the type's body, it is not isolated: this one builds.
@DatabaseActor final class NotesIndex: Injectable {
    struct Dependency {
        let makeClock: () -> Clock
    }

    init(dependency: Dependency) {}
}

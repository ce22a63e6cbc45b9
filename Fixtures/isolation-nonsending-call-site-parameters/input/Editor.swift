import DIKit

/// Not Sendable: `nonisolated` keeps it off the main actor, where the module's default
/// isolation would put it (which would make it Sendable).
nonisolated final class UndoHistory {
    var steps: [String]

    init(steps: [String]) {
        self.steps = steps
    }
}

/// Its initializer is async and not isolated. Under `NonisolatedNonsendingByDefault` it
/// runs on its caller's actor, as the generated method that calls it does: the main-actor
/// methods and closures below hand it the caller's history without sending it.
nonisolated struct Autosave: Injectable {
    struct Dependency {
        let history: UndoHistory
    }

    let dependency: Dependency

    init(dependency: Dependency) async {
        self.dependency = dependency
        dependency.history.steps.append("autosaved")
    }
}

/// On the main actor, by the module's default.
final class EditorScreen: Injectable {
    struct Dependency {
        let autosave: Autosave
        let makeAutosave: (UndoHistory) async -> Autosave
    }

    let dependency: Dependency

    init(dependency: Dependency) {
        self.dependency = dependency
    }
}

/// Not isolated: its methods run where the types they build say.
nonisolated protocol EditorResolver: Resolver, Sendable {}

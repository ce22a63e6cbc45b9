import DIKit

/// A document's undo history: a class that is not Sendable, passed at the call site.
final class UndoHistory {
    var steps: [String] = []
}

@globalActor actor DocumentActor {
    static let shared = DocumentActor()
}

// Awaited from the main actor, a method that is async and not isolated runs off it: the
// history would cross.
struct Autosave: Injectable {
    struct Dependency { let history: UndoHistory }
    let dependency: Dependency
    init(dependency: Dependency) async { self.dependency = dependency }
}

@MainActor final class EditorScreen: Injectable {
    struct Dependency { let autosave: Autosave }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

// On the main actor because of its label, the method calls an initializer that is async
// and not isolated: the history would cross into it.
@MainActor final class Label: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

struct Exporter: Injectable {
    struct Dependency { let history: UndoHistory; let label: Label }
    let dependency: Dependency
    init(dependency: Dependency) async { self.dependency = dependency }
}

// Closures made on the main actor: one awaits a method that is not isolated, one hops to
// another global actor; the history crosses either way.
@DocumentActor final class Revisions: Injectable {
    struct Dependency { let history: UndoHistory }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

@MainActor final class HistoryPanel: Injectable {
    struct Dependency {
        let makeAutosave: (UndoHistory) async -> Autosave
        let openRevisions: () async -> Revisions
    }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

// A `@Sendable` closure may not capture the history.
struct Toolbar: Injectable {
    struct Dependency { let makeCompare: @Sendable () -> Compare }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

struct Compare: Injectable {
    struct Dependency { let history: UndoHistory }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

protocol EditorResolver: Resolver, Sendable {}

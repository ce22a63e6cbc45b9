import DIKit

@globalActor actor DatabaseActor {
    static let shared = DatabaseActor()
}

@MainActor final class ViewModel: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// Built on the database actor, but needs a main-actor view model.
@DatabaseActor final class Store: Injectable {
    struct Dependency { let viewModel: ViewModel }
    init(dependency: Dependency) {}
}

@DatabaseActor final class Index: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

final class Screen: Injectable {
    struct Dependency { let viewModel: ViewModel }
    init(dependency: Dependency) {}
}

/// Not isolated, but needs a screen (main actor, through its view model) and an index
/// (database actor).
final class Coordinator: Injectable {
    struct Dependency {
        let screen: Screen
        let index: Index
    }
    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver {}

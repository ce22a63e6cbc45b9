import DIKit

@DatabaseActor final class Store: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

@globalActor actor DatabaseActor {
    static let shared = DatabaseActor()
}

final class Clock: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

final class Screen: Injectable {
    struct Dependency {
        // Runs on the main actor, but a store is built on DatabaseActor.
        let makeStore: @MainActor () -> Store
        // Runs anywhere, but nothing says a clock may be built anywhere.
        let makeClock: @Sendable () -> Clock
    }
    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver {}

import DIKit

/// Built with `init(dependency:)`.
struct StepCounter: Injectable {
    struct Dependency {
        let store: HealthStore
    }

    init(dependency: Dependency) {}
}

/// Built with `makeInstance(dependency:)` taking `Dependency`.
final class WorkoutScreen: FactoryMethodInjectable {
    struct Dependency {
        let counter: StepCounter
    }

    private init() {}

    static func makeInstance(dependency: Dependency) -> WorkoutScreen {
        WorkoutScreen()
    }
}

/// The factory method may also spell its parameter `HeartRateScreen.Dependency`.
final class HeartRateScreen: FactoryMethodInjectable {
    struct Dependency {
        let store: HealthStore
    }

    private init() {}

    static func makeInstance(dependency: HeartRateScreen.Dependency) -> HeartRateScreen {
        HeartRateScreen()
    }
}

/// Created elsewhere; the resolver assigns `dependency`.
final class SettingsScreen: PropertyInjectable {
    struct Dependency {
        let counter: StepCounter
    }

    var dependency: Dependency!
}

/// Both kinds at once: a `resolveSyncService` and an `injectToSyncService`.
final class SyncService: Injectable, PropertyInjectable {
    struct Dependency {
        let store: HealthStore
    }

    var dependency: Dependency!

    init(dependency: Dependency) {
        self.dependency = dependency
    }
}

import DIKit

/// Not isolated: built wherever it is needed.
final class ProfileAPI: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}

    func name() -> String { "Ada" }
}

/// A formatter isolated to the main actor whose initializer is not: it is built anywhere.
@MainActor final class NameFormatter: Injectable {
    struct Dependency {}
    nonisolated init(dependency: Dependency) {}

    func format(_ name: String) -> String { name.uppercased() }
}

/// Not isolated itself, but its report is built from a main-actor value.
final class Report: Injectable {
    struct Dependency { let formatter: NameFormatter }
    let formatter: NameFormatter
    init(dependency: Dependency) { formatter = dependency.formatter }
}

/// A view model on the main actor: `resolveProfileViewModel` runs there.
@MainActor final class ProfileViewModel: Injectable {
    struct Dependency {
        let api: ProfileAPI
        let theme: Theme
    }
    let api: ProfileAPI
    let theme: Theme
    init(dependency: Dependency) {
        api = dependency.api
        theme = dependency.theme
    }

    var title: String { "\(theme.accent) \(api.name())" }
}

/// Made by a factory method on the main actor, through an isolated conformance.
@MainActor final class AvatarLoader: @MainActor FactoryMethodInjectable {
    struct Dependency { let api: ProfileAPI }
    let initial: String
    private init(initial: String) { self.initial = initial }

    static func makeInstance(dependency: Dependency) -> AvatarLoader {
        AvatarLoader(initial: String(dependency.api.name().prefix(1)))
    }
}

/// A screen the system creates, on the main actor, that gets its view model afterwards
/// (an isolated conformance, the compiler's own fix-it for this case).
@MainActor final class ProfileScreen: @MainActor PropertyInjectable {
    struct Dependency {
        let viewModel: ProfileViewModel
        let avatars: AvatarLoader
    }
    var dependency: Dependency!
}

/// Needs a main-actor view model, so its method runs on the main actor too.
final class ProfileCoordinator: Injectable {
    struct Dependency { let viewModel: ProfileViewModel }
    let viewModel: ProfileViewModel
    init(dependency: Dependency) { viewModel = dependency.viewModel }
}

struct Theme {
    var accent: String
}

protocol ProfileResolver: Resolver {
    /// Read from the main actor's UI state.
    @MainActor func provideTheme() -> Theme
}

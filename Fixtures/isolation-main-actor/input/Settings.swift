import DIKit

@MainActor final class SettingsViewModel: Injectable {
    struct Dependency { let title: String }
    let title: String
    init(dependency: Dependency) { title = dependency.title }
}

/// Every member of the resolver, providers and generated methods, runs on the main actor.
@MainActor protocol SettingsResolver: Resolver {
    func provideTitle() async -> String
}

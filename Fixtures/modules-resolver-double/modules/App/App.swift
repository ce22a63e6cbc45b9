import DIKit
import Networking

struct UserName {
    let value: String
}

struct Theme {
    let name: String
}

/// Shared: one per store.
final class ProfileModel: Injectable, SharedInstance {
    struct Dependency {
        let client: any APIClient
        let user: UserName
    }

    let title: String

    init(dependency: Dependency) {
        title = "\(dependency.user.value): \(dependency.client.get("/profile"))"
    }
}

struct ProfileScreen: Injectable {
    struct Dependency {
        let model: ProfileModel
        let theme: Theme
    }

    let model: ProfileModel
    let theme: Theme

    init(dependency: Dependency) {
        model = dependency.model
        theme = dependency.theme
    }
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
    func provideUserName() -> UserName
    func provideTheme() -> Theme
}

/// The conformer the app runs with.
struct AppResolverImpl: AppResolver {
    let sharedInstances = SharedInstanceStore()

    func provideUserName() -> UserName { UserName(value: "Ada") }
    func provideTheme() -> Theme { Theme(name: "dark") }
}

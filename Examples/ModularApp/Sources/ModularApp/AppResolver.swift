import Core
import DIKit
import FeatureA
import FeatureB
import Networking

/// The app's resolver: both features' resolvers, and the app's own provider. The plugin
/// extends it with `resolveGreeting()` and what that needs that the features' extensions do
/// not already have, among them `resolveFeatureAViewModel()` and `resolveFeatureBViewModel()`:
/// two types named `ViewModel` are visible here, so their methods take the module's name.
protocol AppResolver: FeatureAResolver, FeatureBResolver {
    func provideUserName() -> UserName
}

/// The conformer the app runs with. Each instance has its own store, so its own `HTTPClient`.
struct AppResolverImpl: AppResolver {
    let sharedInstances = SharedInstanceStore()

    func provideAppName() -> AppName {
        AppName("ModularApp")
    }

    func provideTheme() -> Theme {
        Theme(name: "dark")
    }

    func provideUserName() -> UserName {
        UserName(value: "Ada")
    }
}

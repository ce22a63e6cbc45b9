import Core
import DIKit
import FeatureA
import FeatureB
@testable import ModularApp
import Networking

/// The app's resolver for the tests. Its client is `FakeAPIClient`, which replaces
/// `HTTPClient`'s contribution where it is declared: no provider here. The plugin extends
/// `TestResolver` with the methods that change: `resolveAPIClient()`, and those that need it
/// (`resolveProfileAPI()`, `resolveAvatarLoader()`, `resolveFeatureAViewModel()`,
/// `resolveGreeting()`); everything else is `AppResolver`'s.
protocol TestResolver: AppResolver {}

struct TestResolverImpl: TestResolver {
    let sharedInstances = SharedInstanceStore()

    func provideAppName() -> AppName {
        AppName("Test")
    }

    func provideTheme() -> Theme {
        Theme(name: "light")
    }

    func provideUserName() -> UserName {
        UserName(value: "Tester")
    }
}

import Core
import DIKit
import FeatureA
import FeatureB
@testable import ModularApp
import Networking

/// The app's resolver with a fake `HTTPClient`: its provider replaces the binding of
/// `HTTPClient` (an `Injectable` type) for `TestResolver`'s conformers. The plugin extends
/// `TestResolver` with the methods that change: `resolveHTTPClient()`, and those that need it
/// (`resolveProfileAPI()`, `resolveAvatarLoader()`, `resolveFeatureAViewModel()`,
/// `resolveGreeting()`); everything else is `AppResolver`'s.
protocol TestResolver: AppResolver {
    func provideHTTPClient() -> HTTPClient
}

struct TestResolverImpl: TestResolver {
    let sharedInstances = SharedInstanceStore()
    /// The fake, made here so the tests can compare identities with it.
    let fakeClient = HTTPClient(dependency: .init(serverURL: ServerURL("https://fake.test")))

    func provideHTTPClient() -> HTTPClient {
        fakeClient
    }

    func provideAppName() -> AppName {
        AppName("Test")
    }

    func provideServerURL() -> ServerURL {
        ServerURL("https://unused.test")  // no client is built from it any more
    }

    func provideTheme() -> Theme {
        Theme(name: "light")
    }

    func provideUserName() -> UserName {
        UserName(value: "Tester")
    }
}

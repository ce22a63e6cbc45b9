import FeatureA
import FeatureB
@testable import ModularApp
import Networking
import Testing

@Suite struct GreetingTests {
    @Test func appResolverSharesOneHTTPClient() {
        let resolver = AppResolverImpl()
        let greeting = resolver.resolveGreeting()
        let client = greeting.profile.api.client

        // Two ProfileAPI consumers of one resolve, and of another resolve, one client.
        #expect(greeting.avatars.api.client === client)
        #expect(resolver.resolveGreeting().profile.api.client === client)
        #expect(resolver.resolveProfileAPI().client === client)
        #expect((client as? HTTPClient)?.serverURL == ServerURL("https://api.example.com"))

        // Another resolver has its own store, so its own client.
        let other = AppResolverImpl().resolveGreeting().profile.api.client
        #expect(other !== client)
        #expect(other.id != client.id)
    }

    @Test func testResolverFakeClientReachesGreeting() {
        let resolver = TestResolverImpl()
        let greeting = resolver.resolveGreeting()
        let client = resolver.resolveAPIClient()

        // The test target's declaration alone replaced Networking's binding.
        #expect(client is FakeAPIClient)
        // Through FeatureA's ViewModel and its ProfileAPI, and through AvatarLoader's.
        #expect(greeting.profile.api.client === client)
        #expect(greeting.avatars.api.client === client)
        #expect(greeting.profile.title == "[Test] profile: GET https://fake.test/profile (fake client)")
        // The fake is a SharedInstance too: one per store.
        #expect(resolver.resolveGreeting().profile.api.client === client)
        #expect(TestResolverImpl().resolveAPIClient() !== client)

        // What the test resolver does not replace is the app's binding, with its providers.
        #expect(greeting.settings.theme == Theme(name: "light"))
        #expect(greeting.userName == UserName(value: "Tester"))
    }

    @Test func aDoubleReplacesOneBindingInOneLine() {
        let greeting = TestApp(userName: UserName(value: "Grace")).resolveGreeting()

        #expect(greeting.userName == UserName(value: "Grace"))
        #expect(greeting.lines.first == "[ModularApp] Hello, Grace!")
        // The rest is the app's: its app name and theme, forwarded to `AppResolverImpl`.
        #expect(greeting.settings.theme == Theme(name: "dark"))
        #expect(greeting.profile.api.client is FakeAPIClient)
    }

    @Test func bothViewModelsAreBuilt() {
        let resolver = AppResolverImpl()
        let greeting = resolver.resolveGreeting()
        let profile: FeatureA.ViewModel = greeting.profile
        let settings: FeatureB.ViewModel = greeting.settings

        #expect(String(reflecting: type(of: profile)) == "FeatureA.ViewModel")
        #expect(String(reflecting: type(of: settings)) == "FeatureB.ViewModel")
        #expect(profile.title == "[ModularApp] profile: GET https://api.example.com/profile (client #\(profile.api.client.id))")
        #expect(settings.summary == "[ModularApp] settings: theme dark, 2 stored settings")

        // FeatureB's SettingsStore is shared too, in the same store as FeatureA's client.
        #expect(resolver.resolveGreeting().settings.store === settings.store)
        #expect(greeting.lines.first == "[ModularApp] Hello, Ada!")
    }
}

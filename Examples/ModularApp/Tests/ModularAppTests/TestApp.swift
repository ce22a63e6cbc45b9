import DIKit
@testable import ModularApp

/// The app's graph for a test that replaces one binding: the user. The plugin extends it with
/// the methods that change (`resolveUserName()`, `resolveGreeting()`) and forwards the providers
/// it does not replace to the app's own conformer. The client is the test target's
/// `FakeAPIClient` here too: this module's resolvers see that replacement.
struct TestApp: AppResolver, ResolverDouble {
    let sharedInstances = SharedInstanceStore()
    var app: AppResolverImpl = AppResolverImpl()
    var userName: UserName = UserName(value: "Ada")
}

@testable import App
import DIKit
import Networking

/// The app's graph for the tests, declared once: the client is the test's to give, and the
/// providers are the app's, forwarded to the conformer it holds.
struct TestApp: AppResolver, ResolverDouble {
    let sharedInstances = SharedInstanceStore()
    var app: AppResolverImpl = AppResolverImpl()
    var client: any APIClient
}

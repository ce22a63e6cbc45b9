@testable import App
import DIKit
import Networking

/// The test target's fake, declared here alone: every resolver of this module resolves
/// `any APIClient` as it, in the place of Networking's `URLSessionAPIClient`.
final class FakeAPIClient: APIClient, Injectable, SharedInstance, ContributesBinding, ReplacesContribution {
    typealias BoundType = any APIClient
    typealias Replaced = URLSessionAPIClient

    struct Dependency {}

    init(dependency: Dependency) {}

    func get(_ path: String) -> String { "fake \(path)" }
}

/// The app's resolver, for the tests: no provider, the fake replaces the client.
protocol TestResolver: AppResolver {}

/// Takes the place of Networking's logging interceptor in the tests' collections.
struct SilentInterceptor: Interceptor, InitializerInjectable, ContributesToCollection, ReplacesContribution {
    typealias CollectionElement = any Interceptor
    typealias Replaced = LoggingInterceptor

    init() {}

    var name: String { "silent" }
}

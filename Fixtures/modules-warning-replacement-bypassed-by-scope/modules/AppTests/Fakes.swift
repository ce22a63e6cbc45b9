@testable import App
import DIKit
import Networking

/// Replaces the client and adds an interceptor for this module's resolvers; but a session
/// made from a 'TestResolver' conformer is App's 'SessionResolverScope', which calls
/// 'AppResolver''s methods: both are warned.
struct FakeAPIClient: APIClient, InitializerInjectable, ContributesBinding, ReplacesContribution {
    typealias BoundType = any APIClient
    typealias Replaced = URLSessionAPIClient
    init() {}
    func get(_ path: String) -> String { "fake \(path)" }
}

struct RecordingInterceptor: Interceptor, InitializerInjectable, ContributesToCollection {
    typealias CollectionElement = any Interceptor
    init() {}
    var name: String { "recording" }
}

protocol TestResolver: AppResolver {}

import DIKit
import Networking

/// The tests' client, declared in the test target alone: every resolver this target
/// generates (`TestResolver`) resolves `any APIClient` as it, in the place of Networking's
/// `HTTPClient`. The app's resolver, generated in the app, keeps the real one.
final class FakeAPIClient: APIClient, Injectable, SharedInstance, ContributesBinding, ReplacesContribution {
    typealias BoundType = any APIClient
    typealias Replaced = HTTPClient

    struct Dependency {}

    let id = 0

    init(dependency: Dependency) {}

    func get(_ path: String) -> String {
        "GET https://fake.test\(path) (fake client)"
    }
}

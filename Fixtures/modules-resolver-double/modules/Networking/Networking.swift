import DIKit

public protocol APIClient {
    func get(_ path: String) -> String
}

/// Networking binds its client where it declares it.
public final class URLSessionAPIClient: APIClient, Injectable, SharedInstance, ContributesBinding {
    public typealias BoundType = any APIClient

    public struct Dependency {
        public init() {}
    }

    public init(dependency: Dependency) {}

    public func get(_ path: String) -> String { "GET \(path)" }
}

import DIKit

public protocol APIClient: AnyObject {
    func get(_ path: String) -> String
}

/// Networking binds its client where it declares it: the app names it nowhere.
public final class URLSessionAPIClient: APIClient, Injectable, SharedInstance, ContributesBinding {
    public typealias BoundType = any APIClient

    public struct Dependency {
        public init() {}
    }

    public init(dependency: Dependency) {}

    public func get(_ path: String) -> String { "GET \(path)" }
}

public protocol Interceptor {
    var name: String { get }
}

/// Joins every collection of `any Interceptor` that a resolver seeing it resolves.
public struct LoggingInterceptor: Interceptor, InitializerInjectable, ContributesToCollection {
    public typealias CollectionElement = any Interceptor

    public init() {}

    public var name: String { "logging" }
}

public struct RetryInterceptor: Interceptor, InitializerInjectable, ContributesToCollection {
    public typealias CollectionElement = any Interceptor

    public init() {}

    public var name: String { "retry" }
}

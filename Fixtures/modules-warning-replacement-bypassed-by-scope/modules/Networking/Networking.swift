import DIKit

public protocol APIClient {
    func get(_ path: String) -> String
}

public struct URLSessionAPIClient: APIClient, InitializerInjectable, ContributesBinding {
    public typealias BoundType = any APIClient
    public init() {}
    public func get(_ path: String) -> String { "GET \(path)" }
}

public protocol Interceptor {
    var name: String { get }
}

public struct LoggingInterceptor: Interceptor, InitializerInjectable, ContributesToCollection {
    public typealias CollectionElement = any Interceptor
    public init() {}
    public var name: String { "logging" }
}

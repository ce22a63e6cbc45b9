import DIKit
import Foundation  // NSLock, for the instance counter

/// The address every request goes to.
public struct ServerURL: Sendable, Equatable {
    public let value: String

    public init(_ value: String) {
        self.value = value
    }
}

/// Networking's providers, contributed to every resolver that sees them: no resolver of any
/// module declares `provideServerURL()` or refines a protocol of Networking's for it.
public enum NetworkingProviders: ContributesProviders {
    public static func provideServerURL() -> ServerURL {
        ServerURL("https://api.example.com")
    }
}

/// What the features need of a client: they name the protocol, never the implementation.
public protocol APIClient: AnyObject, Sendable {
    /// Tells two clients apart.
    var id: Int { get }

    /// What a request would be, without a network.
    func get(_ path: String) -> String
}

/// The one client of a resolver: a `SharedInstance`, so every resolve through one resolver's
/// `sharedInstances` store returns the same instance, and another resolver makes its own.
/// It binds `any APIClient` where it is declared (`ContributesBinding`): no resolver of any
/// module declares a provider that returns it as the protocol.
public final class HTTPClient: APIClient, Injectable, SharedInstance, ContributesBinding, Sendable {
    public typealias BoundType = any APIClient

    /// Public, with a public initializer: the generated code of other modules builds it.
    public struct Dependency {
        public let serverURL: ServerURL

        public init(serverURL: ServerURL) {
            self.serverURL = serverURL
        }
    }

    /// 1 for the first client made in this process, 2 for the second, and so on.
    public let id: Int
    public let serverURL: ServerURL

    public init(dependency: Dependency) {
        id = Self.counter.next()
        serverURL = dependency.serverURL
    }

    /// What a request would be, without a network.
    public func get(_ path: String) -> String {
        "GET \(serverURL.value)\(path) (client #\(id))"
    }

    private static let counter = InstanceCounter()
}

/// A thread-safe counter (tests resolve in parallel). `Synchronization.Mutex` would need
/// macOS 15, and this package declares no platforms.
private final class InstanceCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}

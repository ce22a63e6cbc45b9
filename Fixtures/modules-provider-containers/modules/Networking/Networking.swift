import DIKit

public struct ServerURL: Sendable {
    public let value: String

    public init(_ value: String) {
        self.value = value
    }
}

public final class HTTPClient: Injectable, SharedInstance, Sendable {
    public struct Dependency {
        public let serverURL: ServerURL

        public init(serverURL: ServerURL) {
            self.serverURL = serverURL
        }
    }

    public let serverURL: ServerURL

    public init(dependency: Dependency) {
        serverURL = dependency.serverURL
    }
}

/// Networking's providers, for every resolver that sees them: no resolver declares them.
public enum NetworkingProviders: ContributesProviders {
    public static func provideServerURL() -> ServerURL {
        ServerURL("https://api.example.com")
    }

    /// Takes what the resolver resolves, as any provider does.
    public static func provideUserAgent(serverURL: ServerURL) -> String {
        "Networking for \(serverURL.value)"
    }

    /// Internal: only Networking's own resolvers, and `@testable` importers, may call it.
    static func provideRetryCount() -> Int { 3 }
}

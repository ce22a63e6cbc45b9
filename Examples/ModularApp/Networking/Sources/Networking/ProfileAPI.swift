import DIKit

/// The profile endpoints, over the resolver's shared `HTTPClient`.
public struct ProfileAPI: Injectable {
    public struct Dependency {
        public let client: HTTPClient

        public init(client: HTTPClient) {
            self.client = client
        }
    }

    public let client: HTTPClient

    public init(dependency: Dependency) {
        client = dependency.client
    }

    public func fetchProfile() -> String {
        client.get("/profile")
    }

    public func fetchAvatar(size: Int) -> String {
        client.get("/avatar?size=\(size)")
    }
}

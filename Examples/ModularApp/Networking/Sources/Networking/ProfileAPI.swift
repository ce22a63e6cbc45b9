import DIKit

/// The profile endpoints, over the resolver's shared client: whichever type binds
/// `any APIClient` where the resolver is generated.
public struct ProfileAPI: Injectable {
    public struct Dependency {
        public let client: any APIClient

        public init(client: any APIClient) {
            self.client = client
        }
    }

    public let client: any APIClient

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

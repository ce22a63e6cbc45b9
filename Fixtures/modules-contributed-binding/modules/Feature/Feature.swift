import DIKit
import Networking

public struct ProfileViewModel: Injectable {
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

    public var title: String { client.get("/profile") }
}

/// The feature's own resolver, for its previews: it sees Networking's binding too.
public protocol FeatureResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

import DIKit
import Networking

public struct ProfileScreen: Injectable {
    public struct Dependency {
        public let client: HTTPClient
        public let userAgent: String

        public init(client: HTTPClient, userAgent: String) {
            self.client = client
            self.userAgent = userAgent
        }
    }

    public let client: HTTPClient
    public let userAgent: String

    public init(dependency: Dependency) {
        client = dependency.client
        userAgent = dependency.userAgent
    }
}

/// The feature's resolver: it refines no protocol of Networking's, and declares no provider.
public protocol FeatureResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

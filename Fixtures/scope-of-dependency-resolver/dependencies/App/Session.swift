import DIKit

public struct User {
    public let name: String
}

public protocol Gateway {}

public final class Cart: Injectable, SharedInstance {
    public struct Dependency {
        let user: User
        let gateway: any Gateway

        public init(user: User, gateway: any Gateway) {
            self.user = user
            self.gateway = gateway
        }
    }

    public init(dependency: Dependency) {}
}

public protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
    func provideGateway() -> any Gateway
}

/// A scope of `AppResolver`: only it binds `User`, so only it builds the shared `Cart`.
public protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
    var sharedInstances: SharedInstanceStore { get }
}

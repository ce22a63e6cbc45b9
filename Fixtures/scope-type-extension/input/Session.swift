import DIKit

struct User {
    let name: String
}

final class Cart: Injectable, SharedInstance {
    struct Dependency {
        let user: User
    }

    let owner: String

    init(dependency: Dependency) {
        owner = dependency.user.name
    }
}

protocol AppResolver: Resolver {}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
    var sharedInstances: SharedInstanceStore { get }
}

import DIKit

struct User {
    let name: String
}

final class Cart: Injectable, SharedInstance {
    struct Dependency { let user: User }
    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver {}

struct Badge {
    let text: String
}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var sharedInstances: SharedInstanceStore { get }
    var user: User { get }
    func contributeMember(user: User) -> Badge
}

/// A scope's contribution, implemented where the type generated for the scope finds it.
extension SessionResolver {
    func contributeMember(user: User) -> Badge { Badge(text: "member \(user.name)") }
}

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

protocol TestResolver: AppResolver {}

/// A test's session: a scope of the test resolver, with the values it is made with.
protocol TestSessionResolver: Resolver {
    var app: any TestResolver { get }
    var user: User { get }
    var sharedInstances: SharedInstanceStore { get }
}

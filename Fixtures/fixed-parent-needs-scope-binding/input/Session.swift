import DIKit

struct User {
    let name: String
}

final class Greeting: Injectable, SharedInstance {
    struct Dependency { let user: User }
    init(dependency: Dependency) { text = "Hello, \(dependency.user.name)" }
    let text: String
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
    var sharedInstances: SharedInstanceStore { get }
}

import DIKit

final class Database: Injectable, SharedInstance {
    struct Dependency { let path: String }
    init(dependency: Dependency) { path = dependency.path }
    let path: String
}

struct User {
    let name: String
}

final class Cart: Injectable, SharedInstance {
    struct Dependency {
        let user: User
        let database: Database
    }
    init(dependency: Dependency) { self.dependency = dependency }
    let dependency: Dependency
    var items: [String] = []
}

final class Greeter: Injectable {
    struct Dependency { let user: User }
    init(dependency: Dependency) { user = dependency.user }
    let user: User
}

struct CheckoutViewModel: InitializerInjectable {
    let cart: Cart
    let order: Order
    let database: Database
}

struct Order {
    let number: Int
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
    func providePath() -> String
}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
    var sharedInstances: SharedInstanceStore { get }
}

protocol CheckoutResolver: Resolver {
    var session: any SessionResolver { get }
    var order: Order { get }
}

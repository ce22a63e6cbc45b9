import DIKit

struct User {
    let name: String
}

/// Shared in the session: it needs the session's `User`, so it lives in the scope.
final class Cart: Injectable, SharedInstance {
    struct Dependency {
        let user: User
    }

    init(dependency: Dependency) {}
}

/// Needs `Cart`: in `AppResolver` it takes it as a call-site parameter, which `--strict`
/// allows, as a scope of the resolver builds it; in the scope it is resolved.
struct CartScreen: InitializerInjectable {
    let cart: Cart
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
    var sharedInstances: SharedInstanceStore { get }
}

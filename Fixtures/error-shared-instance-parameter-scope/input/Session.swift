import DIKit

struct User {
    let name: String
}

/// Needs a `User`, which the session scope was meant to be made with: its value is missing,
/// so the app would build `Cart` with a call-site parameter, and keep it.
final class Cart: Injectable, SharedInstance {
    struct Dependency {
        let user: User
    }

    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var sharedInstances: SharedInstanceStore { get }
}

import DIKit

struct User {
    let name: String
}

/// Opens a login from a name: but a login is made with a `User`, which a `String` is not.
struct SignInScreen: InitializerInjectable {
    let openLogin: (String) -> LoggedInResolverScope
}

protocol AppResolver: Resolver {}

protocol LoggedInResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
}

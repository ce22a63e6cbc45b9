import DIKit

/// Screens that open scopes without holding a resolver: the sign-in screen opens a login for
/// whoever signs in, the lobby of a login starts a game of it. Each takes a maker, a closure
/// whose parameters are the scope's values and whose result is the scope's generated type.

struct User {
    let name: String
}

final class Database: Injectable, SharedInstance {
    struct Dependency {}
    init(dependency: Dependency) {}
}

struct SignInScreen: InitializerInjectable {
    let openLogin: (User) -> LoggedInResolverScope
}

/// A maker written with the scope's protocol: bound to the same method, the scope it makes
/// seen through its protocol.
struct GuestScreen: InitializerInjectable {
    let openLogin: (User) -> any LoggedInResolver
}

/// Takes a login, not a maker of one: whoever resolves it gives the login.
struct LoginBadge: InitializerInjectable {
    let login: LoggedInResolverScope
}

/// A call-site parameter named as the game's parent property, `login`: the game reaches its
/// parent as `self.login`.
struct Caption: InitializerInjectable {
    let login: String
}

struct LobbyScreen: InitializerInjectable {
    let user: User
    let startGame: (Int) -> GameResolverScope
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

protocol LoggedInResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
}

protocol GameResolver: Resolver {
    var login: any LoggedInResolver { get }
    var round: Int { get }
}

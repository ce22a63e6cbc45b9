import DIKit

/// The two players of a login.
struct Players: Sendable {
    let first: String
    let second: String
}

/// Needle's `LoggedOutComponent`: it opens a login through a maker, a closure whose parameter
/// is the scope's value and whose result is the scope's generated type, so that the screen
/// never holds the root.
struct LoggedOutScreen: InitializerInjectable {
    let registry: PlayerRegistry
    let openLogin: (Players) -> LoggedInResolverScope

    func logIn(_ first: String, _ second: String) -> LoggedInResolverScope {
        let players = Players(first: first, second: second)
        registry.record(players)
        return openLogin(players)
    }
}

import DIKit

protocol MoveSource {
    func move() -> Int
}

struct Players {
    let names: [String]
}

/// The app's, shared: one for the root and every login.
final class PlayerRegistry: Injectable, SharedInstance {
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// Made in a login, with the root's registry and moves.
struct GameScreen: Injectable {
    struct Dependency {
        let players: Players
        let moves: any MoveSource
        let registry: PlayerRegistry
    }

    init(dependency: Dependency) {}
}

protocol RootResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
    func provideMoveSource() -> any MoveSource
}

protocol LoggedInResolver: Resolver {
    var root: any RootResolver { get }
    var players: Players { get }
}

struct RandomMoves: MoveSource {
    func move() -> Int { 0 }
}

struct AppRoot: RootResolver {
    let sharedInstances = SharedInstanceStore()
    func provideMoveSource() -> any MoveSource { RandomMoves() }
}

/// The moves reach a login made from the double: the login calls 'provideMoveSource()', which
/// the double answers with its property. The registry does not: the login takes it through
/// 'RootResolver''s method, which builds the app's, so it is warned.
struct TestApp: RootResolver, ResolverDouble {
    let sharedInstances = SharedInstanceStore()
    var app: AppRoot = AppRoot()
    var moves: any MoveSource = RandomMoves()
    var registry: PlayerRegistry = PlayerRegistry(dependency: .init())
}

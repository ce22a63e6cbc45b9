import DIKit

/// The app's root, Needle's `RootComponent`: it keeps what every login shares, and provides
/// the one thing a test replaces, where the winner of each game comes from.
protocol RootResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }

    func provideMoveSource() -> any MoveSource
}

final class Root: RootResolver {
    let sharedInstances = SharedInstanceStore()

    func provideMoveSource() -> any MoveSource {
        AlternatingWinners()
    }
}

/// Who wins each round of a game.
protocol MoveSource {
    func winner(ofRound round: Int, between players: Players) -> String
}

/// The app's: the first player wins the odd rounds, the second the even ones.
struct AlternatingWinners: MoveSource {
    func winner(ofRound round: Int, between players: Players) -> String {
        round.isMultiple(of: 2) ? players.second : players.first
    }
}

/// Every login's players, in order: one registry for the whole app.
final class PlayerRegistry: Injectable, SharedInstance {
    struct Dependency {}

    private(set) var logins: [Players] = []

    init(dependency: Dependency) {}

    func record(_ players: Players) {
        logins.append(players)
    }
}

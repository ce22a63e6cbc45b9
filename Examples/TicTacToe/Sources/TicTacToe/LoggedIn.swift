import DIKit

/// Needle's `LoggedInComponent`: a scope of the root, made with the players, that keeps its
/// own score stream (Needle's `shared { ScoreStreamImpl() }`).
protocol LoggedInResolver: Resolver {
    var root: any RootResolver { get }
    var players: Players { get }
    var sharedInstances: SharedInstanceStore { get }
}

/// One per login: kept by the login's store, though it needs nothing a login knows. The root
/// cannot resolve it, and another login has its own.
final class ScoreStream: Injectable, SharedInstance, KeptByScope {
    typealias KeepingScope = LoggedInResolver
    struct Dependency {}

    private(set) var wins: [String: Int] = [:]

    init(dependency: Dependency) {}

    func recordWin(of player: String) {
        wins[player, default: 0] += 1
    }
}

/// Needle's game: plays rounds and records each winner in the login's stream.
struct GameScreen: InitializerInjectable {
    let players: Players
    let scores: ScoreStream
    let moves: any MoveSource

    func play(rounds: Int) {
        for round in 1...rounds {
            scores.recordWin(of: moves.winner(ofRound: round, between: players))
        }
    }
}

/// Needle's score sheet: reads the same stream as the game of its login.
struct ScoreSheetScreen: InitializerInjectable {
    let players: Players
    let scores: ScoreStream

    var summary: String {
        "\(players.first) \(scores.wins[players.first, default: 0]) - \(scores.wins[players.second, default: 0]) \(players.second)"
    }
}

import DIKit
import Testing
@testable import TicTacToe

/// The app's root with one binding replaced: the first player wins every round. Everything
/// else (the registry, the logins, their score streams, the screens) is the app's graph.
struct TestRoot: RootResolver {
    let sharedInstances = SharedInstanceStore()

    func provideMoveSource() -> any MoveSource { FirstPlayerWins() }
}

struct FirstPlayerWins: MoveSource {
    func winner(ofRound round: Int, between players: Players) -> String { players.first }
}

@Suite struct LoginTests {
    @Test func aGameRecordsInItsLoginsStream() {
        let login = TestRoot().resolveLoggedOutScreen().logIn("Ada", "Grace")
        login.resolveGameScreen().play(rounds: 3)
        #expect(login.resolveScoreSheetScreen().summary == "Ada 3 - 0 Grace")
    }

    @Test func eachLoginKeepsItsOwnStream() {
        let loggedOut = TestRoot().resolveLoggedOutScreen()
        let first = loggedOut.logIn("Ada", "Grace")
        let second = loggedOut.logIn("Alan", "Edsger")
        first.resolveGameScreen().play(rounds: 2)
        #expect(first.resolveScoreStream() === first.resolveScoreStream())
        #expect(first.resolveScoreStream() !== second.resolveScoreStream())
        #expect(second.resolveScoreSheetScreen().summary == "Alan 0 - 0 Edsger")
    }

    @Test func theRegistryIsTheRootsForEveryLogin() {
        let root = TestRoot()
        let loggedOut = root.resolveLoggedOutScreen()
        _ = loggedOut.logIn("Ada", "Grace")
        _ = root.resolveLoggedOutScreen().logIn("Alan", "Edsger")
        #expect(root.resolvePlayerRegistry().logins.map(\.first) == ["Ada", "Alan"])
    }
}

import DIKit

/// A Needle-style logged-in component: the app keeps one `Database`, but each login keeps its
/// own `ScoreStream` and `Chat`, though neither needs anything only a login knows. A game
/// nested in the login uses its login's; the app cannot resolve them at all, and what needs
/// them there takes them as call-site parameters.

struct User {
    let name: String
}

final class Database: Injectable, SharedInstance {
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// One per login.
final class ScoreStream: Injectable, SharedInstance, KeptByScope {
    typealias KeepingScope = LoggedInResolver
    struct Dependency {
        let database: Database
    }

    var scores: [Int] = []
    init(dependency: Dependency) {}
}

/// One per login while something holds it.
final class Chat: Injectable, WeakSharedInstance, KeptByScope {
    typealias KeepingScope = any LoggedInResolver
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// Shared, and needs the login's stream: each login keeps its own too.
final class Leaderboard: Injectable, SharedInstance {
    struct Dependency {
        let stream: ScoreStream
    }

    let stream: ScoreStream
    init(dependency: Dependency) {
        stream = dependency.stream
    }
}

/// Made at every resolve; in the app, its stream is the caller's.
struct ScoreBadge: InitializerInjectable {
    let stream: ScoreStream
}

struct GameScreen: InitializerInjectable {
    let stream: ScoreStream
    let leaderboard: Leaderboard
    let round: Int
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

protocol LoggedInResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
    var sharedInstances: SharedInstanceStore { get }
}

/// A game of a login: it keeps nothing of its own.
protocol GameResolver: Resolver {
    var login: any LoggedInResolver { get }
    var round: Int { get }
}

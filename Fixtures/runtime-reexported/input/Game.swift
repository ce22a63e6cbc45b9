/// Neither file below names the runtime's module: they get it through `Core`, which
/// re-exports it, and `Exports.swift`, which re-exports `Core`.
final class PlayersStream: Injectable, SharedInstance {
    struct Dependency {
        let clock: Clock
    }

    let clock: Clock

    init(dependency: Dependency) {
        clock = dependency.clock
    }
}

struct GameScreen: Injectable {
    struct Dependency {
        let players: PlayersStream
    }

    let players: PlayersStream

    init(dependency: Dependency) {
        players = dependency.players
    }
}

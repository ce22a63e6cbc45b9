import DIKit

/// A container's provider builds a `KeptByScope` type where its scope keeps it, as the type's
/// own initializer would: each login has its own stream, and the app cannot resolve one.
struct User {
    let name: String
}

final class ScoreStream: SharedInstance, KeptByScope {
    typealias KeepingScope = LoggedInResolver

    let owner: String
    init(owner: String) {
        self.owner = owner
    }
}

enum ScoreProviders: ContributesProviders {
    static func provideScoreStream(user: User) -> ScoreStream {
        ScoreStream(owner: user.name)
    }
}

struct ScoreScreen: InitializerInjectable {
    let stream: ScoreStream
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

protocol LoggedInResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
    var sharedInstances: SharedInstanceStore { get }
}

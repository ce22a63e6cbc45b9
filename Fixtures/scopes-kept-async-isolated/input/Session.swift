import DIKit

/// A kept type made asynchronously, in a main-actor scope that keeps it in an
/// `IsolatedInstanceStore`: each session awaits its own `Profile` once.

struct User {
    let name: String
}

final class Profile: Injectable, SharedInstance, KeptByScope {
    typealias KeepingScope = SessionResolver
    struct Dependency {}

    let loadedAt: Int
    nonisolated(unsafe) static var loads = 0

    init(dependency: Dependency) async {
        Profile.loads += 1
        loadedAt = Profile.loads
    }
}

@MainActor struct ProfileScreen: InitializerInjectable {
    let user: User
    let profile: Profile
}

@MainActor protocol AppResolver: Resolver {
    var sharedInstances: IsolatedInstanceStore { get }
}

@MainActor protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
    var sharedInstances: IsolatedInstanceStore { get }
}

import DIKit

/// Under `#if`, a method and its variants have one name: each configuration keeps all of
/// them (found by the random programs: the merge of configurations kept one per name).
final class Draft: Injectable, SharedInResolution {
    struct Dependency {}
    init(dependency: Dependency) {}
}

struct User {
    let name: String
}

final class Profile: Injectable {
    struct Dependency { let user: User; let draft: Draft }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

#if DEBUG
/// Builds profiles for the users it is given, with its own resolution's draft.
final class Feed: Injectable {
    struct Dependency { let makeProfile: (User) -> Profile; let draft: Draft }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
    var description: String {
        let profile = dependency.makeProfile(User(name: "Ada"))
        return "debug feed of \(profile.dependency.user.name), one draft: \(profile.dependency.draft === dependency.draft)"
    }
}
#else
final class Feed: Injectable {
    struct Dependency { let draft: Draft }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
    var description: String { "release feed" }
}
#endif

protocol AppResolver: Resolver {}

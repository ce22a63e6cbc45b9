import DIKit

struct User {}

/// Shared: one instance per resolver's store, whatever binds it.
final class Repository<Value>: FactoryMethodInjectable, SharedInstance {
    struct Dependency {
        var origin = "built"
    }

    let origin: String

    init(origin: String) {
        self.origin = origin
    }

    static func makeInstance(dependency: Dependency) -> Repository {
        Repository(origin: dependency.origin)
    }
}

final class Profile: Injectable {
    struct Dependency {
        let users: Repository<User>
    }

    let users: Repository<User>

    init(dependency: Dependency) {
        users = dependency.users
    }
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

/// Provides the instantiation itself: the value it returns is still kept in the store,
/// as `Repository`'s marker says.
protocol TestResolver: AppResolver {
    func provideUserRepository() -> Repository<User>
}

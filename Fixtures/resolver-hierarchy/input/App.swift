import DIKit

final class Database {
    let name: String

    init(name: String) {
        self.name = name
    }
}

extension Database: Injectable {
    struct Dependency {}

    convenience init(dependency: Dependency) {
        self.init(name: "production")
    }
}

struct Feed: Injectable {
    struct Dependency {
        let database: Database
    }

    let source: String

    init(dependency: Dependency) {
        source = dependency.database.name
    }
}

struct Settings: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver {}

/// A resolver because it refines one: its provider replaces the `Database` binding, so
/// `resolveDatabase` and `resolveFeed`, which depends on it, are generated again for it;
/// `resolveSettings` is inherited unchanged.
protocol TestResolver: AppResolver {
    func provideDatabase() -> Database
}

/// Refines a refined resolver, across the hierarchy, and adds nothing.
protocol UITestResolver: TestResolver {}

/// Two resolvers that are not refinements of one another both define `resolveSettings`;
/// a protocol that refines both defines it again, so that no call on its conformers is
/// ambiguous.
protocol AdminResolver: Resolver {}

protocol ConsoleResolver: AppResolver, AdminResolver {}

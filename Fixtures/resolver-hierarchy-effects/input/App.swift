import DIKit

/// Opened asynchronously, and it may fail.
final class Database: Injectable {
    struct Dependency {}

    let name: String

    init(dependency: Dependency) async throws {
        name = "disk"
    }

    init(name: String) {
        self.name = name
    }
}

struct Feed: Injectable {
    struct Dependency {
        let database: Database
    }

    let dependency: Dependency

    init(dependency: Dependency) {
        self.dependency = dependency
    }
}

protocol AppResolver: Resolver {}

/// Replaces the database with one its provider makes at once. Its `resolveDatabase()` and
/// `resolveFeed()` keep the inherited methods' `async throws`: with fewer effects they
/// would be overloads of those, not replacements, and a call would pick either.
protocol TestResolver: AppResolver {
    func provideDatabase() -> Database
}

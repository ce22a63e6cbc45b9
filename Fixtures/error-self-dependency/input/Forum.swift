import DIKit

/// The error points at the resolver, whose graph cannot be resolved.
protocol ForumResolver: Resolver {
    func provideDatabase() -> Database
}

final class Database {}

/// A category needs its parent category, of the same type.
final class Category: Injectable {
    struct Dependency {
        let database: Database
        let parent: Category
    }

    init(dependency: Dependency) {}
}

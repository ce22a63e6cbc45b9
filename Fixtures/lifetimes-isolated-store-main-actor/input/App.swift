import DIKit

/// Sendable, and isolated to the main actor: used from the main actor only, so its store
/// needs no lock, though other actors may hold the resolver.
@MainActor
protocol AppResolver: Resolver, Sendable {
    var sharedInstances: IsolatedInstanceStore { get }
}

final class Catalog: Injectable, SharedInstance {
    struct Dependency {}
    init(dependency: Dependency) async {}
}

final class Detail: Injectable {
    struct Dependency { let catalog: Catalog }
    let catalog: Catalog
    init(dependency: Dependency) { catalog = dependency.catalog }
}

/// Shared while held; makes details through a closure that captures the resolver.
final class Screen: Injectable, WeakSharedInstance {
    struct Dependency {
        let catalog: Catalog
        let makeDetail: () async -> Detail
    }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

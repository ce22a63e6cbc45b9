import DIKit

struct Offline: Error {}

final class Catalog: Injectable {
    struct Dependency {}
    init(dependency: Dependency) async throws(Offline) {}
}

final class Shop: Injectable {
    struct Dependency {
        // Resolving a catalog awaits and throws: neither closure can do it, nor can Lazy.
        let makeCatalog: () -> Catalog
        let fetchCatalog: () async throws(CancellationError) -> Catalog
        let catalog: Lazy<Catalog>
    }
    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver {}

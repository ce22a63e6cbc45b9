import DIKit

/// Conforming to a resolver protocol does not make a type a resolver.
final class LiveStoreResolver: StoreResolver {
    func provideCatalog() -> Catalog {
        Catalog(titles: ["Dune", "Emma"])
    }
}

final class LiveAdminResolver: AdminResolver {
    func provideCatalog() -> Catalog {
        Catalog(titles: [])
    }

    func provideAuditLog() -> AuditLog {
        AuditLog()
    }
}

/// A struct that names `Resolver` directly is one.
struct CheckoutResolver: Resolver {
    func provideCatalog() -> Catalog {
        Catalog(titles: ["Dune"])
    }
}

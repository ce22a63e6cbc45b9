import DIKit

struct Catalog {
    var titles: [String]
}

final class AuditLog {}

struct GiftWrapping {
    var color: String
}

struct ShelfScreen: Injectable {
    struct Dependency {
        let catalog: Catalog
    }

    init(dependency: Dependency) {}
}

/// No resolver provides `GiftWrapping`, so it is a parameter everywhere.
struct GiftCounter: Injectable {
    struct Dependency {
        let wrapping: GiftWrapping
    }

    init(dependency: Dependency) {}
}

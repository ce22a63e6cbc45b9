import DIKit

/// Methods are sorted by name in code-point order: every `injectTo...` before every
/// `resolve...`, and capitals before small letters (`resolveAPIClient`,
/// `resolveAppBadge`, `resolveAppResolver`, `resolveZIPExporter`, `resolveiCloudSync`).
struct iCloudSync: Injectable {
    struct Dependency {
        let client: APIClient
    }

    init(dependency: Dependency) {}
}

final class ZIPExporter: FactoryMethodInjectable {
    struct Dependency {}

    static func makeInstance(dependency: Dependency) -> ZIPExporter {
        ZIPExporter()
    }
}

struct NoteDetailScreen: Injectable {
    struct Dependency {
        let index: Int
        let client: APIClient
    }

    init(dependency: Dependency) {}
}

final class NoteListScreen: PropertyInjectable {
    struct Dependency {
        let client: APIClient
        let resolver: AppResolver
    }

    var dependency: Dependency!
}

struct AppBadge: Injectable {
    struct Dependency {
        let count: Int
    }

    init(dependency: Dependency) {}
}

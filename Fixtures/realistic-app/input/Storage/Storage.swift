import DIKit

final class Keychain {
    let service: String

    init(service: String) {
        self.service = service
    }
}

/// Articles read offline.
final class ArticleCache: Injectable {
    struct Dependency {
        let keychain: Keychain
        let capacity: Int
    }

    let capacity: Int

    init(dependency: Dependency) {
        capacity = dependency.capacity
    }
}

struct ImageCache: Injectable {
    struct Dependency {
        static let defaultCount: Int = 100
        let maximumImages: Int
    }

    init(dependency: Dependency) {}
}

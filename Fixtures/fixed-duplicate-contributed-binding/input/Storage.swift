import DIKit

protocol KeyValueStore {
    func value(for key: String) -> String?
}

/// The one implementation that binds `any KeyValueStore`.
struct DiskStore: KeyValueStore, Injectable, ContributesBinding {
    typealias BoundType = any KeyValueStore

    struct Dependency {}

    init(dependency: Dependency) {}

    func value(for key: String) -> String? { nil }
}

/// Still injectable as itself, where something asks for a `MemoryStore`.
struct MemoryStore: KeyValueStore, Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}

    func value(for key: String) -> String? { key }
}

struct Settings: Injectable {
    struct Dependency {
        let store: any KeyValueStore
    }

    init(dependency: Dependency) {}
}

protocol StorageResolver: Resolver {}

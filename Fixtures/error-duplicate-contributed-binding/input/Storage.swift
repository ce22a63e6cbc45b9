import DIKit

protocol KeyValueStore {
    func value(for key: String) -> String?
}

/// Two implementations bind `any KeyValueStore`: the resolver could resolve it as either.
struct DiskStore: KeyValueStore, Injectable, ContributesBinding {
    typealias BoundType = any KeyValueStore

    struct Dependency {}

    init(dependency: Dependency) {}

    func value(for key: String) -> String? { nil }
}

struct MemoryStore: KeyValueStore, Injectable, ContributesBinding {
    typealias BoundType = any KeyValueStore

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

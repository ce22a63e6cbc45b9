import DIKit

/// Never instantiated: nothing names `Box<...>`.
struct Box<Content>: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}
}

/// A protocol is no type to build.
protocol Screen: Injectable {}

struct Home: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver {}

struct Catalog<Item> {
    /// Generic over `Item` too: not built.
    struct Page: Injectable {
        struct Dependency {}

        init(dependency: Dependency) {}
    }
}

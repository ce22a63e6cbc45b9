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

/// Kept as a shared instance, but built by nothing: `Injectable` is missing.
final class Clock: SharedInstance {
    struct Dependency {}

    init(dependency: Dependency) {}
}

/// Takes the clock as a call-site parameter, as nothing builds it.
struct Alarm: Injectable {
    struct Dependency {
        let clock: Clock
    }

    init(dependency: Dependency) {}
}

import DIKit

struct Resizer: Injectable {
    struct Dependency {
        let decoder: JPEGDecoder
        let maximumWidth: Int
    }

    init(dependency: Dependency) {}
}

/// `Logger` is needed here and by `FilterStage`: each resolves it.
struct JPEGDecoder: Injectable {
    struct Dependency {
        let cache: DiskCache
        let logger: Logger
    }

    init(dependency: Dependency) {}
}

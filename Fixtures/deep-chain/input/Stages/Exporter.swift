import DIKit

/// The top of the chain, declared before everything it needs.
struct Exporter: Injectable {
    struct Dependency {
        let filters: FilterStage
        let format: String
    }

    init(dependency: Dependency) {}
}

struct FilterStage: Injectable {
    struct Dependency {
        let resizer: Resizer
        let logger: Logger
        let intensity: Double
    }

    init(dependency: Dependency) {}
}

import DIKit

/// One type, declared differently in each configuration: alternatives, not duplicates.
#if DEBUG
struct Logger: Injectable {
    struct Dependency {
        let console: Console
    }

    let name = "verbose logger"

    init(dependency: Dependency) {}
}
#else
struct Logger: Injectable {
    struct Dependency {}

    let name = "quiet logger"

    init(dependency: Dependency) {}
}
#endif

struct Console: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}
}

/// Depends on `Logger`, so its method differs too; `Clock` does not.
struct Feed: Injectable {
    struct Dependency {
        let logger: Logger
        #if DEBUG
        let tracer: Tracer
        #endif
    }

    let description: String

    init(dependency: Dependency) {
        description = "feed with \(dependency.logger.name)"
    }
}

struct Clock: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}
}

final class Tracer {}

protocol AppResolver: Resolver {
    #if DEBUG
    func provideTracer() -> Tracer
    #endif
}

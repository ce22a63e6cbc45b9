import DIKit

protocol AppResolver: Resolver {}

// `prefix` is a call-site parameter of `resolveLogger(prefix:)`.
struct Logger: Injectable {
    struct Dependency {
        let prefix: String
    }

    init(dependency: Dependency) {}
}

// The closure's `String` supplies `prefix` at each call: a run-time input here.
struct Home: Injectable {
    struct Dependency {
        let makeLogger: (String) -> Logger
    }

    init(dependency: Dependency) {}
}

// A `Logger` taken as a value passes `prefix` on to `injectToScreen(_:prefix:)`, whose
// caller must give it: no closure supplies it there, so `--strict` reports it.
final class Screen: PropertyInjectable {
    struct Dependency {
        let logger: Logger
    }

    var dependency: Dependency!
}

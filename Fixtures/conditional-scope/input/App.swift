import DIKit

/// A scope that only debug builds declare: its type, its conformance and its methods are one
/// `#if` block of the generated code, which a split (`--output-files`) keeps in one file.
struct Clock: Injectable {
    struct Dependency {}

    let name = "clock"

    init(dependency: Dependency) {}
}

struct Inspector: Injectable {
    struct Dependency {
        let clock: Clock
        let session: String
    }

    let description: String

    init(dependency: Dependency) {
        description = "inspecting \(dependency.session) with the \(dependency.clock.name)"
    }
}

protocol AppResolver: Resolver {}

#if DEBUG
/// Only debug builds have the inspector's scope.
protocol InspectorResolver: Resolver {
    var app: any AppResolver { get }
    var session: String { get }
}
#endif

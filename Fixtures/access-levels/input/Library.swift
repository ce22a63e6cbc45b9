import DIKit

public struct HealthHandler: Injectable {
    public struct Dependency {
        let checker: HealthChecker
    }

    public let status: String

    public init(dependency: Dependency) {
        status = dependency.checker.status
    }
}

/// Internal: a method whose signature uses it is internal too.
struct HealthChecker: Injectable {
    struct Dependency {
        let endpoint: String
    }

    let status: String

    init(dependency: Dependency) {
        status = "up at \(dependency.endpoint)"
    }
}

package struct Metrics: Injectable {
    package struct Dependency {}

    package init(dependency: Dependency) {}
}

/// Public: its methods are public where their types allow.
public protocol AppResolver: Resolver {
    func provideEndpoint() -> String
}

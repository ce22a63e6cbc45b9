import DIKit

protocol Handler {
    func handle(_ event: String) -> Bool
}

protocol Middleware {}

/// Contributes to collections of `any Middleware`, which it does not conform to.
struct AuditHandler: Handler, Injectable, ContributesToCollection {
    typealias CollectionElement = any Middleware

    struct Dependency {}

    init(dependency: Dependency) {}

    func handle(_ event: String) -> Bool { true }
}

/// Says it contributes, but not to what.
struct RetryHandler: Handler, Injectable, ContributesToCollection {
    struct Dependency {}

    init(dependency: Dependency) {}

    func handle(_ event: String) -> Bool { false }
}

struct Dispatcher: Injectable {
    struct Dependency {
        let handlers: [any Handler]
    }

    init(dependency: Dependency) {}
}

protocol EventsResolver: Resolver {}

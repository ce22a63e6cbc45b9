import DIKit

protocol Handler {
    func handle(_ event: String) -> Bool
}

protocol Middleware {}

/// Contributes to collections of `any Handler`, which it conforms to.
struct AuditHandler: Handler, Injectable, ContributesToCollection {
    typealias CollectionElement = any Handler

    struct Dependency {}

    init(dependency: Dependency) {}

    func handle(_ event: String) -> Bool { true }
}

/// Says what it contributes to.
struct RetryHandler: Handler, Injectable, ContributesToCollection {
    typealias CollectionElement = any Handler

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

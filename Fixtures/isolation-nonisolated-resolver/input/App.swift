import DIKit

@globalActor actor DatabaseActor { static let shared = DatabaseActor() }

nonisolated protocol AppResolver: Resolver, Sendable {
    var sharedInstances: SharedInstanceStore { get }
}

nonisolated final class Logger: Injectable, Sendable {
    struct Dependency {}
    init(dependency: Dependency) {}
    func log(_ s: String) { print(s) }
}

@DatabaseActor final class Store: Injectable {
    struct Dependency { let logger: Logger }
    let logger: Logger
    init(dependency: Dependency) { logger = dependency.logger }
}

actor Presence: Injectable, SharedInstance {
    struct Dependency { let logger: Logger }
    init(dependency: Dependency) {}
}

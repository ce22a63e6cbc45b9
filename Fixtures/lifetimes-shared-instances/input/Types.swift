import DIKit

/// Shared, and its construction resolves another shared instance.
final class Database: Injectable, SharedInstance, Sendable {
    struct Dependency {
        let clock: Clock
        let path: String
    }

    let clock: Clock
    init(dependency: Dependency) {
        clock = dependency.clock
        Constructions.shared.record("Database")
    }
}

final class Clock: Injectable, SharedInstance, Sendable {
    struct Dependency {}
    init(dependency: Dependency) {
        Constructions.shared.record("Clock")
    }
}

/// Not shared: a new one at every resolve.
final class Request: Injectable, Sendable {
    struct Dependency { let database: Database }
    let database: Database
    init(dependency: Dependency) {
        database = dependency.database
    }
}

/// Kept while something else holds it.
final class Session: Injectable, WeakSharedInstance, Sendable {
    struct Dependency { let database: Database }
    init(dependency: Dependency) {
        Constructions.shared.record("Session")
    }
}

struct Closed: Error {}

/// Throws at its first construction: nothing is kept, the next resolve builds again.
final class Till: Injectable, SharedInstance, Sendable {
    struct Dependency {}
    init(dependency: Dependency) throws(Closed) {
        Constructions.shared.record("Till")
        if Constructions.shared.count("Till") == 1 { throw Closed() }
    }
}

/// Built asynchronously, once for concurrent resolves.
final class Prices: Injectable, SharedInstance, Sendable {
    struct Dependency { let database: Database }
    init(dependency: Dependency) async {
        Constructions.shared.record("Prices")
        try? await Task.sleep(for: .milliseconds(20))
    }
}

/// Shared, on the main actor.
@MainActor final class Theme: Injectable, SharedInstance {
    struct Dependency {}
    var accent = "blue"
    init(dependency: Dependency) {
        Constructions.shared.record("Theme")
    }
}

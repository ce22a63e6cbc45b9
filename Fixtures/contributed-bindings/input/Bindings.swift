import DIKit

/// Each implementation binds its protocol where it is declared: no resolver has a provider
/// of `any APIClient`, `any Clock`, `Logging` or `Screen`.
protocol APIClient: AnyObject {
    func get(_ path: String) -> String
}

protocol Clock {
    var now: Int { get }
}

protocol Logging {
    func log(_ text: String) -> String
}

/// Shared: the bound protocol is the one instance.
final class URLSessionAPIClient: APIClient, Injectable, SharedInstance, ContributesBinding {
    typealias BoundType = any APIClient

    struct Dependency {
        let logger: Logging
    }

    let logger: Logging

    init(dependency: Dependency) {
        logger = dependency.logger
    }

    func get(_ path: String) -> String {
        logger.log("GET \(path)")
    }
}

/// Bound as a protocol written without `any`, and built with its own initializer's parameters.
struct PrefixLogger: Logging, InitializerInjectable, ContributesBinding {
    typealias BoundType = Logging

    let prefix: String

    init(prefix: String = "[app]") {
        self.prefix = prefix
    }

    func log(_ text: String) -> String {
        "\(prefix) \(text)"
    }
}

/// Made asynchronously: resolving the protocol awaits it.
struct SystemClock: Clock, Injectable, ContributesBinding {
    typealias BoundType = any Clock

    struct Dependency {}

    let now: Int

    init(dependency: Dependency) async {
        now = 42
    }
}

/// A class bound as its superclass, and a closure of the bound type.
class Screen {
    init() {}

    var title: String { "screen" }
}

final class ProfileScreen: Screen, Injectable, ContributesBinding {
    typealias BoundType = Screen

    struct Dependency {
        let client: any APIClient
        let clock: any Clock
    }

    let client: any APIClient
    let clock: any Clock

    init(dependency: Dependency) {
        client = dependency.client
        clock = dependency.clock
    }

    override var title: String { "profile at \(clock.now): \(client.get("/profile"))" }
}

struct Router: Injectable {
    struct Dependency {
        let makeScreen: () async -> Screen
    }

    let makeScreen: () async -> Screen

    init(dependency: Dependency) {
        makeScreen = dependency.makeScreen
    }
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

/// A refined resolver's own provider replaces the contributed binding for its conformers.
protocol FrozenTimeResolver: AppResolver {
    func provideClock() -> any Clock
}

protocol Analytics {
    func track(_ event: String) -> String
}

/// Conforms on the main actor only: the bound protocol is resolved there.
nonisolated final class ConsoleAnalytics: @MainActor Analytics, Injectable, ContributesBinding {
    typealias BoundType = any Analytics

    struct Dependency {}

    init(dependency: Dependency) {}

    @MainActor func track(_ event: String) -> String {
        "tracked \(event)"
    }
}

/// A subclass inherits the conformance, not the binding: `any Tracing` is still `Tracer`.
class Tracer: Tracing, Injectable, ContributesBinding {
    typealias BoundType = any Tracing

    struct Dependency {}

    required init(dependency: Dependency) {}

    var name: String { "tracer" }
}

final class VerboseTracer: Tracer {
    override var name: String { "verbose tracer" }
}

protocol Tracing: AnyObject {
    var name: String { get }
}

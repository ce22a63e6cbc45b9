import DIKit

protocol Plugin {
    var name: String { get }
}

struct Log: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}
}

/// Adds itself to every collection of `any Plugin`: no resolver names it.
struct AuditPlugin: Plugin, Injectable, ContributesToCollection {
    typealias CollectionElement = any Plugin

    struct Dependency {
        let log: Log
    }

    init(dependency: Dependency) {}

    var name: String { "audit" }
}

/// Shared: the collection holds the resolver's one instance.
final class MetricsPlugin: Plugin, InitializerInjectable, SharedInstance, ContributesToCollection {
    typealias CollectionElement = any Plugin

    init() {}

    var name: String { "metrics" }
}

/// Contributes on the main actor, as its isolated conformance says.
@MainActor
final class ScreenPlugin: @MainActor Plugin, InitializerInjectable, ContributesToCollection {
    typealias CollectionElement = any Plugin

    init() {}

    var name: String { "screen" }
}

/// An `async` construction makes the collection's method `async`.
struct RemotePlugin: Plugin, FactoryMethodInjectable, ContributesToCollection {
    typealias CollectionElement = any Plugin

    struct Dependency {}

    static func makeInstance(dependency: Dependency) async -> RemotePlugin {
        RemotePlugin()
    }

    var name: String { "remote" }
}

/// A class hierarchy: the element is a superclass.
class Tool {
    init() {}

    var title: String { "tool" }
}

final class Hammer: Tool, InitializerInjectable, ContributesToCollection {
    typealias CollectionElement = Tool

    override init() {}

    override var title: String { "hammer" }
}

struct Toolbox: Injectable {
    struct Dependency {
        let tools: [Tool]
    }

    let tools: [Tool]

    init(dependency: Dependency) {
        tools = dependency.tools
    }
}

@MainActor
struct PluginHost: Injectable {
    struct Dependency {
        let plugins: [any Plugin]
        let byName: [String: any Plugin]
    }

    let plugins: [any Plugin]
    let byName: [String: any Plugin]

    init(dependency: Dependency) {
        plugins = dependency.plugins
        byName = dependency.byName
    }
}

/// Its own requirement joins the types' contributions in one collection.
protocol AppResolver: Resolver, Sendable {
    var sharedInstances: SharedInstanceStore { get }

    func contributeConsole() -> any Plugin
}

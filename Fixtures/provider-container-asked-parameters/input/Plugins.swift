import DIKit

/// Only containers' providers ask for the map of contributions and for the scope's maker: the
/// resolver must make both for them. Found by the random programs (soundness seed 4242,
/// program 52), where the map was never made and its parameter leaked out to the caller.
protocol Plugin {
    var name: String { get }
}

struct Tag: Hashable {
    let text: String
}

struct Registry {
    let pluginNames: [String]
    let tags: [String]
}

struct User {
    let name: String
}

struct SignIn {
    let open: (User) -> SessionResolverScope
}

enum PluginProviders: ContributesProviders {
    static func provideRegistry(plugins: [String: any Plugin], tags: Set<Tag>) -> Registry {
        Registry(pluginNames: plugins.keys.sorted(), tags: tags.map(\.text).sorted())
    }

    static func provideSignIn(open: @escaping (User) -> SessionResolverScope) -> SignIn {
        SignIn(open: open)
    }
}

struct AuditPlugin: Plugin {
    var name: String { "audit" }
}

struct MetricsPlugin: Plugin {
    var name: String { "metrics" }
}

protocol AppResolver: Resolver {
    func contributeAudit() -> any Plugin
    func contributeMetrics() -> any Plugin
    func contributeFast() -> Tag
    func contributeSafe() -> Tag
}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
}

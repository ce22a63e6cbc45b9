import DIKit

protocol Plugin {
    var name: String { get }
}

struct AuditPlugin: Plugin {
    let name = "audit"
}

/// A default value allows the collection to be empty where nothing contributes to it.
struct PluginHost: Injectable {
    struct Dependency {
        var plugins: [any Plugin] = []
    }
    init(dependency: Dependency) {}
}

protocol FeatureResolver: Resolver {}

protocol AppResolver: FeatureResolver {
    func contributeAudit() -> any Plugin
}

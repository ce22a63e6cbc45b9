import DIKit

protocol Plugin {
    var name: String { get }
}

struct AuditPlugin: Plugin {
    let name = "audit"
}

struct PluginHost: Injectable {
    struct Dependency {
        let plugins: [any Plugin]
    }
    init(dependency: Dependency) {}
}

/// A feature's resolver: contributes nothing, yet builds `PluginHost`.
protocol FeatureResolver: Resolver {}

protocol AppResolver: FeatureResolver {
    func contributeAudit() -> any Plugin
}

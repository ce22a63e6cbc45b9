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

protocol AppResolver: Resolver {
    func contributeAudit() -> any Plugin
}

/// Contributes nothing, yet builds `PluginHost`.
protocol WidgetResolver: Resolver {}

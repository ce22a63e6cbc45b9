import DIKit

protocol ToolsResolver: Resolver {
    /// Only the `provide` prefix counts, so this is a provider too.
    func providerRegistry() -> PluginRegistry
    /// Not a provider: a type that needs a `DateStamper` takes it as a parameter.
    func makeDateStamper() -> DateStamper
    func provideClock() -> Clock
}

final class PluginRegistry {}

struct DateStamper {}

struct Clock {}

struct PluginManager: Injectable {
    struct Dependency {
        let registry: PluginRegistry
        let stamper: DateStamper
        let clock: Clock
    }

    init(dependency: Dependency) {}
}

import DIKit

/// No injectable types exist yet, so the resolvers get empty extensions.
protocol SettingsResolver: Resolver {}

/// Members that are not `provide...` methods are ignored.
protocol PreferencesResolver: Resolver {
    var environment: String { get }
    func reset()
    func makeDefaults() -> [String: Bool]
}

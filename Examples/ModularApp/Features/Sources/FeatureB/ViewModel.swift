import Core
import DIKit

/// The settings screen's view model: the same simple name as FeatureA's, other dependencies.
public struct ViewModel: Injectable {
    public struct Dependency {
        public let theme: Theme
        public let store: SettingsStore
        public let formatter: LineFormatter

        public init(theme: Theme, store: SettingsStore, formatter: LineFormatter) {
            self.theme = theme
            self.store = store
            self.formatter = formatter
        }
    }

    public let theme: Theme
    public let store: SettingsStore
    public let formatter: LineFormatter

    public init(dependency: Dependency) {
        theme = dependency.theme
        store = dependency.store
        formatter = dependency.formatter
    }

    public var summary: String {
        formatter.line("settings: theme \(theme.name), \(store.entries.count) stored settings")
    }
}

/// The settings kept for the resolver's lifetime: one per `sharedInstances` store.
public final class SettingsStore: Injectable, SharedInstance, Sendable {
    public struct Dependency {
        public init() {}
    }

    public let entries: [String: String]

    public init(dependency: Dependency) {
        entries = ["notifications": "on", "language": "en"]
    }
}

import DIKit

/// Built in code by the app, injected into by the storyboard: both methods exist.
final class SettingsScreen: Injectable, PropertyInjectable {
    struct Dependency {
        let keychain: Keychain
        let tracker: ReadingTracker
    }

    var dependency: Dependency!

    init(dependency: Dependency) {
        self.dependency = dependency
    }
}

import DIKit

/// The resolver every feature's resolver refines. It declares the store that keeps the
/// `SharedInstance`s of every module (Networking's `HTTPClient`, FeatureB's `SettingsStore`),
/// so one conformer has one store for all of them.
public protocol CoreResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }

    func provideAppName() -> AppName
}

import Core
import DIKit
import Feature

/// Keeps the database: its extension builds it, in its store.
protocol AppResolver: FeatureResolver {
    var sharedInstances: SharedInstanceStore { get }
}

struct Repository: InitializerInjectable {
    let database: Database
    let screen: FeatureScreen
}

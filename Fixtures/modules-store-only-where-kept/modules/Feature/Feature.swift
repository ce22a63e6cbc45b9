import Core
import DIKit

/// Keeps no instance: nothing of its module needs `Core`'s shared `Database`, so it needs no
/// store, and its extension does not build the database.
public protocol FeatureResolver: Resolver {}

public struct FeatureScreen: InitializerInjectable {
    public let clock: Clock

    public init(clock: Clock) {
        self.clock = clock
    }
}

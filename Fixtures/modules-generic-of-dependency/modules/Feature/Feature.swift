import Core
import DIKit

/// Uses nothing of `Core`'s generic type: its own run makes no `resolveRepositoryOfProduct()`.
public protocol FeatureResolver: Resolver {}

public struct Greeting: InitializerInjectable {
    public init() {}
}

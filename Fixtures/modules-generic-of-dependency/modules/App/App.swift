import Core
import DIKit
import Feature

/// Refines another module's resolver, which does not build `Repository<Product>`: the app's
/// extension must build it itself.
protocol AppResolver: FeatureResolver {}

struct Cart: InitializerInjectable {
    let repository: Repository<Product>
    let greeting: Greeting
}

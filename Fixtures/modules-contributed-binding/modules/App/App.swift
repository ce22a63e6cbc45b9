import DIKit
import Feature
import Networking

/// No provider: `any APIClient` is Networking's binding, seen through its import.
protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

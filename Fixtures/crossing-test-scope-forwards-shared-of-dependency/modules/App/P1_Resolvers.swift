import DIKit
import Core

protocol P1_AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

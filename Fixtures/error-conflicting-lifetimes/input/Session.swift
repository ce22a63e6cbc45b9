import DIKit

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

final class Session: Injectable, SharedInstance, WeakSharedInstance {
    struct Dependency {}

    init(dependency: Dependency) {}
}

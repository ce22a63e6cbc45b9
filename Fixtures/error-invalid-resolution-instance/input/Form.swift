import DIKit

final class Draft: Injectable, SharedInResolution {
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// A Lazy of the resolution's instance would not be lazy: the resolution makes it first.
final class Form: Injectable {
    struct Dependency { let draft: Lazy<Draft> }
    init(dependency: Dependency) {}
}

final class Cache: Injectable, SharedInstance, SharedInResolution {
    struct Dependency {}
    init(dependency: Dependency) {}
}

protocol FormResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

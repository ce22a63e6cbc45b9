import DIKit

final class Draft: Injectable, SharedInResolution {
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// Takes the resolution's instance itself.
final class Form: Injectable {
    struct Dependency { let draft: Draft }
    init(dependency: Dependency) {}
}

final class Cache: Injectable, SharedInstance {
    struct Dependency {}
    init(dependency: Dependency) {}
}

protocol FormResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

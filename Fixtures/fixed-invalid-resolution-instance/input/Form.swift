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

/// Made at each call of the closure, so the cycle is through a new instance each time.
final class Outline: Injectable {
    struct Dependency { let sections: Sections }
    init(dependency: Dependency) {}
}

final class Sections: Injectable {
    struct Dependency { let outline: () -> Outline }
    init(dependency: Dependency) {}
}

final class Cache: Injectable, SharedInstance {
    struct Dependency {}
    init(dependency: Dependency) {}
}

protocol FormResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

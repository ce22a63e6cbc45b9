import DIKit

/// Made asynchronously, and needed only by what a closure makes: each call of the closure
/// is a resolution of its own, so injecting stays synchronous (found by the random
/// programs: the injection made the clipboard first, and awaited in a method that could not).
final class Clipboard: Injectable, SharedInResolution {
    struct Dependency {}
    init(dependency: Dependency) async {}
}

final class Note: Injectable {
    struct Dependency { let clipboard: Clipboard; let paste: Paste }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

final class Paste: Injectable {
    struct Dependency { let clipboard: Clipboard }
    let clipboard: Clipboard
    init(dependency: Dependency) { clipboard = dependency.clipboard }
}

final class Inspector: PropertyInjectable {
    struct Dependency { let makeNote: () async -> Note }
    var dependency: Dependency!
}

protocol InspectorResolver: Resolver {}

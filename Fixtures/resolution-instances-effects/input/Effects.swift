import DIKit

/// One per resolution of each kind: async and throwing, main-actor, generic and made by a
/// factory method, one a provider takes, beside a weakly shared type kept in an
/// `IsolatedInstanceStore`.
///
/// Made asynchronously, throwing: the methods that make it await and try.
final class Session: Injectable, SharedInResolution {
    struct Dependency {}
    init(dependency: Dependency) async throws {}
}

/// On the main actor.
@MainActor final class Canvas: Injectable, SharedInResolution {
    struct Dependency { let session: Session }
    let session: Session
    init(dependency: Dependency) { session = dependency.session }
}

/// A provider binds this one.
struct Theme {
    let name: String
}

/// Generic, made by a factory method.
final class Cache<Key>: FactoryMethodInjectable, SharedInResolution {
    struct Dependency {}
    static func makeInstance(dependency: Dependency) -> Cache<Key> { Cache() }
}

@MainActor final class Toolbar: Injectable {
    struct Dependency { let canvas: Canvas; let theme: Theme; let cache: Cache<String> }
    let canvas: Canvas
    let theme: Theme
    let cache: Cache<String>
    init(dependency: Dependency) { (canvas, theme, cache) = (dependency.canvas, dependency.theme, dependency.cache) }
}

/// Weakly shared: its construction is a resolution of its own.
@MainActor final class Palette: Injectable, WeakSharedInstance {
    struct Dependency { let canvas: Canvas }
    let canvas: Canvas
    init(dependency: Dependency) { canvas = dependency.canvas }
}

@MainActor final class Studio: Injectable {
    struct Dependency { let toolbar: Toolbar; let canvas: Canvas; let cache: Cache<String>; let palette: Palette; let theme: Theme }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

@MainActor protocol StudioResolver: Resolver {
    var sharedInstances: IsolatedInstanceStore { get }
    func provideTheme(session: Session) -> Theme
}

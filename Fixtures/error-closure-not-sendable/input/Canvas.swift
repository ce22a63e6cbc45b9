import DIKit

@MainActor final class Theme: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}
}

actor Renderer: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}
}

/// Resolved on the main actor, where its theme is, and built by an async factory method
/// that is not isolated: the closure the resolver makes on the main actor is not Sendable,
/// and may not go there, though the resolver is Sendable.
struct Canvas: FactoryMethodInjectable {
    struct Dependency {
        let theme: Theme
        let makeRenderer: () -> Renderer
    }

    let dependency: Dependency

    static func makeInstance(dependency: Dependency) async -> Canvas {
        Canvas(dependency: dependency)
    }
}

protocol CanvasResolver: Resolver, Sendable {}

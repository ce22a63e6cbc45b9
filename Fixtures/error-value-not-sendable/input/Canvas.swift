import DIKit

@MainActor final class Theme: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}
}

/// Not Sendable, and resolved on the main actor, where its theme is.
final class Palette: Injectable {
    struct Dependency {
        let theme: Theme
    }

    init(dependency: Dependency) {}
}

actor Renderer: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}
}

/// Resolved on the main actor, and built by an async factory method that is not isolated:
/// the palette resolved on the main actor and the closure made there belong to it, and may
/// not go there, though the resolver is Sendable.
struct Canvas: FactoryMethodInjectable {
    struct Dependency {
        let palette: Palette
        let makeRenderer: () -> Renderer
    }

    let dependency: Dependency

    static func makeInstance(dependency: Dependency) async -> Canvas {
        Canvas(dependency: dependency)
    }
}

protocol CanvasResolver: Resolver, Sendable {}

import DIKit

@globalActor actor Studio {
    static let shared = Studio()
}

actor Archive: Injectable {
    struct Dependency {}

    init(dependency: Dependency) async {}
}

/// Filled in on its actor: the async closure the resolver makes there awaits the archive's
/// method, which is async and not isolated, and so takes the resolver off the actor.
@Studio final class Editor: PropertyInjectable {
    var dependency: Dependency!

    struct Dependency {
        let openArchive: () async -> Archive
    }
}

protocol EditorResolver: Resolver {}

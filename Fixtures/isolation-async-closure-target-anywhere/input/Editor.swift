import DIKit

@globalActor actor Studio {
    static let shared = Studio()
}

actor Archive: Injectable {
    struct Dependency {}

    let name = "archive"

    init(dependency: Dependency) {}
}

/// Under Xcode 26's settings the resolver is on the main actor and is not Sendable. Its
/// async closure awaits nothing on the main actor (the archive is built anywhere), so the
/// method that makes it runs on the editor's actor.
@Studio final class Editor: @Studio PropertyInjectable {
    var dependency: Dependency!

    struct Dependency {
        let openArchive: () async -> Archive
    }
}

protocol EditorResolver: Resolver {}

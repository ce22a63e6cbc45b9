import DIKit

/// Not Sendable, and given by the caller: a call-site parameter.
nonisolated final class Draft {
    var text = ""
}

/// On the main actor under Xcode 26's settings, as the module's default isolation says.
struct DraftPreview: InitializerInjectable {
    let draft: Draft

    init(draft: Draft) {
        self.draft = draft
    }
}

/// Says that it runs anywhere. Its async closure passes the caller's `Draft` on to the
/// preview's method, on the main actor: awaited from anywhere else, the `Draft` would be
/// sent there, which Swift rejects. So the method that makes the closure runs on the main
/// actor too, and the closure calls the preview's method without a hop.
nonisolated struct Editor: InitializerInjectable {
    let preview: () async -> DraftPreview

    init(preview: @escaping () async -> DraftPreview) {
        self.preview = preview
    }
}

/// Says that it runs anywhere too, and its method calls the editor's: without the closure's
/// parameters, both would be declared `nonisolated`, for callers anywhere.
nonisolated final class EditorScreen: PropertyInjectable {
    var dependency: Dependency!

    struct Dependency {
        let editor: Editor
    }
}

protocol EditorResolver: Resolver, Sendable {}

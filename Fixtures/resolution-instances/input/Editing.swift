import DIKit

/// One draft for everything one resolution builds: a screen's editor, its preview, the
/// previews its closure makes, its optional draft, the draft's history, a contributed tool.
final class Draft: Injectable, SharedInResolution {
    struct Dependency { let history: History }
    let history: History
    init(dependency: Dependency) { history = dependency.history }
}

/// Also one per resolution; the draft needs it, so it is made first.
final class History: Injectable, SharedInResolution {
    struct Dependency {}
    init(dependency: Dependency) {}
}

final class Editor: Injectable {
    struct Dependency { let draft: Draft; let history: History }
    let draft: Draft
    let history: History
    init(dependency: Dependency) { (draft, history) = (dependency.draft, dependency.history) }
}

/// Names its draft `page`, and takes a call-site parameter.
final class Preview: Injectable {
    struct Dependency { let page: Draft; let title: String }
    let draft: Draft
    let title: String
    init(dependency: Dependency) { (draft, title) = (dependency.page, dependency.title) }
}

protocol Tool: AnyObject {
    var draft: Draft { get }
}

final class Marker: Tool {
    let draft: Draft
    init(draft: Draft) { self.draft = draft }
}

/// Only the rows a screen's closure makes need a cursor: each call makes one, which the row
/// and its caret share.
final class Cursor: Injectable, SharedInResolution {
    struct Dependency {}
    init(dependency: Dependency) {}
}

final class Caret: Injectable {
    struct Dependency { let cursor: Cursor }
    let cursor: Cursor
    init(dependency: Dependency) { cursor = dependency.cursor }
}

final class Row: Injectable {
    struct Dependency { let cursor: Cursor; let caret: Caret; let draft: Draft }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

final class EditingScreen: Injectable {
    struct Dependency {
        let editor: Editor
        let preview: Preview
        let makePreview: (String) -> Preview
        let draft: Draft?
        let tools: [any Tool]
        let makeRow: () -> Row
    }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

/// Shared: its construction is a resolution of its own, with a draft the store keeps with it.
final class Autosave: Injectable, SharedInstance {
    struct Dependency { let editor: Editor }
    let editor: Editor
    init(dependency: Dependency) { editor = dependency.editor }
}

/// Injected into, with the draft of its own resolution.
final class Inspector: PropertyInjectable {
    struct Dependency { let editor: Editor; let draft: Draft }
    var dependency: Dependency!
}

struct User {
    let name: String
}

/// Built in the session: the editor it needs is the session's, with the screen's draft.
final class SessionScreen: Injectable {
    struct Dependency { let user: User; let editor: Editor; let draft: Draft; let autosave: Autosave }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
    func contributeMarker(draft: Draft) -> any Tool
}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
}

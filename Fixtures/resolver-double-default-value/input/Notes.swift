import DIKit

struct PageTitle {
    let text: String
}

/// Its title has a default, and nothing in the app binds 'PageTitle'.
struct NotesScreen: Injectable {
    struct Dependency {
        var title: PageTitle = PageTitle(text: "Notes")
    }

    let title: PageTitle

    init(dependency: Dependency) {
        title = dependency.title
    }
}

protocol NotesResolver: Resolver {}

struct Notes: NotesResolver {}

/// A preview's title: the property replaces the dependency's default, as it would a binding.
struct PreviewNotes: NotesResolver, ResolverDouble {
    var title: PageTitle = PageTitle(text: "Preview")
}

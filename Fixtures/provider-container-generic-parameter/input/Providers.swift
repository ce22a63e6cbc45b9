import DIKit

/// Instantiated only because a container's provider takes `Repository<Note>`: found by the
/// random programs (soundness seed 1592644348, program 87), where nothing was generated for it.
struct Repository<Item>: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}

    var name: String { "repository of \(Item.self)" }
}

struct Note {}

struct Notebook {
    let title: String
}

enum NotesProviders: ContributesProviders {
    static func provideNotebook(notes: Repository<Note>) -> Notebook {
        Notebook(title: notes.name)
    }
}

protocol NotesResolver: Resolver {}

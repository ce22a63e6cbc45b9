import DIKit

struct Note { static let table = "notes" }
struct Tag { static let table = "tags" }

protocol TableNamed {
    static var table: String { get }
}

extension Note: TableNamed {}
extension Tag: TableNamed {}

final class Database {
    let name: String
    init(name: String) { self.name = name }
}

/// To Swift an alias is the type it stands for: a provider of `Store` provides `Database`.
typealias Store = Database

struct Repository<Entity: TableNamed>: Injectable {
    struct Dependency {
        let database: Database
    }

    let description: String

    init(dependency: Dependency) {
        description = "\(Entity.table) in \(dependency.database.name)"
    }
}

/// An alias of an instantiation instantiates it, and so does a generic alias.
typealias NoteRepository = Repository<Note>
typealias Records<Entity: TableNamed> = Repository<Entity>

/// One `Dependency` struct that two screens share through their own aliases.
struct ScreenDependencies {
    let notes: NoteRepository
    let tags: Records<Tag>
}

struct ListScreen: Injectable {
    typealias Dependency = ScreenDependencies
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

struct EditScreen: Injectable {
    typealias Dependency = ScreenDependencies
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

/// An alias nested in a type is found from inside it by its simple name, and from outside
/// by its qualified one.
enum Sync {
    typealias Backend = Repository<Tag>

    struct Engine: Injectable {
        struct Dependency {
            let backend: Backend
        }
        let dependency: Dependency
        init(dependency: Dependency) { self.dependency = dependency }
    }
}

struct SyncScreen: Injectable {
    struct Dependency {
        let backend: Sync.Backend
        let engine: Sync.Engine
    }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

protocol NotesResolver: Resolver {
    func provideStore() -> Store
}

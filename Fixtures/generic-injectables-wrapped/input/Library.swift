import DIKit

struct Book { static let table = "books" }
struct Author { static let table = "authors" }
struct Loan { static let table = "loans" }
struct Shelf { static let table = "shelves" }

protocol TableNamed {
    static var table: String { get }
}

extension Book: TableNamed {}
extension Author: TableNamed {}
extension Loan: TableNamed {}
extension Shelf: TableNamed {}

/// Named only inside an optional, a `Lazy`, a closure and a collection below: each of
/// those names an instantiation, which is resolved for it or made available.
struct Repository<Entity: TableNamed>: Injectable {
    struct Dependency {
        let name: String
    }

    let description: String

    init(dependency: Dependency) {
        description = "\(Entity.table)@\(dependency.name)"
    }
}

struct LibraryScreen: Injectable {
    struct Dependency {
        let books: Repository<Book>?
        let authors: Lazy<Repository<Author>>
        let makeLoans: () -> Repository<Loan>
        /// Nothing binds an array: a call-site parameter, whose elements the resolver can make.
        let shelves: [Repository<Shelf>]
    }

    let lines: [String]

    init(dependency: Dependency) {
        lines = [
            dependency.books?.description ?? "no books",
            dependency.authors.value.description,
            dependency.makeLoans().description,
        ] + dependency.shelves.map(\.description)
    }
}

protocol LibraryResolver: Resolver {
    func provideName() -> String
}

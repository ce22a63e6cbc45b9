import DIKit
import Foundation

final class Logger {}
final class HTTPClient {}
struct Repository<Element> {}
struct Book {}
struct Token {}

protocol LibraryResolver: Resolver {
    func provideLogger() -> Logger
    func provideHTTPClient() -> HTTPClient
    func provideBooks() -> Repository<Book>
    func provideToken() -> Token?
    func provideShelfNumbers() -> [Int]
    func provideOpeningHours() -> [String: Int]
    func provideNow() -> Foundation.Date
}

/// Two dependencies of one type: each gets a local named after its property.
struct Catalog: Injectable {
    struct Dependency {
        let auditLogger: Logger
        let debugLogger: Logger
        let books: Repository<Book>
    }
    init(dependency: Dependency) {}
}

/// Types whose text is not an identifier.
struct Desk: Injectable {
    struct Dependency {
        let token: Token?
        let shelves: [Int]
        let hours: [String: Int]
        let now: Foundation.Date
    }
    init(dependency: Dependency) {}
}

/// A type whose local name is a reserved word.
struct Default: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// The call-site parameter `httpClient` takes the name a local of type HTTPClient would get.
struct Mirror: Injectable {
    struct Dependency {
        let httpClient: String
    }
    init(dependency: Dependency) {}
}

struct Gateway: Injectable {
    struct Dependency {
        let mirror: Mirror
        let client: HTTPClient
        let fallback: Default
    }
    init(dependency: Dependency) {}
}

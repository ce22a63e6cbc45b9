import DIKit

struct User { static let table = "users" }
struct Order { static let table = "orders" }

final class Database {
    let name = "main.sqlite"
}

protocol TableNamed {
    static var table: String { get }
}

extension User: TableNamed {}
extension Order: TableNamed {}

/// Resolved once for each instantiation that something needs.
struct Repository<Entity: TableNamed>: Injectable {
    struct Dependency {
        let database: Database
        let cache: Cache<Entity>
    }

    let description: String

    init(dependency: Dependency) {
        description = "\(Entity.table) in \(dependency.database.name), cached: \(dependency.cache.capacity)"
    }
}

struct Cache<Element>: Injectable {
    struct Dependency {
        let capacity: Int
    }

    let capacity: Int

    init(dependency: Dependency) {
        capacity = dependency.capacity
    }
}

struct OrderHistory: Injectable {
    struct Dependency {
        let users: Repository<User>
        let orders: Repository<Order>
    }

    let lines: [String]

    init(dependency: Dependency) {
        lines = [dependency.users.description, dependency.orders.description]
    }
}

protocol ShopResolver: Resolver {
    func provideDatabase() -> Database
}

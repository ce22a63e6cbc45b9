import DIKit
import Foundation

final class Ledger {}

struct Box<Value> {
    let value: Value
}

/// `Dependency` may be an alias, of a struct declared among the files read: each of these
/// is reported at its alias.
struct Totals: Injectable {
    typealias Dependency = [String: Int]
    init(dependency: Dependency) {}
}

struct Wrapped: Injectable {
    typealias Dependency = Box<Int>
    init(dependency: Dependency) {}
}

struct Calendar: Injectable {
    typealias Dependency = Date
    init(dependency: Dependency) {}
}

struct Balance: Injectable {
    typealias Dependency = Ledger
    init(dependency: Dependency) {}
}

protocol AccountsResolver: Resolver {}

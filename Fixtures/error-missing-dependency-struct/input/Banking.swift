import DIKit

protocol BankResolver: Resolver {
    func provideLedger() -> Ledger
}

final class Ledger {}

struct AccountList: Injectable {
    init(dependency: Ledger) {}
}

/// A typealias is not a nested type.
struct BalanceScreen: Injectable {
    typealias Dependency = Ledger

    init(dependency: Dependency) {}
}

final class TransferScreen: FactoryMethodInjectable {
    static func makeInstance(dependency: Ledger) -> TransferScreen {
        TransferScreen()
    }
}

final class StatementScreen: PropertyInjectable {
    var dependency: Ledger!
}

/// A protocol cannot nest a `Dependency` struct, so it is always reported.
protocol Auditable: Injectable {}

import DIKit

protocol BankResolver: Resolver {
    func provideLedger() -> Ledger
}

final class Ledger {}

struct AccountList: Injectable {
    init(dependency: Ledger) {}
}

/// A typealias is followed: this one stands for a class, not a struct.
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

import DIKit

/// One per resolution, made by the app's provider.
final class Transaction: SharedInResolution {
    let id: Int

    init(id: Int) {
        self.id = id
    }
}

struct Ledger: Injectable {
    struct Dependency {
        let transaction: Transaction
    }

    let transaction: Transaction

    init(dependency: Dependency) {
        transaction = dependency.transaction
    }
}

struct Receipt: Injectable {
    struct Dependency {
        let transaction: Transaction
        let ledger: Ledger
        let customer: String
    }

    let transaction: Transaction
    let ledger: Ledger
    let customer: String

    init(dependency: Dependency) {
        transaction = dependency.transaction
        ledger = dependency.ledger
        customer = dependency.customer
    }
}

protocol ShopResolver: Resolver {
    func provideTransaction() -> Transaction
}

/// A session's receipt calls the shop's provider once for each resolution: its ledger has the
/// receipt's transaction.
protocol CustomerResolver: Resolver {
    var shop: any ShopResolver { get }
    var customer: String { get }
}

import DIKit

protocol PaymentGateway {
    func charge(_ cents: Int) -> Bool
}

protocol Refunds {
    func refund(_ cents: Int) -> Bool
}

/// Binds the protocol it conforms to.
struct StripeGateway: PaymentGateway, Injectable, ContributesBinding {
    typealias BoundType = any PaymentGateway

    struct Dependency {}

    init(dependency: Dependency) {}

    func charge(_ cents: Int) -> Bool { cents > 0 }
}

/// Conforms to `Refunds` in an extension, and binds it.
struct LedgerGateway: Injectable, ContributesBinding {
    typealias BoundType = any Refunds

    struct Dependency {}

    init(dependency: Dependency) {}
}

extension LedgerGateway: Refunds {
    func refund(_ cents: Int) -> Bool { true }
}

protocol PaymentsResolver: Resolver {}

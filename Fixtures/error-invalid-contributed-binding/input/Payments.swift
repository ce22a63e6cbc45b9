import DIKit

protocol PaymentGateway {
    func charge(_ cents: Int) -> Bool
}

protocol Refunds {
    func refund(_ cents: Int) -> Bool
}

/// Binds `Refunds`, which it does not conform to: generated code could not return it as one.
struct StripeGateway: PaymentGateway, Injectable, ContributesBinding {
    typealias BoundType = any Refunds

    struct Dependency {}

    init(dependency: Dependency) {}

    func charge(_ cents: Int) -> Bool { cents > 0 }
}

/// Says it contributes a binding, but not of what.
struct LedgerGateway: PaymentGateway, Injectable, ContributesBinding {
    struct Dependency {}

    init(dependency: Dependency) {}

    func charge(_ cents: Int) -> Bool { true }
}

protocol PaymentsResolver: Resolver {}

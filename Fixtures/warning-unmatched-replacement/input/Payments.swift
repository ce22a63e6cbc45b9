import DIKit

protocol PaymentGateway {
    func charge(_ cents: Int) -> Bool
}

/// Contributes no binding: it is built only as itself.
struct StripeGateway: PaymentGateway, Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}

    func charge(_ cents: Int) -> Bool { cents > 0 }
}

/// Replaces what `StripeGateway` contributes, which is nothing.
struct SandboxGateway: PaymentGateway, Injectable, ContributesBinding, ReplacesContribution {
    typealias BoundType = any PaymentGateway
    typealias Replaced = StripeGateway

    struct Dependency {}

    init(dependency: Dependency) {}

    func charge(_ cents: Int) -> Bool { true }
}

protocol PaymentsResolver: Resolver {}

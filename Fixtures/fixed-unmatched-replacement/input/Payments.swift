import DIKit

protocol PaymentGateway {
    func charge(_ cents: Int) -> Bool
}

/// Binds the gateway where it is declared.
struct StripeGateway: PaymentGateway, Injectable, ContributesBinding {
    typealias BoundType = any PaymentGateway

    struct Dependency {}

    init(dependency: Dependency) {}

    func charge(_ cents: Int) -> Bool { cents > 0 }
}

/// Replaces `StripeGateway`'s binding: `any PaymentGateway` is this type.
struct SandboxGateway: PaymentGateway, Injectable, ContributesBinding, ReplacesContribution {
    typealias BoundType = any PaymentGateway
    typealias Replaced = StripeGateway

    struct Dependency {}

    init(dependency: Dependency) {}

    func charge(_ cents: Int) -> Bool { true }
}

protocol PaymentsResolver: Resolver {}

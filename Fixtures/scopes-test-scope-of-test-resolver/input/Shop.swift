import DIKit

/// App → session → checkout, where only the checkout contributes banners and binds the order
/// that the shared `Payment` needs, so the checkout keeps it. A test resolver that refines the
/// app has a test scope of its own (as Scopes.md recommends): there, as in the app's session,
/// the banners and the payment are the caller's, not an error.

protocol PromoBanner { var text: String { get } }
struct FreeShipping: PromoBanner { let text = "free shipping" }
struct User { let name: String }
struct Order { let number: Int }

struct PaymentScreen: InitializerInjectable {
    let banners: [any PromoBanner]
    let payment: Payment
}
final class Payment: Injectable, SharedInstance {
    struct Dependency { let order: Order }
    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}
protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
    var sharedInstances: SharedInstanceStore { get }
}
protocol CheckoutResolver: Resolver {
    var session: any SessionResolver { get }
    var order: Order { get }
    var sharedInstances: SharedInstanceStore { get }
    func contributeFreeShipping() -> any PromoBanner
}
extension CheckoutResolver { func contributeFreeShipping() -> any PromoBanner { FreeShipping() } }

protocol TestResolver: AppResolver {}
protocol TestSessionResolver: Resolver {
    var app: any TestResolver { get }
    var user: User { get }
    var sharedInstances: SharedInstanceStore { get }
}

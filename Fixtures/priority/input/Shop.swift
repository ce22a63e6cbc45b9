import DIKit

/// Provided by the resolver, so its `Injectable` side is not used, nor even checked
/// (`PaymentGateway.Dependency` would be rejected as the initializer's parameter type).
struct PaymentGateway: Injectable {
    struct Dependency {
        let merchantID: String
    }

    init(dependency: PaymentGateway.Dependency) {}
}

/// Provided, so not built with the factory method.
final class ReceiptPrinter: FactoryMethodInjectable {
    struct Dependency {
        let paperWidth: Int
    }

    static func makeInstance(dependency: Dependency) -> ReceiptPrinter {
        ReceiptPrinter()
    }
}

/// Used as `Injectable` only; the factory side is not checked (a `class func` would
/// not be found).
final class Cart: Injectable, FactoryMethodInjectable {
    struct Dependency {
        let gateway: PaymentGateway
    }

    init(dependency: Dependency) {}

    class func makeInstance(dependency: Dependency) -> Self {
        self.init(dependency: dependency)
    }
}

/// A provider does not hide a property-injectable type: both methods are generated.
final class CheckoutScreen: PropertyInjectable {
    struct Dependency {
        let cart: Cart
        let printer: ReceiptPrinter
    }

    var dependency: Dependency!
}

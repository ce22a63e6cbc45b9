import DIKit

// `currency: String` reaches Checkout along two paths (through Cart and through Payment):
// it is one parameter. DIKit 0.5 printed it twice, which did not compile.
protocol CheckoutResolver: Resolver {}

struct PriceFormatter: Injectable {
    struct Dependency {
        let currency: String
    }
    init(dependency: Dependency) {}
}

struct Cart: Injectable {
    struct Dependency {
        let formatter: PriceFormatter
        let itemCount: Int
    }
    init(dependency: Dependency) {}
}

struct Payment: Injectable {
    struct Dependency {
        let formatter: PriceFormatter
        let currency: String
    }
    init(dependency: Dependency) {}
}

final class CheckoutScreen: PropertyInjectable {
    struct Dependency {
        let cart: Cart
        let payment: Payment
    }
    var dependency: Dependency!
}

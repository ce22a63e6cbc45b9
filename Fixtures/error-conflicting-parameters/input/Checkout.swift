import DIKit

protocol CheckoutResolver: Resolver {}

struct Cart: Injectable {
    struct Dependency {
        let count: Int
    }
    init(dependency: Dependency) {}
}

struct Receipt: Injectable {
    struct Dependency {
        let count: String
    }
    init(dependency: Dependency) {}
}

// `count` would reach resolveCheckout both as an Int and as a String.
struct Checkout: Injectable {
    struct Dependency {
        let cart: Cart
        let receipt: Receipt
    }
    init(dependency: Dependency) {}
}

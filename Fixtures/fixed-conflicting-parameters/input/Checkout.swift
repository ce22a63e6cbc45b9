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
        let countText: String
    }
    init(dependency: Dependency) {}
}

// Fixed: the receipt names its parameter `countText`.
struct Checkout: Injectable {
    struct Dependency {
        let cart: Cart
        let receipt: Receipt
    }
    init(dependency: Dependency) {}
}

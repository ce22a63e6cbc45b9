import DIKit

struct Clock {
    let now: String
}

struct Banner {
    let text: String
}

struct Store: Injectable {
    struct Dependency {
        let clock: Clock
    }
    let clock: Clock
    init(dependency: Dependency) { clock = dependency.clock }
}

struct Receipt: Injectable {
    struct Dependency {
        let store: Store
    }
    let store: Store
    init(dependency: Dependency) { store = dependency.store }
}

struct Payment: Injectable {
    struct Dependency {
        let amount: Double
        let makeOrder: () -> Order
    }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

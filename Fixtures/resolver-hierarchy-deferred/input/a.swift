import DIKit

// Read before z.swift, which declares what these types defer: whatever order the files are
// named in, each refined resolver's extension holds the same methods.

struct Screen: Injectable {
    struct Dependency {
        let store: Lazy<Store>
        let makeReceipt: () -> Receipt
    }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

// A cycle through closures, its two types in two files, each with a call-site parameter.
struct Order: Injectable {
    struct Dependency {
        let id: Int
        let makePayment: () -> Payment
    }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

protocol AppResolver: Resolver {
    func provideClock() -> Clock
}

// Adds a binding that nothing else needs: its extension defines that one method only.
protocol PreviewResolver: AppResolver {
    func provideBanner() -> Banner
}

// Replaces the clock, which a store needs, which a screen receives lazily: the screen's
// method, whose `Lazy` calls the store's, is defined again.
protocol TestResolver: AppResolver {
    func provideClock() -> Clock
}

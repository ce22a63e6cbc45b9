import DIKit

struct Receipt { let total: Int }

/// Nothing binds `Receipt`: the closure that makes one is a call-site parameter, which the
/// generated method stores, so it takes it `@escaping`.
final class Checkout: Injectable {
    struct Dependency { let makeReceipt: () -> Receipt }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

final class Till: Injectable {
    struct Dependency { let checkout: Checkout }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

protocol AppResolver: Resolver {}

import DIKit

final class Ledger: Injectable, SharedInstance, Sendable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// In Swift 5 mode the compiler does not check what crosses threads: a warning, as its own
/// `Sendable` checks are there, and the code is generated.
protocol LedgerResolver: Resolver, Sendable {
    var sharedInstances: IsolatedInstanceStore { get }
}

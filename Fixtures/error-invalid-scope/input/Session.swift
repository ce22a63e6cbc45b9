import DIKit

struct User {
    let name: String
}

final class Cart: Injectable, SharedInstance {
    struct Dependency { let user: User }
    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver {}

struct Badge {
    let text: String
}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var sharedInstances: SharedInstanceStore { get }
    func provideUser() -> User
    func contributeMember() -> Badge
}

/// The name the scope's generated type needs: a declaration clashes, an extension would not.
struct SessionResolverScope {}

protocol TestResolver: AppResolver {}

/// A test's session that refines the app's: its generated type would lack the app's
/// session's properties.
protocol TestSessionResolver: SessionResolver {
    var testApp: any TestResolver { get }
}

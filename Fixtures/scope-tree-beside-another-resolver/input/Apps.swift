import DIKit

struct User {
    let name: String
}

final class Database: Injectable, SharedInstance {
    struct Dependency {}
    init(dependency: Dependency) {}
}

/// Needs the session's `User`: each session keeps its own. The widget's resolver, which no
/// session is made from, leaves it to them instead of keeping one made with an argument.
final class Cart: Injectable, SharedInstance {
    struct Dependency {
        let user: User
        let database: Database
    }

    let owner: String
    init(dependency: Dependency) { owner = dependency.user.name }
}

struct CartBadge: InitializerInjectable {
    let cart: Cart
}

protocol Banner {
    var text: String { get }
}

struct FreeShipping: Banner {
    let text = "free shipping"
}

/// The app's tree contributes its banners; to the widget's resolver, which contributes none,
/// the collection is a dependency like any other: a call-site parameter.
struct BannerStrip: InitializerInjectable {
    let banners: [any Banner]
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
    func contributeFreeShipping() -> any Banner
}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
    var sharedInstances: SharedInstanceStore { get }
}

/// A widget's resolver in the same module, beside the app's tree.
protocol WidgetResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

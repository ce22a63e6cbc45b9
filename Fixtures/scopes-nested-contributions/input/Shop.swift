import DIKit

/// App → session → checkout. Only the checkout contributes a banner, and the app and the
/// checkout both contribute tags: each scope makes what its contributions change, and takes
/// the rest from its parent.
protocol PromoBanner {
    var text: String { get }
}

struct FreeShipping: PromoBanner {
    let text = "free shipping"
}

struct Tag: Hashable {
    let name: String
}

struct User {
    let name: String
}

struct Order {
    let number: Int
}

/// Allowed to be empty: only the checkout has banners to show.
struct BannerStrip: InitializerInjectable {
    let banners: [any PromoBanner]

    init(banners: [any PromoBanner] = []) {
        self.banners = banners
    }
}

struct TagCloud: InitializerInjectable {
    let tags: Set<Tag>
    let ordered: [Tag]
}

protocol AppResolver: Resolver {
    func contributeRelease() -> Tag
}

extension AppResolver {
    func contributeRelease() -> Tag { Tag(name: "release") }
}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
}

protocol CheckoutResolver: Resolver {
    var session: any SessionResolver { get }
    var order: Order { get }
    func contributeFreeShipping() -> any PromoBanner
    func contributeCheckout() -> Tag
}

extension CheckoutResolver {
    func contributeFreeShipping() -> any PromoBanner { FreeShipping() }
    func contributeCheckout() -> Tag { Tag(name: "checkout") }
}

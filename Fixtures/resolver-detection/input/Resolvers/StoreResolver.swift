import DIKit

protocol StoreResolver: Resolver {
    func provideCatalog() -> Catalog
}

/// Inherits a resolver but does not name `Resolver` itself: not a resolver, and its
/// provider is not seen by `StoreResolver` either.
protocol GiftShopResolver: StoreResolver {
    func provideGiftWrapping() -> GiftWrapping
}

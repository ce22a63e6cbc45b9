import Core
import DIKit
import Session

/// The app's resolver, which the sessions of `Session` hang from.
protocol AppResolver: SessionParentResolver {}

/// Kept by a scope of `Session`, whose generated code makes the scope's methods without it:
/// no resolver could make it (`modules-kept-by-scope` declares its kept type in `Session`).
final class Wishlist: Injectable, SharedInstance, KeptByScope {
    typealias KeepingScope = SessionResolver
    struct Dependency {}
    init(dependency: Dependency) {}
}

struct WishlistScreen: InitializerInjectable {
    let wishlist: Wishlist
}

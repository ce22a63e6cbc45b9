/// A class of which a resolver makes one instance while anything else holds it.
///
/// The resolver's ``SharedInstanceStore`` keeps the instance weakly: every resolve returns
/// the same instance as long as something outside the store keeps it alive, and once the
/// last strong reference is gone the next resolve constructs a new one. For state that
/// lives as long as the screens that use it, say, and not as long as the resolver.
///
/// ```swift
/// final class CheckoutSession: Injectable, WeakSharedInstance {
///     struct Dependency { let cart: Cart }
///     init(dependency: Dependency) { ... }
/// }
/// ```
public protocol WeakSharedInstance: AnyObject {}

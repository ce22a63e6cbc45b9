/// A type of which a resolver makes one instance, and keeps it until it is removed.
///
/// `dikitgen` makes the generated `resolveT()` of a type marked `SharedInstance` go through
/// the resolver's ``SharedInstanceStore``: the first resolve constructs the instance (with
/// its initializer, its factory method or its provider, whichever binds the type), every
/// later one returns it, until ``SharedInstanceStore/remove(_:)`` or
/// ``SharedInstanceStore/removeAll()`` drops it. Without a marker a type is built at every
/// resolve.
///
/// ```swift
/// final class Database: Injectable, SharedInstance {
///     struct Dependency { let path: DatabasePath }
///     init(dependency: Dependency) { ... }
/// }
/// ```
///
/// A resolver that makes shared instances declares where it keeps them:
/// `var sharedInstances: SharedInstanceStore { get }`.
public protocol SharedInstance {}

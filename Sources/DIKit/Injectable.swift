/// A type that `dikitgen` builds by calling `init(dependency:)`.
///
/// Declare the values the type needs as the stored properties of a nested
/// `struct Dependency`. For each `Resolver`, `dikitgen` generates
/// `resolveT(...) -> T`, which resolves every property of `Dependency` and passes them in.
///
/// ```swift
/// struct Barista: Injectable {
///     struct Dependency {
///         let grinder: Grinder
///     }
///     init(dependency: Dependency) { ... }
/// }
/// ```
public protocol Injectable {
    /// The values this type is built from, declared as a nested `struct`.
    associatedtype Dependency

    /// Creates the instance from its resolved dependencies.
    ///
    /// `sending`: an actor's initializer can take the dependencies across into its own
    /// isolation in Swift 6 mode. A conformer may still declare `init(dependency: Dependency)`.
    init(dependency: sending Dependency)
}

/// A type that `dikitgen` builds by calling a static factory method, for types whose
/// initializer cannot be used (for example one loaded from a storyboard or a nib).
///
/// `dikitgen` generates `resolveT(...) -> T`, which calls `T.makeInstance(dependency:)`.
public protocol FactoryMethodInjectable {
    /// The values this type is built from, declared as a nested `struct`.
    associatedtype Dependency

    /// Creates the instance from its resolved dependencies (`sending`, as for `Injectable`).
    static func makeInstance(dependency: sending Dependency) -> Self
}

/// A class whose dependencies are assigned after it was created by someone else
/// (a view controller instantiated by the system, say).
///
/// `dikitgen` generates `injectToT(_ t: T, ...)`, which resolves the dependencies and
/// assigns them to `dependency`.
public protocol PropertyInjectable: AnyObject {
    /// The values this type needs, declared as a nested `struct`.
    associatedtype Dependency

    /// Assigned by the generated `injectToT(_:...)` method; `nil` until then.
    var dependency: Dependency! { get set }
}

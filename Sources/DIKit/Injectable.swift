/// A type that `dikitgen` builds by calling `init(dependency:)`.
///
/// Declare the values the type needs as the stored properties of a nested
/// `struct Dependency`. For each `Resolver`, `dikitgen` generates
/// `resolveT(...) -> T`, which resolves every property of `Dependency` and passes them in.
/// The initializer may be `throws`, `throws(E)` or `async`: then the generated method is
/// too, and so is every generated method that needs it.
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
    ///
    /// `async throws`: the most a conformer may declare. A plain synchronous initializer
    /// satisfies it, and so does one that is `async`, `throws` or `throws(E)`; generated code
    /// calls the conformer's own initializer, so it keeps the effects the conformer declares,
    /// a typed error included.
    init(dependency: sending Dependency) async throws
}

/// A type that `dikitgen` builds by calling a static factory method, for types whose
/// initializer cannot be used (for example one loaded from a storyboard or a nib).
///
/// `dikitgen` generates `resolveT(...) -> T`, which calls `T.makeInstance(dependency:)`.
/// The factory method may be `throws`, `throws(E)` or `async`, as for `Injectable`.
public protocol FactoryMethodInjectable {
    /// The values this type is built from, declared as a nested `struct`.
    associatedtype Dependency

    /// Creates the instance from its resolved dependencies (`sending` and `async throws`, as
    /// for `Injectable`: a plain synchronous method satisfies it).
    static func makeInstance(dependency: sending Dependency) async throws -> Self
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

/// A type that `dikitgen` builds by calling its own initializer, whose parameters are its
/// dependencies: no `Dependency` struct.
///
/// The type declares exactly one initializer that generated code can call (a class's
/// convenience initializers and failable initializers do not count); a struct that declares
/// none is built with its memberwise initializer. For each `Resolver`, `dikitgen` generates
/// `resolveT(...) -> T`, which resolves every parameter and passes it with its label. A
/// parameter that nothing provides becomes a parameter of `resolveT`, unless it has a
/// default value: then it is left to its default. The initializer may be `throws`,
/// `throws(E)` or `async`, as for ``Injectable``.
///
/// ```swift
/// final class Barista: InitializerInjectable {
///     init(grinder: Grinder, name: String) { ... }
/// }
/// ```
public protocol InitializerInjectable {}

/// A type that binds another type where it is declared: every resolver that sees it (or only
/// those its `ContributedTo` names) resolves `BoundType` as this type, with no provider to write.
///
/// A feature module's implementation of a protocol says so itself, and the app's resolver,
/// and any other resolver that sees the type, resolves the protocol as it:
///
/// ```swift
/// public protocol APIClient { func get(_ path: String) -> String }
///
/// public final class URLSessionAPIClient: APIClient, Injectable, ContributesBinding {
///     public typealias BoundType = any APIClient
///     public struct Dependency {}
///     public init(dependency: Dependency) {}
///     public func get(_ path: String) -> String { "GET \(path)" }
/// }
/// ```
///
/// `BoundType` is a protocol the type conforms to (`any APIClient`) or a class it inherits
/// from. The type is built as its own conformance says (`Injectable`, a `SharedInstance`
/// once per store), and the bound type is that instance. A resolver's own provider of the
/// bound type replaces the contribution for that resolver.
///
/// `typealias ContributedTo = CoreResolver` names the resolver the binding is for: then only
/// that protocol, the protocols that refine it and the scopes made from them resolve
/// `BoundType` as this type. The alias is read by name: one a letter or two away (`ContributesTo`) is a warning.
public protocol ContributesBinding {
    /// The type every resolver that sees this one resolves as it.
    associatedtype BoundType
}

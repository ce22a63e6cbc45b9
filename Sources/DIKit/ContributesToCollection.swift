/// A type that adds itself to a multibinding where it is declared: every resolver that sees
/// it has its instance in each collection of `CollectionElement` it resolves (`[E]`, `Set<E>`,
/// `[String: E]`), beside the resolver's `contributeX()` requirements, with no line in any
/// resolver.
///
/// ```swift
/// public protocol Plugin { var name: String { get } }
///
/// public struct AuditPlugin: Plugin, Injectable, ContributesToCollection {
///     public typealias CollectionElement = any Plugin
///     public struct Dependency {}
///     public init(dependency: Dependency) {}
///     public var name: String { "audit" }
/// }
/// ```
///
/// `CollectionElement` is a protocol the type conforms to or a class it inherits from. In a
/// map, the type's key is its name with the first word lowercased (`"auditPlugin"`), as a
/// `contributeAuditPlugin()` requirement's would be. `typealias ContributedTo = AppResolver`
/// names the resolver it is for: then only that resolver, those that refine it, and the scopes
/// made from them put it in their collections.
public protocol ContributesToCollection {
    /// The element type of the collections this type is an element of.
    associatedtype CollectionElement
}

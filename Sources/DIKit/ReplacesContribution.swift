/// A type that takes the place of another type's contribution (`ContributesBinding`) for
/// every resolver that sees it: a test target's fake of a feature module's implementation.
///
/// ```swift
/// // In the test target: the app's tests resolve `any APIClient` as the fake.
/// final class FakeAPIClient: APIClient, Injectable, ContributesBinding, ReplacesContribution {
///     typealias BoundType = any APIClient
///     typealias Replaced = URLSessionAPIClient
///     struct Dependency {}
///     init(dependency: Dependency) {}
///     func get(_ path: String) -> String { "fake \(path)" }
/// }
/// ```
///
/// A resolver whose module sees this type no longer takes the bindings `Replaced`
/// contributes; the type's own `ContributesBinding`, if it has one, binds in their place.
/// `Replaced` stays injectable as itself. A replacement that matches no contribution the
/// module sees is a warning that names what it looked for.
public protocol ReplacesContribution {
    /// The type whose contributions this one replaces.
    associatedtype Replaced
}

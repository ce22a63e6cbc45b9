/// Marks a protocol as a dependency resolver.
///
/// `dikitgen` generates one `extension` for each protocol that inherits `Resolver`, with a
/// `resolveT(...)` or `injectToT(_:...)` method for every injectable type. Methods whose
/// names start with `provide` are provider methods: the value they return is used wherever
/// their return type is needed, and the conforming type implements them. A provider may
/// be `throws`, `throws(E)` or `async`; the generated methods that call it are too.
///
/// ```swift
/// protocol AppResolver: Resolver {
///     func provideHTTPClient() -> HTTPClient
/// }
/// ```
public protocol Resolver {}

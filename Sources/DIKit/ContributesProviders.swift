/// A type whose static `provideX()` methods are providers of every resolver that sees it: a
/// module's providers reach the app's resolver without the app's resolver naming the module.
///
/// ```swift
/// // In Networking: the app's resolver declares nothing for it.
/// public enum NetworkingProviders: ContributesProviders {
///     public static func provideServerURL() -> ServerURL {
///         ServerURL("https://api.example.com")
///     }
/// }
/// ```
///
/// Swift cannot make a protocol refine another from outside it, so a module cannot add its
/// provider protocol to a resolver it does not know; static providers of a type of its own
/// need no resolver to implement them. Each is read as a provider: its parameters are resolved
/// as dependencies, and its effects and isolation are its declaration's. A resolver's own
/// provider of the type replaces it, as does a ``ReplacesContribution`` type that names the
/// container in `Replaced`. `typealias ContributedTo = SessionResolver` makes them providers only
/// of `SessionResolver`, its refinements and their scopes.
public protocol ContributesProviders {}

/// A shared type whose instance belongs to a scope: every instance of the scope keeps its
/// own, in its own store, and no resolver above it can resolve it.
///
/// `dikitgen` otherwise keeps a shared instance in the highest resolver that can make it,
/// so that one instance serves every scope below. A type that must be one per session (a
/// score stream per signed-in user, say) names the scope that keeps it:
///
/// ```swift
/// final class ScoreStream: Injectable, SharedInstance, KeptByScope {
///     typealias KeepingScope = LoggedInResolver
///     struct Dependency {}
///     init(dependency: Dependency) {}
/// }
/// ```
///
/// `KeepingScope` names a scope: a resolver protocol with a parent property. The scope and
/// the scopes nested in it resolve the type from the scope's store; its parent, and every
/// other resolver, cannot, and what needs the type there takes it as a call-site parameter.
/// The type is `SharedInstance` or `WeakSharedInstance` as well.
public protocol KeptByScope {
    /// The scope whose every instance keeps its own instance of the type.
    associatedtype KeepingScope
}

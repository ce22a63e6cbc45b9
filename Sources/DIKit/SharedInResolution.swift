/// A type of which one resolution makes one instance: everything a single call of a
/// generated method builds shares it, and the next call makes a new one.
///
/// `dikitgen` keeps nothing of such a type: the generated `resolveScreen()` makes the
/// instance once, first, as a local value, and passes it to everything it builds that needs
/// it, at any depth, in closures it makes too. A shared type's construction, and a scope a
/// maker opens, are resolutions of their own. For state one screen's objects have in common
/// (an editing draft, a request's trace) that must not outlive the screen.
///
/// ```swift
/// final class Draft: Injectable, SharedInResolution {
///     struct Dependency {}
///     init(dependency: Dependency) {}
/// }
/// ```
///
/// Swinject's `.graph` scope; SafeDI's `@Instantiated` shared down a subtree.
public protocol SharedInResolution {}

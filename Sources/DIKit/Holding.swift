/// How a ``SharedInstanceStore`` holds one type's instance: through an object, so that
/// reading it back costs no dynamic cast, only a check of this holding.
@usableFromInline
enum Holding: Sendable {
    /// A ``SharedInstance``, kept until it is removed: the object itself, or a value (or an
    /// existential) in a ``StrongBox``.
    case strong
    /// A ``WeakSharedInstance`` (always a class), held weakly by a ``WeakReference``, kept
    /// while something else holds it.
    case weak
}

/// A shared instance of any type, as a ``SharedInstanceStore`` keeps it.
@usableFromInline
final class StrongBox<Value> {
    @usableFromInline let value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}

/// What a resolve asks a store for: a shared instance or a weakly shared
/// one. A type is resolved as one or the other, never both.
@usableFromInline
enum Sharing: Sendable {
    case strong
    case weak
}

/// How a store holds one type's instance, recorded with it: through an
/// object, so that reading it back costs no dynamic cast, only a check of this holding.
///
/// Recorded, not derived again from the type when reading: two spellings of one type
/// (`Base` and `any Base & Sendable`, whose marker protocol leaves no trace at run time)
/// share one key, and the compiler may decide for one that its values are object
/// references and for the other that they are not.
@usableFromInline
enum Holding: Sendable {
    /// A ``SharedInstance`` that the resolve that kept it saw as an object (a class's
    /// instance), kept as itself until it is removed.
    case object
    /// A ``SharedInstance`` that the resolve that kept it did not see as an object (a
    /// value, an existential; sometimes a class spelled with a marker protocol), kept in a
    /// ``StrongBox`` until it is removed.
    case boxed
    /// A ``WeakSharedInstance`` (always a class), held weakly by a ``WeakReference``, kept
    /// while something else holds it.
    case weak

    /// What a resolve asks for to find what this holds.
    @inlinable
    var sharing: Sharing {
        switch self {
        case .object, .boxed: .strong
        case .weak: .weak
        }
    }
}

/// A shared instance that is not an object, as a store keeps it.
@usableFromInline
final class StrongBox<Value> {
    @usableFromInline let value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}

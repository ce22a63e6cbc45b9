/// What a ``SharedInstanceStore`` holds for one type.
///
/// An instance is held as an object, so that reading it back costs a class cast, not the
/// dynamic cast from `Any` that a value of any type would need: a ``SharedInstance`` in a
/// ``StrongBox``, a ``WeakSharedInstance`` (always a class) as itself, weakly.
@usableFromInline
enum InstanceSlot {
    /// A ``SharedInstance``, kept until it is removed.
    case strong(AnyObject)
    /// A ``WeakSharedInstance``, kept while something else holds it.
    case weak(WeakReference)
    /// The first resolve is constructing it.
    case constructing(Construction)

    /// The object that holds the instance, if there is one alive.
    var instance: AnyObject? {
        switch self {
        case .strong(let box): box
        case .weak(let reference): reference.object
        case .constructing: nil
        }
    }
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

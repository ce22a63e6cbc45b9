/// A weak reference to an object, which the store keeps for a ``WeakSharedInstance``.
///
/// Written only by its initializer, before the store keeps it; read while its store's
/// lock is held. Reading a weak reference while the object is released on another
/// thread is safe: the Swift runtime loads a weak reference atomically, giving `nil` or a
/// strong one.
@usableFromInline
final class WeakReference {
    @usableFromInline private(set) weak var object: AnyObject?

    @usableFromInline
    init(_ object: AnyObject) {
        self.object = object
    }
}

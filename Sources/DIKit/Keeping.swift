/// How both stores turn an instance into the object their ``InstanceIndex`` keeps, and back:
/// the `keep` and `read` functions that ``SharedInstanceStore`` and
/// ``IsolatedInstanceStore`` pass for shared and for weakly shared instances.
@usableFromInline
enum Keeping {
    /// Whether `T`'s values are plain object references: a class, not a class-bound
    /// protocol's existential (which carries its witness tables too) nor any value type.
    /// Decided by the optimizer where the call is specialized for `T`, at run time
    /// elsewhere, and the two may disagree for two spellings of one type (see ``Holding``):
    /// so it only chooses how to keep an instance, never how to read one.
    @inlinable @inline(__always)
    static func isObjectReference<T>(_ type: T.Type) -> Bool {
        type is AnyClass && MemoryLayout<T>.size == MemoryLayout<AnyObject>.size
    }

    /// What a store keeps for a shared instance: the instance itself when it is an object
    /// reference, and otherwise a `StrongBox<T>` that holds it.
    @inlinable @inline(__always)
    static func holder<T>(_ instance: T) -> (AnyObject, Holding) {
        if isObjectReference(T.self) { return (unsafeBitCast(instance, to: AnyObject.self), .object) }
        return (StrongBox(instance), .boxed)
    }

    /// A shared instance, back from what ``holder(_:)`` made of it, as the index recorded it.
    /// The index keeps it under `T`'s key, and has checked that it is not a weak one. An
    /// instance kept as an object is one word wide whatever `T`'s spelling (one key, one
    /// type at run time); a box is a `StrongBox<T>` for every spelling.
    @inlinable @inline(__always)
    static func heldInstance<T>(_ holder: AnyObject, _ holding: Holding) -> T {
        switch holding {
        case .object: unsafeBitCast(holder, to: T.self)
        case .boxed: unsafeDowncast(holder, to: StrongBox<T>.self).value
        case .weak: preconditionFailure("DIKit: a weakly shared instance read as a shared one")
        }
    }

    /// What a store keeps for a weakly shared instance: a weak reference to it.
    @inlinable @inline(__always)
    static func weakHolder<T: AnyObject>(_ instance: T) -> (AnyObject, Holding) {
        (WeakReference(instance), .weak)
    }

    /// A weakly shared instance: the object itself, as a `T` with no cast. The index keeps
    /// under `T`'s key only what `make` returned for some spelling of `T`, and every type
    /// `T: AnyObject` admits (a class, `AnyObject`, an `@objc` protocol's existential) is a
    /// plain object reference, one word wide (checked only in debug builds).
    @inlinable @inline(__always)
    static func object<T: AnyObject>(_ holder: AnyObject, _: Holding) -> T {
        unsafeDowncast(holder, to: T.self)
    }
}

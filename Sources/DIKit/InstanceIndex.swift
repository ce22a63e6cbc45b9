/// The instances a store keeps, by type: an open-addressing hash table keyed by
/// the type, which holds each instance (or the object that holds it, see ``Holding``) with
/// one strong reference, and records how.
///
/// A read, the common case, hashes with one multiplication, compares a word or two and
/// touches no reference count: `Dictionary<ObjectIdentifier, _>` would hash with SipHash and
/// retain and release its storage and the value on the way.
///
/// The first type kept has its entry in the index itself, `first`, outside the table: a
/// read compares it before it hashes, and a store that keeps one type (a scope made for a
/// request, which keeps its own log) allocates no table. A type's entry, once made, stays
/// where it is: a key is in `first` or in the table, never in both.
///
/// Not thread-safe: a ``SharedInstanceStore`` uses it only while its table's `lock` is
/// held, an ``IsolatedInstanceStore`` from one isolation. Its memory is allocated by hand,
/// so that using it involves no exclusivity check and no reference counting.
@usableFromInline
struct InstanceIndex {
    /// Empty without a key; removed with a key and nothing kept (probes go past it, and the
    /// key's next instance takes its place).
    @usableFromInline
    struct Entry {
        @usableFromInline var key: ObjectIdentifier?
        @usableFromInline var kept: Unmanaged<AnyObject>?
        @usableFromInline var holding: Holding
    }

    @usableFromInline static var empty: Entry { Entry(key: nil, kept: nil, holding: .object) }

    /// The entry of the first type kept, if any.
    @usableFromInline private(set) var first = Self.empty
    /// The table; `nil` until the index keeps its second type.
    @usableFromInline private(set) var entries: UnsafeMutablePointer<Entry>?
    /// The table's entries: a power of two, or 0 without a table.
    @usableFromInline private(set) var capacity: Int
    /// Entries with a key: live ones and removed ones.
    private var used = 0

    init() {
        capacity = 0
        entries = nil
    }

    /// Releases every instance and the memory: the index is not used after this.
    func destroy() {
        first.kept?.release()
        guard let entries else { return }
        for position in 0..<capacity {
            entries[position].kept?.release()
        }
        entries.deinitialize(count: capacity)
        entries.deallocate()
    }

    /// Fibonacci hashing: the type's metadata address times 2⁶⁴/φ, whose high bits are
    /// spread well even though the addresses' low bits are all zero.
    @inlinable @inline(__always)
    func home(of key: ObjectIdentifier) -> Int {
        let product = UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: product >> UInt(UInt.bitWidth - capacity.trailingZeroBitCount))
    }

    /// The position of `key`'s entry, live or removed, if it has one.
    @inlinable @inline(__always)
    func position(of key: ObjectIdentifier) -> Int? {
        guard let entries else { return nil }
        // Wrapping arithmetic: the capacity is a power of two, and a position is below it.
        let mask = capacity &- 1
        var position = home(of: key)
        while let found = entries[position].key {
            if found == key { return position }
            position = (position &+ 1) & mask
        }
        return nil
    }

    /// The object kept for `key` and how it holds the instance, borrowed: valid while the
    /// index does not change.
    @inlinable @inline(__always)
    func kept(for key: ObjectIdentifier) -> (object: Unmanaged<AnyObject>, holding: Holding)? {
        if first.key == key {
            guard let kept = first.kept else { return nil }
            return (kept, first.holding)
        }
        guard let position = position(of: key), let entry = entries?[position], let kept = entry.kept else { return nil }
        return (kept, entry.holding)
    }

    /// `body` applied to what is kept for `key` and how it is held: the instance itself or
    /// its box, or, for `.weak`, the instance the reference still holds (`nil` once it is
    /// released: the next resolve constructs it again). Borrowed: valid only within `body`,
    /// which runs while the index cannot change (under the table's `lock`, or in the
    /// one isolation of an ``IsolatedInstanceStore``). `sharing` is what the resolve asks
    /// for; a type kept the other way stops the program.
    @inlinable @inline(__always)
    func withReadable<Result>(
        for key: ObjectIdentifier,
        sharing: Sharing,
        _ body: (AnyObject, Holding) -> Result
    ) -> Result? {
        guard let (kept, holding) = kept(for: key) else { return nil }
        guard holding.sharing == sharing else {
            preconditionFailure("DIKit: a type was resolved both as a shared and as a weakly shared instance")
        }
        return kept._withUnsafeGuaranteedRef { object -> Result? in
            switch holding {
            case .object, .boxed:
                return body(object, holding)
            case .weak:
                return unsafeDowncast(object, to: WeakReference.self).object.map { body($0, .weak) }
            }
        }
    }

    /// Keeps `object` for `key`, in place of what was kept before, if anything, which it
    /// returns still retained: as for ``remove(where:)``, the caller releases it once no lock
    /// is held. (It is a weak reference whose object is gone, the only kept object a new
    /// construction replaces, but its release is not the index's to run.)
    mutating func keep(_ object: AnyObject, holding: Holding, for key: ObjectIdentifier) -> Unmanaged<AnyObject>? {
        let entry = Entry(key: key, kept: .passRetained(object), holding: holding)
        if first.key == key || first.key == nil {
            let replaced = first.kept
            first = entry
            return replaced
        }
        if let position = position(of: key), let entries {
            let replaced = entries[position].kept
            entries[position] = entry
            return replaced
        }
        if (used + 1) * 4 > capacity * 3 { rehash() }
        let entries = entries!
        let mask = capacity - 1
        var position = home(of: key)
        while entries[position].key != nil { position = (position + 1) & mask }
        entries[position] = entry
        used += 1
        return nil
    }

    /// Drops what is kept for the keys `isRemoved` accepts, and returns it, still retained:
    /// the caller releases it once the index is consistent again and no lock is held, since
    /// releasing an instance runs its `deinit`, which may resolve again.
    mutating func remove(where isRemoved: (ObjectIdentifier) -> Bool) -> [Unmanaged<AnyObject>] {
        var dropped: [Unmanaged<AnyObject>] = []
        if let key = first.key, let kept = first.kept, isRemoved(key) {
            dropped.append(kept)
            first.kept = nil
        }
        guard let entries else { return dropped }
        for position in 0..<capacity {
            guard let key = entries[position].key, let kept = entries[position].kept, isRemoved(key) else { continue }
            dropped.append(kept)
            entries[position].kept = nil
        }
        return dropped
    }

    /// The entries a table allocates when the index keeps its second type: a scope keeps a
    /// few, and a bigger table would cost its own initialization, and a walk of its entries
    /// when the store is released, each time a scope is made.
    private static var smallestCapacity: Int { 4 }

    /// Moves the live entries into a table at most half full, dropping removed ones; makes
    /// the first table when there is none.
    private mutating func rehash() {
        let old = UnsafeMutableBufferPointer(start: entries, count: capacity)
        var live = 0
        for entry in old where entry.kept != nil { live += 1 }
        capacity = max(Self.smallestCapacity, 1 << (Int.bitWidth - (live * 2).leadingZeroBitCount))
        let entries = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
        entries.initialize(repeating: Self.empty, count: capacity)
        self.entries = entries
        used = live
        let mask = capacity - 1
        for entry in old where entry.kept != nil {
            var position = home(of: entry.key!)
            while entries[position].key != nil { position = (position + 1) & mask }
            entries[position] = entry
        }
        old.deinitialize()
        old.deallocate()
    }
}

extension UnsafeMutablePointer {
    /// A pointer to `value`, alone in memory of its own: how an isolated store holds its index
    /// and its constructions, so that reaching them involves no exclusivity check.
    static func allocated(_ value: Pointee) -> UnsafeMutablePointer<Pointee> {
        let pointer = UnsafeMutablePointer<Pointee>.allocate(capacity: 1)
        pointer.initialize(to: value)
        return pointer
    }

    /// Ends what ``allocated(_:)`` began: deinitializes the value and frees its memory.
    func free() {
        deinitialize(count: 1)
        deallocate()
    }
}

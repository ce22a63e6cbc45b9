/// Where a resolver that stays in one isolation keeps its ``SharedInstance`` and
/// ``WeakSharedInstance`` instances: a ``SharedInstanceStore`` without its locks.
///
/// A resolver isolated to an actor (`@MainActor protocol AppResolver`, or every resolver of a
/// module built with `-default-isolation MainActor`), or one that is not `Sendable`, is used
/// from one isolation at a time, and the compiler checks that. Its store needs no lock then:
/// a read is a probe of the index and the retain of the instance, the cost of a
/// hand-written `lazy var`. Declare it in place of the thread-safe store:
///
/// ```swift
/// @MainActor
/// protocol AppResolver: Resolver {
///     var sharedInstances: IsolatedInstanceStore { get }
/// }
///
/// final class AppWiring: AppResolver {
///     let sharedInstances = IsolatedInstanceStore()
/// }
/// ```
///
/// The generated code calls it exactly as it calls a ``SharedInstanceStore``.
///
/// ## Semantics
///
/// As ``SharedInstanceStore``'s, but for one isolation:
///
/// - **One instance per type**, until it is removed; **a throwing construction keeps
///   nothing**; weakly shared instances are kept while something else holds them.
/// - **Not `Sendable`.** The store cannot be sent to another isolation: in the Swift 6
///   language mode the compiler rejects that. A `Sendable` resolver may declare it only when
///   it is isolated to a global actor and the store with it (not `nonisolated`); `dikitgen`
///   rejects any other (`isolated-store-in-sendable-resolver`). In the Swift 5 mode the
///   compiler checks where a resolver goes only with complete concurrency checking: share
///   one across threads only with a ``SharedInstanceStore``.
/// - **Waiting.** An asynchronous construction suspends, and other tasks of the same actor
///   may resolve its type meanwhile: they suspend until it ends, and get its instance. An
///   asynchronous construction that resolves its own type asynchronously waits for itself
///   forever, as any task that awaits itself. A synchronous resolve cannot wait in one
///   isolation: one that finds its type's construction under way (a cycle through a closure
///   or a ``Lazy``, or a synchronous resolve of a type being constructed asynchronously)
///   stops the program with a message.
public final class IsolatedInstanceStore {
    /// The instances kept. Inlined into the generated code with the methods that read it.
    @usableFromInline let instances = UnsafeMutablePointer.allocated(InstanceIndex())
    /// The constructions under way.
    private let constructions = UnsafeMutablePointer.allocated(Constructions())

    /// An empty store.
    public init() {}

    deinit {
        instances.pointee.destroy()
        instances.free()
        constructions.free()
    }

    // MARK: - Shared instances

    /// The instance of `type` this store keeps, constructed by `make` if there is none.
    ///
    /// `make` runs at most once at a time for a type, synchronously. If it throws, nothing is
    /// kept and the error is rethrown with its type.
    ///
    /// - Parameters:
    ///   - type: The type of the instance, its key in the store.
    ///   - make: Constructs the instance when the store has none.
    /// - Returns: The instance kept, or the one `make` constructed.
    @inlinable @inline(__always)
    public func instance<T, Failure: Error>(
        of type: T.Type,
        _ make: () throws(Failure) -> T
    ) throws(Failure) -> T {
        try instance(of: type, sharing: .strong, keep: Keeping.holder, read: Keeping.heldInstance, make)
    }

    #if compiler(>=6.2)  // nonisolated(nonsending), SE-0461
    /// The instance of `type` this store keeps, constructed by the asynchronous `make` if
    /// there is none; other resolves of `type` suspend until it ends.
    ///
    /// - Parameters:
    ///   - type: The type of the instance, its key in the store.
    ///   - make: Constructs the instance when the store has none.
    /// - Returns: The instance kept, or the one `make` constructed.
    @inlinable @inline(__always)
    nonisolated(nonsending)
    public func instance<T, Failure: Error>(
        of type: T.Type,
        _ make: nonisolated(nonsending) () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        try await instance(of: type, sharing: .strong, keep: Keeping.holder, read: Keeping.heldInstance, make)
    }
    #endif

    // MARK: - Weak shared instances

    /// The instance of `type` while anything else holds it, constructed by `make` when there
    /// is none alive. Otherwise as ``instance(of:_:)-4y07w``.
    ///
    /// - Parameters:
    ///   - type: The class of the instance, its key in the store.
    ///   - make: Constructs the instance when none is alive.
    /// - Returns: The instance alive, or the one `make` constructed.
    @inlinable @inline(__always)
    public func weakInstance<T: AnyObject, Failure: Error>(
        of type: T.Type,
        _ make: () throws(Failure) -> T
    ) throws(Failure) -> T {
        try instance(of: type, sharing: .weak, keep: Keeping.weakHolder, read: Keeping.object, make)
    }

    #if compiler(>=6.2)  // nonisolated(nonsending), SE-0461
    /// The instance of `type` while anything else holds it, constructed by the asynchronous
    /// `make` when there is none alive; other resolves of `type` suspend until it ends.
    ///
    /// - Parameters:
    ///   - type: The class of the instance, its key in the store.
    ///   - make: Constructs the instance when none is alive.
    /// - Returns: The instance alive, or the one `make` constructed.
    @inlinable @inline(__always)
    nonisolated(nonsending)
    public func weakInstance<T: AnyObject, Failure: Error>(
        of type: T.Type,
        _ make: nonisolated(nonsending) () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        try await instance(of: type, sharing: .weak, keep: Keeping.weakHolder, read: Keeping.object, make)
    }
    #endif

    // MARK: - Reading, else constructing

    /// The instance kept for `type`, read with `read` from what the index keeps, or, when
    /// none is, the one `make` constructs, kept as `keep` says. The read is inlined into the
    /// generated code; the construction is not.
    @inlinable @inline(__always)
    func instance<T, Failure: Error>(
        of type: T.Type,
        sharing: Sharing,
        keep: (T) -> (AnyObject, Holding),
        read: (AnyObject, Holding) -> T,
        _ make: () throws(Failure) -> T
    ) throws(Failure) -> T {
        if let instance = instances.pointee.withReadable(for: ObjectIdentifier(type), sharing: sharing, read) {
            return instance
        }
        return try constructedInstance(of: type, keep: keep, make)
    }

    #if compiler(>=6.2)  // nonisolated(nonsending), SE-0461
    /// ``instance(of:sharing:keep:read:_:)`` for an asynchronous `make`, which waits for a
    /// construction under way in another task.
    @inlinable @inline(__always)
    nonisolated(nonsending)
    func instance<T, Failure: Error>(
        of type: T.Type,
        sharing: Sharing,
        keep: (T) -> (AnyObject, Holding),
        read: (AnyObject, Holding) -> T,
        _ make: nonisolated(nonsending) () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        if let instance = instances.pointee.withReadable(for: ObjectIdentifier(type), sharing: sharing, read) {
            return instance
        }
        return try await constructedOrAwaitedInstance(of: type, sharing: sharing, keep: keep, read: read, make)
    }
    #endif

    /// The instance `make` constructs for `type`, kept as `keep` says, when none is kept.
    /// Not inlined: the code that constructs is compiled once in DIKit.
    @usableFromInline
    func constructedInstance<T, Failure: Error>(
        of type: T.Type,
        keep: (T) -> (AnyObject, Holding),
        _ make: () throws(Failure) -> T
    ) throws(Failure) -> T {
        let key = ObjectIdentifier(type)
        switch constructions.pointee.state(of: key) {
        case .notUnderWay:
            break
        case .underWayOnThisThread:
            Constructions.stopAtACycle(through: type)
        case .underWay:
            fatalError("""
                DIKit: \(type) was resolved synchronously while its asynchronous construction is \
                under way (in another task, or in this one: a cycle), and an IsolatedInstanceStore \
                cannot block its isolation to wait: resolve it asynchronously
                """)
        }
        let ticket = constructions.pointee.start(key, on: .current)
        return try Constructions.run(make, keep: keep) { finish(ticket, keeping: $0) }
    }

    #if compiler(>=6.2)  // nonisolated(nonsending), SE-0461
    /// The instance of `type`, when the caller found none kept: the one `make` constructs, or,
    /// while another task of this isolation constructs it, the one that task makes (or, if it
    /// throws, the one this resolve constructs then).
    @usableFromInline
    nonisolated(nonsending)
    func constructedOrAwaitedInstance<T, Failure: Error>(
        of type: T.Type,
        sharing: Sharing,
        keep: (T) -> (AnyObject, Holding),
        read: (AnyObject, Holding) -> T,
        _ make: nonisolated(nonsending) () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        let key = ObjectIdentifier(type)
        while constructions.pointee.state(of: key) != .notUnderWay {
            await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
                if !constructions.pointee.addWaiter(waiter, to: key) { waiter.resume() }
            }
            if let instance = instances.pointee.withReadable(for: key, sharing: sharing, read) { return instance }
        }
        let ticket = constructions.pointee.start(key, on: nil)
        return try await Constructions.run(make, keep: keep) { finish(ticket, keeping: $0) }
    }
    #endif

    /// Ends the construction `ticket` stands for: keeps `kept` (`nil`: nothing, after a
    /// throw) under its type, unless it was removed meanwhile, and resumes the resolves
    /// waiting for it.
    private func finish(_ ticket: Constructions.Ticket, keeping kept: (AnyObject, Holding)?) {
        guard let (key, waiters) = constructions.pointee.end(ticket) else { return }
        if let (object, holding) = kept {
            instances.pointee.keep(object, holding: holding, for: key)?.release()
        }
        for waiter in waiters { waiter.resume() }
    }

    // MARK: - Removing

    /// How many resolves wait, now, for an asynchronous construction under way. For tests
    /// that must know a resolve waits before they let a construction end.
    @_spi(Testing) public var waitingResolveCount: Int { constructions.pointee.suspendedResolves }

    /// Drops every instance, so that each type is constructed again at its next resolve.
    public func removeAll() {
        remove { _ in true }
    }

    /// Drops the instance of `type`, so that its next resolve constructs it again.
    ///
    /// - Parameter type: The type whose instance to drop; nothing happens if there is none.
    public func remove<T>(_ type: T.Type) {
        let key = ObjectIdentifier(type)
        remove { $0 == key }
    }

    /// Drops every instance except those of the types named:
    /// `store.removeAll(except: [Database.self, Clock.self])`.
    ///
    /// - Parameter types: The types whose instances to keep.
    public func removeAll(except types: [Any.Type]) {
        let kept = Set(types.map { ObjectIdentifier($0) })
        remove { !kept.contains($0) }
    }

    /// Drops the instances and constructions whose keys `isRemoved` accepts; what a
    /// construction under way among them makes is not kept, and its waiters look again.
    /// The instances are released last: a `deinit` that resolves again finds the index as
    /// it now is.
    private func remove(where isRemoved: (ObjectIdentifier) -> Bool) {
        let dropped = instances.pointee.remove(where: isRemoved)
        let waiters = constructions.pointee.remove(where: isRemoved)
        for waiter in waiters { waiter.resume() }
        for object in dropped { object.release() }
    }
}

/// Not `Sendable`: the store has no lock, so only the isolation that holds it may use it.
@available(*, unavailable)
extension IsolatedInstanceStore: Sendable {}

/// Where a resolver keeps its ``SharedInstance`` and ``WeakSharedInstance`` instances.
///
/// A resolver that makes shared instances declares `var sharedInstances: SharedInstanceStore
/// { get }` and gives each of its instances a store of its own: two resolvers that share a
/// store share their instances. The generated `resolveT()` of a shared type wraps its
/// construction in a call to the store:
///
/// ```swift
/// func resolveDatabase() -> Database {
///     return sharedInstances.instance(of: Database.self) {
///         return Database(dependency: .init(path: resolveDatabasePath()))
///     }
/// }
/// ```
///
/// ## Semantics
///
/// - **One instance per type.** Instances are keyed by their type: the first resolve
///   constructs, every later one returns the same instance, until it is removed.
/// - **Thread-safe.** Concurrent resolves of one type, synchronous or asynchronous, from any
///   number of threads or tasks, construct it once: the others wait for that construction
///   and get its instance. A synchronous resolve waits by blocking its thread; an
///   asynchronous one suspends, and never blocks a thread.
/// - **Constructions may resolve other shared instances.** The store holds no lock while a
///   construction runs, so a `Database` whose construction resolves a shared `Clock` does
///   not deadlock, whatever the threads. A construction that resolves its own type again
///   (through a closure or a ``Lazy`` called while it runs) is a cycle: synchronously, on the
///   same thread, it stops the program with a message rather than wait for itself forever;
///   asynchronously, it waits forever, as any task that awaits itself.
/// - **A throwing construction keeps nothing.** Its error goes to the resolve that ran it;
///   the next resolve (a waiting one, if any) constructs again. Typed errors keep their type:
///   the store's methods throw what `make` throws.
/// - **Removing.** ``remove(_:)``, ``removeAll()`` and ``removeAll(except:)`` drop instances,
///   so the next resolve constructs anew. A construction under way for a removed type still
///   returns its instance to the resolve that ran it, but the store does not keep it.
/// - **Not `Sendable` instances.** The store does not require its instances to be
///   `Sendable`, because a resolver that is not `Sendable` uses its store from one isolation
///   only, and then nothing is shared across threads. A store that is shared across threads
///   hands its instances to whichever thread resolves them: share one only when its
///   instances are `Sendable`, or belong to an actor (`@MainActor final class ViewModel`).
///
/// A type is resolved through either ``instance(of:_:)-28cl8`` or
/// ``weakInstance(of:_:)-8l5p5``, never both; generated code calls the one its marker asks
/// for, and keeps a type's construction synchronous or asynchronous.
///
/// `@unchecked Sendable`: its `table` is read and written only while its `lock` is held, and
/// no access to it outlives the critical section that made it (a waiter reads it again after
/// waking). Its accesses are not checked for exclusivity at run time: the lock already makes
/// every access exclusive.
public final class SharedInstanceStore: @unchecked Sendable {
    /// Guards `table`. Inlined into the generated code with the methods that read the table,
    /// so that each call reads its type's instance without looking the type up at run time.
    @usableFromInline let lock = TableLock()
    /// What the store keeps. Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) var table = InstanceTable()

    /// An empty store.
    public init() {}

    deinit {
        table.instances.destroy()
    }

    // MARK: - Shared instances

    /// The instance of `type` this store keeps, constructed by `make` if there is none.
    ///
    /// `make` runs at most once at a time for a type, synchronously, on the calling thread
    /// and in the caller's isolation (it is neither `@Sendable` nor escaping). While it runs,
    /// other resolves of `type` wait for it. If it throws, nothing is kept and the error is
    /// rethrown with its type.
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
    /// there is none.
    ///
    /// Concurrent resolves construct once: the first runs `make`, the others suspend until it
    /// ends and get its instance; if it throws, one of them constructs in its place. No lock
    /// is held across a suspension. Cancelling a waiting task does not interrupt its wait:
    /// cancellation is for `make` to check.
    ///
    /// `nonisolated(nonsending)`, and so is `make`: both run on the caller's actor, so a
    /// `@MainActor` caller's closure, which is not `Sendable`, never leaves the main actor.
    /// (Without it, Swift 6 rejects that closure: "sending value of non-Sendable type risks
    /// causing data races".) It needs Swift 6.2 (SE-0461): with Swift 6.1 the store has only
    /// its synchronous variants.
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
        if let instance = keptInstance(of: type, sharing: .strong, read: Keeping.heldInstance) {
            return instance
        }
        return try await constructedOrAwaitedInstance(
            of: type, sharing: .strong, keep: Keeping.holder, read: Keeping.heldInstance, make)
    }
    #endif

    // MARK: - Weak shared instances

    /// The instance of `type` while anything else holds it, constructed by `make` when there
    /// is none alive.
    ///
    /// The store keeps only a weak reference: once the last strong reference outside the
    /// store is gone, the next resolve constructs a new instance. Otherwise as
    /// ``instance(of:_:)-28cl8``.
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
    /// `make` when there is none alive; otherwise as ``weakInstance(of:_:)-8l5p5`` and
    /// the asynchronous ``instance(of:_:)-7gqsn``.
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
        if let instance = keptInstance(of: type, sharing: .weak, read: Keeping.object) {
            return instance
        }
        return try await constructedOrAwaitedInstance(
            of: type, sharing: .weak, keep: Keeping.weakHolder, read: Keeping.object, make)
    }
    #endif

    // MARK: - Removing

    /// How many resolves wait, now, for a construction under way: threads blocked and tasks
    /// suspended. For tests that must know a resolve waits before they let a construction end.
    @_spi(Testing) public var waitingResolveCount: Int { waitingResolves() }

    /// Drops every instance, so that each type is constructed again at its next resolve.
    public func removeAll() {
        removeInstances { _ in true }
    }

    /// Drops the instance of `type`, so that its next resolve constructs it again.
    ///
    /// - Parameter type: The type whose instance to drop; nothing happens if there is none.
    public func remove<T>(_ type: T.Type) {
        let key = ObjectIdentifier(type)
        removeInstances { $0 == key }
    }

    /// Drops every instance except those of the types named:
    /// `store.removeAll(except: [Database.self, Clock.self])`.
    ///
    /// - Parameter types: The types whose instances to keep.
    public func removeAll(except types: [Any.Type]) {
        let kept = Set(types.map { ObjectIdentifier($0) })
        removeInstances { !kept.contains($0) }
    }
}

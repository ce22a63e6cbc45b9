/// The state of a ``SharedInstanceStore``: the instances kept, by type (``InstanceIndex``),
/// the constructions under way, and the two locks that guard them.
///
/// A construction runs with both locks released: it may resolve other shared instances,
/// which take them again, and a slow one holds up nobody but the resolves of its own type.
/// While it runs, a synchronous resolve of the same type waits on `lock`'s condition, an
/// asynchronous one suspends on a continuation. When it ends, all of them look again: they
/// find the instance, or, when it threw, nothing, and the first of them constructs.
///
/// A resolve that finds its instance, the common case, takes only `indexLock`, finds the type
/// in the index and reads the instance (itself, or from the object that holds it), retaining
/// nothing but the instance it returns. Everything else takes `lock`, the lock with a condition to wait
/// on, and `indexLock` inside it to read or change the index (never the other way round).
///
/// `@unchecked Sendable`: the index is read and written only while `indexLock` is held, the
/// constructions only while `lock` is, and no access to either outlives the critical section
/// that made it (a waiter reads them again after waking). Each lives behind a pointer of its
/// own, allocated once, so that reading it is not checked for exclusive access at run time
/// (its lock already makes every access exclusive), and so that changing the constructions
/// is not an access to the index, which a resolve reads under the other lock. The
/// instances themselves are not required to be `Sendable`: the store hands an instance to
/// whoever resolves it, as ``SharedInstanceStore`` documents.
@usableFromInline
final class InstanceTable: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline let indexLock = IndexLock()
    /// The instances kept, guarded by `indexLock`.
    @usableFromInline let instances = UnsafeMutablePointer.allocated(InstanceIndex())
    /// The constructions under way, guarded by `lock`.
    private let constructions = UnsafeMutablePointer.allocated(Constructions())

    deinit {
        instances.pointee.destroy()
        instances.free()
        constructions.free()
    }

    // MARK: - Reading what is kept

    /// The instance kept for `type`, if one is (a weak one: if it is still alive), read with
    /// `read` from what the index keeps: the instance itself or the object that holds it.
    ///
    /// Inlined into the caller, specialized: the common case costs `indexLock`, a probe of
    /// the index and the retain of the instance returned, and no generic metadata or call.
    @inlinable @inline(__always)
    func keptInstance<T>(of type: T.Type, sharing: Sharing, read: (AnyObject, Holding) -> T) -> T? {
        var instance: T?
        indexLock.withLock { instance = lockedKeptInstance(of: type, sharing: sharing, read: read) }
        return instance
    }

    /// ``keptInstance(of:sharing:read:)`` while `indexLock` is held.
    @inlinable @inline(__always)
    func lockedKeptInstance<T>(of type: T.Type, sharing: Sharing, read: (AnyObject, Holding) -> T) -> T? {
        instances.pointee.withReadable(for: ObjectIdentifier(type), sharing: sharing, read)
    }

    /// What `read` takes for `key`'s instance, and how it is held, retained. Not generic:
    /// the slow path looks with it, so that the code that waits and constructs is compiled
    /// once, not once for each type resolved.
    private func keptObject(for key: ObjectIdentifier, sharing: Sharing) -> (AnyObject, Holding)? {
        var found: (AnyObject, Holding)?
        indexLock.withLock { found = instances.pointee.withReadable(for: key, sharing: sharing) { ($0, $1) } }
        return found
    }

    /// What a resolve found when it looked for its type.
    enum Claim {
        /// What `read` takes.
        case found(AnyObject, Holding)
        /// Nothing: this resolve now owns the construction and must end it with `finish`.
        case construct(Constructions.Ticket)
        /// Another resolve is constructing it: wait, then look again.
        case wait
    }

    // MARK: - Resolving synchronously

    /// The instance of `type` kept, or the one `make` constructs; waits, blocking the
    /// calling thread, while another resolve constructs it.
    ///
    /// `sharing` says what is asked for. `keep` makes the object to keep of an instance and
    /// says how it holds it (the instance itself, a ``StrongBox`` or a ``WeakReference``);
    /// `read` gets the instance back from that object (for `.weak`, from the object the
    /// reference still holds), told how it is held.
    @inlinable @inline(__always)
    func instance<T, Failure: Error>(
        of type: T.Type,
        sharing: Sharing,
        keep: (T) -> (AnyObject, Holding),
        read: (AnyObject, Holding) -> T,
        _ make: () throws(Failure) -> T
    ) throws(Failure) -> T {
        if let instance = keptInstance(of: type, sharing: sharing, read: read) {
            return instance
        }
        return try constructedOrAwaitedInstance(of: type, sharing: sharing, keep: keep, read: read, make)
    }

    /// ``instance(of:sharing:keep:read:_:)`` when it found none: constructs it, or waits
    /// for the resolve that does.
    @usableFromInline
    func constructedOrAwaitedInstance<T, Failure: Error>(
        of type: T.Type,
        sharing: Sharing,
        keep: (T) -> (AnyObject, Holding),
        read: (AnyObject, Holding) -> T,
        _ make: () throws(Failure) -> T
    ) throws(Failure) -> T {
        let ticket: Constructions.Ticket
        switch claimWaiting(ObjectIdentifier(type), of: type, sharing: sharing) {
        case .found(let object, let holding): return read(object, holding)
        case .construct(let mine): ticket = mine
        case .wait: preconditionFailure("claimWaiting waits")
        }
        return try Constructions.run(make, keep: keep) { finish(ticket, keeping: $0) }
    }

    /// Looks for `key`'s instance (of `type`), and while another resolve constructs it waits
    /// on the lock's condition, blocking the calling thread: the object `read` takes, or a
    /// construction to run. Stops the program when the construction under way is this
    /// thread's own: it resolved its own type again.
    private func claimWaiting(_ key: ObjectIdentifier, of type: Any.Type, sharing: Sharing) -> Claim {
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let (object, holding) = keptObject(for: key, sharing: sharing) { return .found(object, holding) }
            switch constructions.pointee.state(of: key) {
            case .notUnderWay:
                return .construct(constructions.pointee.start(key, on: .current))
            case .underWay:
                constructions.pointee.blockedThreads += 1
                lock.wait()
                constructions.pointee.blockedThreads -= 1
            case .underWayOnThisThread:
                fatalError("""
                    DIKit: constructing the shared instance of \(type) resolved \(type) again, \
                    which would wait for itself forever: a cycle through a closure or a Lazy \
                    that is called while the instance is constructed
                    """)
            }
        }
    }

    /// The resolves waiting for a construction now (``SharedInstanceStore/waitingResolveCount``).
    func waitingResolves() -> Int {
        lock.withLock { constructions.pointee.waitingResolves }
    }

    // MARK: - Ending a construction

    /// Ends the construction `ticket` stands for: keeps `kept` (`nil`: nothing, after a
    /// throw) under its type and wakes the resolves waiting for it. When it was removed
    /// meanwhile, keeps nothing: its value goes only to the resolve that constructed it.
    private func finish(_ ticket: Constructions.Ticket, keeping kept: (AnyObject, Holding)?) {
        let waiters = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            guard let (key, waiters) = constructions.pointee.end(ticket) else {
                return []  // removed while it ran: `remove` has woken its waiters
            }
            if let (object, holding) = kept {
                indexLock.withLock { instances.pointee.keep(object, holding: holding, for: key) }
            }
            lock.broadcast()
            return waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    // MARK: - Removing

    /// Drops the instances and constructions whose keys `isRemoved` accepts. A construction
    /// under way among them is forgotten: its waiters look again (and the first constructs
    /// anew), and what it makes is not kept. The instances are released after both locks are:
    /// a `deinit` that resolves again does not deadlock.
    func remove(where isRemoved: (ObjectIdentifier) -> Bool) {
        let (dropped, waiters) = lock.withLock { () -> ([Unmanaged<AnyObject>], [CheckedContinuation<Void, Never>]) in
            var dropped: [Unmanaged<AnyObject>] = []
            indexLock.withLock { dropped = instances.pointee.remove(where: isRemoved) }
            let waiters = constructions.pointee.remove(where: isRemoved)
            lock.broadcast()
            return (dropped, waiters)
        }
        for object in dropped { object.release() }
        for waiter in waiters { waiter.resume() }
    }
}

// MARK: - Resolving asynchronously

#if compiler(>=6.2)  // nonisolated(nonsending), SE-0461
extension InstanceTable {
    /// The instance of `type`, when ``keptInstance(of:sharing:read:)`` (which the caller,
    /// inlined, has just called) found none: the one `make` constructs, or the one another
    /// resolve constructs meanwhile, `sharing`, `keep` and `read` as for the synchronous
    /// variant. Suspends, without blocking a thread, while another resolve constructs it.
    ///
    /// `nonisolated(nonsending)`, as `make` is: `make` runs on the caller's actor, so a
    /// closure that captures that actor's state is never sent anywhere.
    @usableFromInline
    nonisolated(nonsending)
    func constructedOrAwaitedInstance<T, Failure: Error>(
        of type: T.Type,
        sharing: Sharing,
        keep: (T) -> (AnyObject, Holding),
        read: (AnyObject, Holding) -> T,
        _ make: nonisolated(nonsending) () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        let ticket: Constructions.Ticket
        switch await claimSuspending(ObjectIdentifier(type), sharing: sharing) {
        case .found(let object, let holding): return read(object, holding)
        case .construct(let mine): ticket = mine
        case .wait: preconditionFailure("claimSuspending waits")
        }
        return try await Constructions.run(make, keep: keep) { finish(ticket, keeping: $0) }
    }

    /// Looks for `key`'s instance, and while another resolve constructs it suspends until
    /// that construction ends: the object `read` takes, or a construction to run.
    nonisolated(nonsending)
    private func claimSuspending(_ key: ObjectIdentifier, sharing: Sharing) async -> Claim {
        while true {
            let claim = lock.withLock { () -> Claim in
                if let (object, holding) = keptObject(for: key, sharing: sharing) { return .found(object, holding) }
                if constructions.pointee.state(of: key) != .notUnderWay { return .wait }
                return .construct(constructions.pointee.start(key, on: nil))
            }
            guard case .wait = claim else { return claim }
            await waitForConstruction(of: key)
        }
    }

    /// Suspends until the construction of `key` under way ends (at once if it already has).
    /// The lock is taken and released inside the continuation's body, before the task
    /// suspends: it is never held across a suspension.
    nonisolated(nonsending)
    private func waitForConstruction(of key: ObjectIdentifier) async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let ended = lock.withLock { !constructions.pointee.addWaiter(waiter, to: key) }
            if ended { waiter.resume() }
        }
    }
}
#endif

/// How a ``SharedInstanceStore`` resolves: reads what its table keeps, runs a construction, waits
/// for one, and removes, with the table's lock held for each look and each change, and never
/// while a construction runs.
///
/// A construction runs with the lock released: it may resolve other shared instances, which
/// take it again, and a slow one holds up nobody but the resolves of its own type. While it
/// runs, a synchronous resolve of the same type sleeps on the table's `sleepers`, the one lock
/// with a condition to wait on, made the first time a resolve of the store must wait; an
/// asynchronous one suspends on a continuation. When it ends, all of them look again: they
/// find the instance, or, when it threw, nothing, and the first of them constructs.
///
/// A resolve that finds its instance, the common case, takes the lock, finds the type in the
/// index and reads the instance (itself, or from the object that holds it), retaining nothing
/// but the instance it returns. A first resolve takes it twice more, to start its construction
/// and to end it.
///
/// A resolve sleeps on `sleepers` only after it has counted itself among `blockedThreads` and
/// read `endedConstructions`, under the lock; whatever ends a construction or removes one
/// counts it in `endedConstructions` under the lock, and then, if a resolve may sleep, takes
/// `sleepers` to wake them. A sleeper compares the count again with `sleepers` held, so a wake
/// cannot come between its look and its sleep and be lost.
extension SharedInstanceStore {
    // MARK: - Reading what is kept

    /// The instance kept for `type`, if one is (a weak one: if it is still alive), read with
    /// `read` from what the index keeps: the instance itself or the object that holds it.
    ///
    /// Inlined into the caller, specialized: the common case costs the lock, a probe of the
    /// index and the retain of the instance returned, and no generic metadata or call.
    @inlinable @inline(__always)
    func keptInstance<T>(of type: T.Type, sharing: Sharing, read: (AnyObject, Holding) -> T) -> T? {
        var instance: T?
        lock.withLock { instance = table.instances.withReadable(for: ObjectIdentifier(type), sharing: sharing, read) }
        return instance
    }

    /// What a resolve found when it looked for its type.
    enum Claim {
        /// What `read` takes, retained.
        case found(AnyObject, Holding)
        /// Nothing: this resolve now owns the construction and must end it with `finish`.
        case construct(Constructions.Ticket)
        /// Another resolve is constructing it: wait until a construction ends, then look again.
        /// `ended` is `endedConstructions` when it looked.
        case wait(ended: UInt)
        /// This thread is constructing it: the resolve would wait for itself.
        case cycle
    }

    /// Looks for `key`'s instance; when there is none, starts its construction or, if another
    /// resolve constructs it, tells to wait (counting a synchronous resolve among
    /// `blockedThreads`); a synchronous resolve on the thread of the construction is a cycle.
    /// Not generic: the code that starts and waits for constructions is compiled once.
    private func claimed(_ key: ObjectIdentifier, sharing: Sharing, synchronously: Bool) -> Claim {
        var claim = Claim.cycle
        lock.withLock {
            if let found = table.instances.withReadable(for: key, sharing: sharing, { ($0, $1) }) {
                claim = .found(found.0, found.1)
                return
            }
            switch table.constructions.state(of: key) {
            case .notUnderWay:
                claim = .construct(table.constructions.start(key, on: synchronously ? .current : nil))
            case .underWay:
                if synchronously { table.blockedThreads += 1 }
                claim = .wait(ended: table.endedConstructions)
            case .underWayOnThisThread where synchronously:
                claim = .cycle
            case .underWayOnThisThread:
                // A task run on the thread while its synchronous construction runs there (an
                // executor drained inline, a nested run loop): it suspends, and the construction
                // goes on.
                claim = .wait(ended: table.endedConstructions)
            }
        }
        return claim
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

    /// ``instance(of:sharing:keep:read:_:)`` when it found none: looks again, and constructs
    /// it, or waits for the resolve that does and looks again. Stops the program when the
    /// construction under way is this thread's own: it resolved its own type again.
    @usableFromInline
    func constructedOrAwaitedInstance<T, Failure: Error>(
        of type: T.Type,
        sharing: Sharing,
        keep: (T) -> (AnyObject, Holding),
        read: (AnyObject, Holding) -> T,
        _ make: () throws(Failure) -> T
    ) throws(Failure) -> T {
        var claim = claimed(ObjectIdentifier(type), sharing: sharing, synchronously: true)
        while true {
            switch claim {
            case .found(let object, let holding):
                return read(object, holding)
            case .construct(let ticket):
                return try Constructions.run(make, keep: keep) { finish(ticket, keeping: $0) }
            case .wait(let ended):
                sleepUntilAConstructionEnds(after: ended)
                claim = claimed(ObjectIdentifier(type), sharing: sharing, synchronously: true)
            case .cycle:
                Constructions.stopAtACycle(through: type)
            }
        }
    }

    /// Sleeps on `sleepers` until `endedConstructions` is no longer `ended`, then counts this
    /// thread out of `blockedThreads` (which `claimed` counted it in).
    private func sleepUntilAConstructionEnds(after ended: UInt) {
        let sleepers = self.sleepers()
        sleepers.lock()
        while true {
            var stillRunning = false
            lock.withLock { stillRunning = table.endedConstructions == ended }
            guard stillRunning else { break }
            sleepers.wait()
        }
        sleepers.unlock()
        lock.withLock { table.blockedThreads -= 1 }
    }

    /// The table's `sleepers`, made now if no resolve had to wait before. Made outside the
    /// lock, which guards nothing that slow; when two threads make one at once, the first kept
    /// is the one both use.
    private func sleepers() -> Lock {
        var existing: Lock?
        lock.withLock { existing = table.sleepers }
        if let existing { return existing }
        let made = Lock()
        var kept = made
        lock.withLock {
            if let other = table.sleepers { kept = other } else { table.sleepers = made }
        }
        return kept
    }

    /// The resolves waiting for a construction now (``waitingResolveCount``).
    func waitingResolves() -> Int {
        var count = 0
        lock.withLock { count = table.blockedThreads + table.constructions.suspendedResolves }
        return count
    }

    // MARK: - Ending a construction

    /// Ends the construction `ticket` stands for: keeps `kept` (`nil`: nothing, after a
    /// throw) under its type and wakes the resolves waiting for it. When it was removed
    /// meanwhile, keeps nothing: its value goes only to the resolve that constructed it.
    private func finish(_ ticket: Constructions.Ticket, keeping kept: (AnyObject, Holding)?) {
        var replaced: Unmanaged<AnyObject>?
        var waiters: [CheckedContinuation<Void, Never>] = []
        var sleepers: Lock?
        lock.withLock {
            guard let (key, suspended) = table.constructions.end(ticket) else {
                return  // removed while it ran: `remove` has woken its waiters
            }
            if let (object, holding) = kept {
                replaced = table.instances.keep(object, holding: holding, for: key)
            }
            waiters = suspended
            sleepers = countEndedConstructionLocked()
        }
        replaced?.release()
        wake(sleepers, waiters)
    }

    /// Counts a construction ended (or removed), with `lock` held; the `sleepers` to wake, if
    /// a thread may be asleep.
    private func countEndedConstructionLocked() -> Lock? {
        table.endedConstructions &+= 1
        return table.blockedThreads > 0 ? table.sleepers : nil
    }

    /// Wakes the threads asleep on `sleepers` and resumes `waiters`, with `lock` released.
    private func wake(_ sleepers: Lock?, _ waiters: [CheckedContinuation<Void, Never>]) {
        if let sleepers {
            sleepers.lock()
            sleepers.broadcast()
            sleepers.unlock()
        }
        for waiter in waiters { waiter.resume() }
    }

    // MARK: - Removing

    /// Drops the instances and constructions whose keys `isRemoved` accepts. A construction
    /// under way among them is forgotten: its waiters look again (and the first constructs
    /// anew), and what it makes is not kept. The instances are released after the lock is:
    /// a `deinit` that resolves again does not deadlock.
    func removeInstances(where isRemoved: (ObjectIdentifier) -> Bool) {
        var dropped: [Unmanaged<AnyObject>] = []
        var waiters: [CheckedContinuation<Void, Never>] = []
        var sleepers: Lock?
        lock.withLock {
            dropped = table.instances.remove(where: isRemoved)
            waiters = table.constructions.remove(where: isRemoved)
            sleepers = countEndedConstructionLocked()
        }
        for object in dropped { object.release() }
        wake(sleepers, waiters)
    }
}

// MARK: - Resolving asynchronously

#if compiler(>=6.2)  // nonisolated(nonsending), SE-0461
extension SharedInstanceStore {
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
        case .wait, .cycle: preconditionFailure("claimSuspending waits, and has no thread to find a cycle on")
        }
        return try await Constructions.run(make, keep: keep) { finish(ticket, keeping: $0) }
    }

    /// Looks for `key`'s instance, and while another resolve constructs it suspends until
    /// that construction ends: the object `read` takes, or a construction to run.
    nonisolated(nonsending)
    private func claimSuspending(_ key: ObjectIdentifier, sharing: Sharing) async -> Claim {
        while true {
            let claim = claimed(key, sharing: sharing, synchronously: false)
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
            var ended = false
            lock.withLock { ended = !table.constructions.addWaiter(waiter, to: key) }
            if ended { waiter.resume() }
        }
    }
}
#endif

/// The state of a ``SharedInstanceStore``: one ``InstanceSlot`` per type, and the lock that
/// guards them.
///
/// A construction runs with the lock released: it may resolve other shared instances, which
/// take the lock again, and a slow one holds up nobody but the resolves of its own type.
/// While it runs its slot says ``InstanceSlot/constructing(_:)``; a synchronous resolve of
/// the same type waits on the lock's condition, an asynchronous one suspends on a
/// continuation. When it ends, all of them look again: they find the instance, or, when it
/// threw, an empty slot, and the first of them constructs.
///
/// `@unchecked Sendable`: `slots` is read and written only while `lock` is held, and no
/// access to it outlives the critical section that made it (a waiter reads it again after
/// waking). The dictionary lives behind a pointer, allocated once, so that reading it is not
/// checked for exclusive access at run time: the lock already makes every access exclusive. The instances themselves are not required to be `Sendable`: the store hands an
/// instance to whoever resolves it, as ``SharedInstanceStore`` documents.
@usableFromInline
final class InstanceTable: @unchecked Sendable {
    private let lock = Lock()
    private let slotsStorage: UnsafeMutablePointer<[ObjectIdentifier: InstanceSlot]> = {
        let storage = UnsafeMutablePointer<[ObjectIdentifier: InstanceSlot]>.allocate(capacity: 1)
        storage.initialize(to: [:])
        return storage
    }()

    /// One slot per type; only while `lock` is held.
    private var slots: [ObjectIdentifier: InstanceSlot] {
        _read { yield slotsStorage.pointee }
        _modify { yield &slotsStorage.pointee }
    }

    deinit {
        slotsStorage.deinitialize(count: 1)
        slotsStorage.deallocate()
    }

    /// What a resolve found when it looked at its type's slot.
    enum Claim {
        /// The object that holds the stored instance (see ``InstanceSlot``).
        case found(AnyObject)
        /// Nothing: this resolve now owns the construction and must end it with `finish`.
        case construct(Construction)
        /// Another resolve is constructing it: wait, then look again.
        case wait
    }

    // MARK: - Resolving synchronously

    /// The stored instance of `type`, read by `read` from the object that holds it, or the
    /// one `make` constructs, kept as `keep` says; waits, blocking the calling thread, while
    /// another resolve constructs it.
    @usableFromInline
    func instance<T, Failure: Error>(
        of type: T.Type,
        keep: (T) -> InstanceSlot,
        read: (AnyObject) -> T,
        _ make: () throws(Failure) -> T
    ) throws(Failure) -> T {
        let key = ObjectIdentifier(type)
        let construction: Construction
        switch claimWaiting(key, type: type) {
        case .found(let holder): return read(holder)
        case .construct(let mine): construction = mine
        case .wait: preconditionFailure("claimWaiting waits")
        }
        let value: T
        do throws(Failure) {
            value = try make()
        } catch {
            finish(key, construction, keeping: nil)
            throw error
        }
        finish(key, construction, keeping: keep(value))
        return value
    }

    /// Looks at `key`'s slot, and while another resolve constructs it waits on the lock's
    /// condition, blocking the calling thread: the instance, or a construction to run.
    private func claimWaiting<T>(_ key: ObjectIdentifier, type: T.Type) -> Claim {
        lock.lock()
        defer { lock.unlock() }
        while true {
            switch slots[key] {
            case .constructing(let construction)?:
                if let thread = construction.thread, thread.isCurrent {
                    fatalError("""
                        DIKit: constructing the shared instance of \(T.self) resolved \(T.self) again, \
                        which would wait for itself forever: a cycle through a closure or a Lazy \
                        that is called while the instance is constructed
                        """)
                }
                lock.wait()
            case let slot?:
                if let holder = slot.instance { return .found(holder) }
                fallthrough  // a weak instance that was released: construct it again
            case nil:
                let construction = Construction(thread: .current)
                slots[key] = .constructing(construction)
                return .construct(construction)
            }
        }
    }

    // MARK: - Ending a construction

    /// Ends `construction`: stores `slot` in its place (`nil`: nothing, after a throw) and
    /// wakes the resolves waiting for it. When it was removed meanwhile, keeps nothing:
    /// its value goes only to the resolve that constructed it.
    private func finish(_ key: ObjectIdentifier, _ construction: Construction, keeping slot: InstanceSlot?) {
        let waiters = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            guard case .constructing(let current)? = slots[key], current === construction else {
                return []  // removed while it ran: `remove` has woken its waiters
            }
            slots[key] = slot
            lock.broadcast()
            return construction.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    // MARK: - Removing

    /// Drops the slots whose keys `isRemoved` accepts. A construction under way among them
    /// is forgotten: its waiters look again (and the first constructs anew), and what it
    /// makes is not kept.
    func remove(where isRemoved: (ObjectIdentifier) -> Bool) {
        let waiters = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            var waiters: [CheckedContinuation<Void, Never>] = []
            slots = slots.filter { key, slot in
                guard isRemoved(key) else { return true }
                if case .constructing(let construction) = slot {
                    waiters += construction.waiters
                    construction.waiters = []
                }
                return false
            }
            lock.broadcast()
            return waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}

// MARK: - Resolving asynchronously

#if compiler(>=6.2)  // nonisolated(nonsending), SE-0461
extension InstanceTable {
    /// The stored instance of `type`, read by `read` from the object that holds it, or the
    /// one `make` constructs, kept as `keep` says; suspends, without blocking a thread, while
    /// another resolve constructs it.
    ///
    /// `nonisolated(nonsending)`, as `make` is: `make` runs on the caller's actor, so a
    /// closure that captures that actor's state is never sent anywhere.
    @usableFromInline
    nonisolated(nonsending)
    func instance<T, Failure: Error>(
        of type: T.Type,
        keep: (T) -> InstanceSlot,
        read: (AnyObject) -> T,
        _ make: nonisolated(nonsending) () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        let key = ObjectIdentifier(type)
        let construction: Construction
        switch await claimSuspending(key) {
        case .found(let holder): return read(holder)
        case .construct(let mine): construction = mine
        case .wait: preconditionFailure("claimSuspending waits")
        }
        let value: T
        do throws(Failure) {
            value = try await make()
        } catch {
            finish(key, construction, keeping: nil)
            throw error
        }
        finish(key, construction, keeping: keep(value))
        return value
    }

    /// Looks at `key`'s slot, and while another resolve constructs it suspends until that
    /// construction ends: the instance, or a construction to run.
    nonisolated(nonsending)
    private func claimSuspending(_ key: ObjectIdentifier) async -> Claim {
        while true {
            let claim = lock.withLock { () -> Claim in
                switch slots[key] {
                case .constructing?:
                    return .wait
                case let slot?:
                    if let holder = slot.instance { return .found(holder) }
                    fallthrough  // a weak instance that was released: construct it again
                case nil:
                    let construction = Construction(thread: nil)
                    slots[key] = .constructing(construction)
                    return .construct(construction)
                }
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
            let ended = lock.withLock { () -> Bool in
                guard case .constructing(let construction)? = slots[key] else { return true }
                construction.waiters.append(waiter)
                return false
            }
            if ended { waiter.resume() }
        }
    }
}
#endif

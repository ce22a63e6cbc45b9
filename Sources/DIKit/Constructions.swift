/// The constructions under way in a store (``SharedInstanceStore`` or
/// ``IsolatedInstanceStore``): the first resolve of a type runs one, and the resolves that
/// come meanwhile wait for it.
///
/// Accessed only while the thread-safe store's `lock` is held, or from the one isolation of
/// an ``IsolatedInstanceStore``. A list, not a dictionary: only the constructions running at
/// one moment are in it (on each thread or task, those nested in one another), so it stays
/// short, a search from the start costs less than hashing the key, and its memory, once
/// grown, is reused by every later construction.
struct Constructions {
    /// One construction, told apart from a later one of the same type: the resolve that
    /// started it ends it by its ticket, since it may have been removed meanwhile (by one of
    /// the store's `remove` methods) and another begun in its place.
    struct Ticket: Equatable {
        fileprivate let number: UInt64
    }

    /// Whether a type's construction is under way, as a resolve that finds none kept needs
    /// to know.
    enum State {
        case notUnderWay
        case underWay
        /// Under way synchronously on the calling thread: the construction asks for itself.
        case underWayOnThisThread
    }

    private struct Entry {
        let key: ObjectIdentifier
        let ticket: Ticket
        /// The thread of a synchronous construction; `nil` for an asynchronous one, which
        /// can move from thread to thread.
        let thread: ThreadIdentity?
        /// The asynchronous resolves waiting for it, resumed when it ends, whether it
        /// returned, threw or was removed. Synchronous resolves of a ``SharedInstanceStore``
        /// sleep on its table's `sleepers`; those of an ``IsolatedInstanceStore`` cannot wait.
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    /// The one construction under way when there is only one, the common case: kept in the
    /// store's own memory, so that a new store's first construction allocates nothing for it.
    private var first: Entry?
    /// The others, nested in it or on other threads and tasks.
    private var others: [Entry] = []
    private var ticketsIssued: UInt64 = 0

    /// The asynchronous resolves suspended until a construction ends, now. (The store counts
    /// the synchronous ones that block their threads.)
    var suspendedResolves: Int { (first?.waiters.count ?? 0) + others.reduce(0) { $0 + $1.waiters.count } }

    /// Whether `key`'s construction is under way, and where.
    func state(of key: ObjectIdentifier) -> State {
        let entry = first?.key == key ? first : others.first { $0.key == key }
        guard let entry else { return .notUnderWay }
        if let thread = entry.thread, thread.isCurrent { return .underWayOnThisThread }
        return .underWay
    }

    /// Records the start of `key`'s construction, on `thread` (`nil`: asynchronously).
    mutating func start(_ key: ObjectIdentifier, on thread: ThreadIdentity?) -> Ticket {
        ticketsIssued += 1
        let ticket = Ticket(number: ticketsIssued)
        let entry = Entry(key: key, ticket: ticket, thread: thread)
        if first == nil { first = entry } else { others.append(entry) }
        return ticket
    }

    /// Adds `waiter` to `key`'s construction under way; `false` if none is.
    mutating func addWaiter(_ waiter: CheckedContinuation<Void, Never>, to key: ObjectIdentifier) -> Bool {
        if first?.key == key {
            first?.waiters.append(waiter)
            return true
        }
        guard let position = others.firstIndex(where: { $0.key == key }) else { return false }
        others[position].waiters.append(waiter)
        return true
    }

    /// Ends the construction `ticket` stands for and returns its type's key and its
    /// waiters; `nil` if it was removed meanwhile (and its waiters given to whoever removed
    /// it).
    mutating func end(_ ticket: Ticket) -> (key: ObjectIdentifier, waiters: [CheckedContinuation<Void, Never>])? {
        if let entry = first, entry.ticket == ticket {
            first = nil
            return (entry.key, entry.waiters)
        }
        guard let position = others.firstIndex(where: { $0.ticket == ticket }) else { return nil }
        let entry = others.remove(at: position)
        return (entry.key, entry.waiters)
    }

    /// Forgets the constructions whose keys `isRemoved` accepts, and returns their waiters.
    mutating func remove(where isRemoved: (ObjectIdentifier) -> Bool) -> [CheckedContinuation<Void, Never>] {
        var waiters = others.filter { isRemoved($0.key) }.flatMap(\.waiters)
        others.removeAll { isRemoved($0.key) }
        if let entry = first, isRemoved(entry.key) {
            waiters += entry.waiters
            first = nil
        }
        return waiters
    }
}

// MARK: - Running one

extension Constructions {
    /// Stops the program: constructing `type`'s instance resolved `type` again, on its thread
    /// (both stores find this the same way, and say it in the same words).
    static func stopAtACycle(through type: Any.Type) -> Never {
        fatalError("""
            DIKit: constructing the shared instance of \(type) resolved \(type) again, which \
            would wait for itself forever: a cycle through a closure or a Lazy that is called \
            while the instance is constructed
            """)
    }

    /// The value `make` constructs, after `end` is given what `keep` makes of it to keep; if
    /// `make` throws, `end` is given `nil` and the error is rethrown with its type. How
    /// both stores run a construction they have claimed, whose `end` finishes its ticket.
    static func run<T, Failure: Error>(
        _ make: () throws(Failure) -> T,
        keep: (T) -> (AnyObject, Holding),
        end: ((AnyObject, Holding)?) -> Void
    ) throws(Failure) -> T {
        let value: T
        do throws(Failure) {
            value = try make()
        } catch {
            end(nil)
            throw error
        }
        end(keep(value))
        return value
    }

    #if compiler(>=6.2)  // nonisolated(nonsending), SE-0461
    /// ``run(_:keep:end:)`` for an asynchronous `make`, which runs in the caller's isolation.
    nonisolated(nonsending)
    static func run<T, Failure: Error>(
        _ make: nonisolated(nonsending) () async throws(Failure) -> T,
        keep: (T) -> (AnyObject, Holding),
        end: ((AnyObject, Holding)?) -> Void
    ) async throws(Failure) -> T {
        let value: T
        do throws(Failure) {
            value = try await make()
        } catch {
            end(nil)
            throw error
        }
        end(keep(value))
        return value
    }
    #endif
}

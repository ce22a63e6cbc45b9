#if canImport(Darwin)
import Darwin
#elseif os(Windows)
import WinSDK
#else
import Synchronization
#endif

/// The lock around an ``InstanceTable``: its index of kept instances and its constructions
/// under way. The only lock a resolve takes, inlined into the generated code.
///
/// It is held only to probe the index and read an instance (a weak one through a dynamic
/// cast), to keep an instance (the index may grow), to start or end a construction, or to drop
/// some: never while anything runs that could take it again, waits or resolves. So it needs no
/// condition, and can be the cheapest lock of each platform: `os_unfair_lock` on Apple
/// platforms, an `SRWLOCK` on Windows, and elsewhere an atomic word, taken with one
/// compare-and-exchange and released with one exchange, inlined. A thread that finds the word
/// held sleeps until it is released: it never spins, so a thread that holds it and is
/// preempted is not starved by threads waiting for it, and two threads that read one store
/// at once take turns rather than pass its cache line back and forth. (Not
/// `Synchronization.Mutex`: on Linux it asks the kernel for the thread's id on every lock,
/// which made a read no faster than `pthread_mutex_lock`.)
///
/// A noncopyable value, stored in its table: the atomic word is part of the table's own
/// allocation, and the threads that find one held sleep on one ``Lock`` for the whole
/// process, `parking`, so that a table costs no allocation for its lock (on Apple platforms
/// and Windows, the primitive lives behind a pointer of its own, which never moves).
/// Contention is rare, and a release that wakes the sleepers of other tables too costs them
/// one look at their own word.
@usableFromInline
struct TableLock: ~Copyable, @unchecked Sendable {
    #if canImport(Darwin)
    @usableFromInline let primitive: UnsafeMutablePointer<os_unfair_lock>
    #elseif os(Windows)
    @usableFromInline let primitive: UnsafeMutablePointer<SRWLOCK>
    #else
    /// 0: free; 1: held; 2: held, and a thread may be asleep waiting for it.
    @usableFromInline let state = Atomic<Int>(0)
    #endif

    init() {
        #if canImport(Darwin)
        primitive = .allocate(capacity: 1)
        primitive.initialize(to: os_unfair_lock())
        #elseif os(Windows)
        primitive = .allocate(capacity: 1)
        InitializeSRWLock(primitive)
        #endif
    }

    #if canImport(Darwin) || os(Windows)
    deinit {
        primitive.deallocate()
    }
    #endif

    /// Runs `body` with the lock held. `body` takes no other lock and waits for nothing.
    @inlinable @inline(__always)
    func withLock(_ body: () -> Void) {
        #if canImport(Darwin)
        os_unfair_lock_lock(primitive)
        body()
        os_unfair_lock_unlock(primitive)
        #elseif os(Windows)
        AcquireSRWLockExclusive(primitive)
        body()
        ReleaseSRWLockExclusive(primitive)
        #else
        if !state.compareExchange(expected: 0, desired: 1, successOrdering: .acquiring, failureOrdering: .relaxed).exchanged {
            acquireContended()
        }
        body()
        if state.exchange(0, ordering: .releasing) == 2 {
            wakeSleepers()
        }
        #endif
    }

    #if !canImport(Darwin) && !os(Windows)
    /// Where the threads that find a table's lock held sleep, whichever table.
    private static let parking = Lock()

    /// Takes the lock that was held at the first try: marks it as awaited (2) and sleeps
    /// until a release wakes this thread, as many times as it finds it held again.
    @usableFromInline
    func acquireContended() {
        Self.parking.lock()
        while state.exchange(2, ordering: .acquiring) != 0 {
            Self.parking.wait()
        }
        Self.parking.unlock()
    }

    /// Wakes the threads asleep in ``acquireContended()``, after a release that found the lock
    /// awaited. Taking `parking` first means a thread between its look and its sleep is not
    /// missed: it holds `parking` until it sleeps.
    @usableFromInline
    func wakeSleepers() {
        Self.parking.lock()
        Self.parking.broadcast()
        Self.parking.unlock()
    }
    #endif
}

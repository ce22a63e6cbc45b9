#if canImport(Darwin)
import Darwin
#elseif os(Windows)
import WinSDK
#else
import Synchronization
#endif

/// The lock around an ``InstanceTable``'s index of kept instances: the only lock a resolve
/// that finds its instance takes, inlined into the generated code.
///
/// It is held only to probe the index and read an instance (a weak one through a dynamic
/// cast), to keep an instance (the index may grow) or to drop some: never while anything
/// runs that could take it again, waits or resolves. So it needs no condition of its own,
/// and can be the cheapest lock of each platform: `os_unfair_lock` on Apple platforms, an
/// `SRWLOCK` on Windows, and elsewhere an atomic word, taken with one compare-and-exchange
/// and released with one exchange, inlined. A thread that finds it held sleeps, on a
/// ``Lock`` of its own, until it is released: it never spins, so a thread that holds it and
/// is preempted is not starved by threads waiting for it. (Not `Synchronization.Mutex`: on
/// Linux it asks the kernel for the thread's id on every lock, which made a read no faster
/// than `pthread_mutex_lock`.) The table's own ``Lock`` serves the constructions and the
/// resolves that wait for them.
///
/// `@unchecked Sendable`: the primitive is used only through the functions or atomic
/// operations that make it safe to share, and lives behind a pointer or in an `Atomic`,
/// which never moves.
@usableFromInline
final class IndexLock: @unchecked Sendable {
    #if canImport(Darwin)
    @usableFromInline let primitive: UnsafeMutablePointer<os_unfair_lock> = {
        let primitive = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
        primitive.initialize(to: os_unfair_lock())
        return primitive
    }()
    #elseif os(Windows)
    @usableFromInline let primitive: UnsafeMutablePointer<SRWLOCK> = {
        let primitive = UnsafeMutablePointer<SRWLOCK>.allocate(capacity: 1)
        InitializeSRWLock(primitive)
        return primitive
    }()
    #else
    /// 0: free; 1: held; 2: held, and a thread may be waiting for it.
    @usableFromInline let state = Atomic<Int>(0)
    /// Where a thread that finds the lock held sleeps until it is released.
    @usableFromInline let parking = Lock()
    #endif

    init() {}

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
            wakeWaiters()
        }
        #endif
    }

    #if !canImport(Darwin) && !os(Windows)
    /// Takes the lock that another thread holds: marks it as waited for (2) and sleeps on
    /// `parking` until the thread that releases it wakes the waiters, then tries again. The
    /// mark is set while `parking` is held, and the releasing thread takes `parking` to wake,
    /// so a release between the mark and the sleep cannot be missed. Once marked, the lock
    /// stays marked until it is next free: a waiter that takes it takes it as 2, since others
    /// may still sleep.
    @usableFromInline
    func acquireContended() {
        parking.lock()
        while state.exchange(2, ordering: .acquiring) != 0 {
            parking.wait()
        }
        parking.unlock()
    }

    /// Wakes the threads sleeping in `acquireContended()`: the lock was released marked.
    @usableFromInline
    func wakeWaiters() {
        parking.lock()
        parking.broadcast()
        parking.unlock()
    }
    #endif
}

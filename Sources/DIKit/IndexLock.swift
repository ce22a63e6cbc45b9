#if canImport(Darwin)
import Darwin
#elseif os(Windows)
import WinSDK
#else
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(Bionic)
import Bionic
#endif
import Synchronization
#endif

/// The lock around an ``InstanceTable``'s index of kept instances: the only lock a resolve
/// that finds its instance takes, inlined into the generated code.
///
/// It is held only to probe the index, to keep an instance or to drop some: never while
/// anything runs that could take it again or wait, and never for long. So it needs no
/// condition, and can be the cheapest lock of each platform: `os_unfair_lock` on Apple
/// platforms, an `SRWLOCK` on Windows, and elsewhere a spin lock on an atomic flag, taken
/// with one compare-and-exchange and released with a plain store, inlined. (Not
/// `Synchronization.Mutex`: on Linux it asks the kernel for the thread's id on every lock,
/// which made a read no faster than `pthread_mutex_lock`.) A thread that finds the spin lock
/// taken spins a while, then yields its processor, in case the thread that holds it was
/// preempted. ``Lock``, a `pthread` mutex with a condition, serves the constructions and the
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
    /// Whether a thread holds the lock.
    @usableFromInline let isHeld = Atomic<Bool>(false)
    #endif

    init() {}

    #if canImport(Darwin) || os(Windows)
    deinit {
        primitive.deallocate()
    }
    #endif

    /// Runs `body` with the lock held. `body` takes no other lock and waits for nothing.
    @inlinable
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
        if !isHeld.compareExchange(expected: false, desired: true, successOrdering: .acquiring, failureOrdering: .relaxed).exchanged {
            acquireContended()
        }
        body()
        isHeld.store(false, ordering: .releasing)
        #endif
    }

    #if !canImport(Darwin) && !os(Windows)
    /// Takes the spin lock that another thread holds, once that thread releases it: reads
    /// the flag until it is clear (reading, unlike exchanging, leaves the other core's cache
    /// line alone), yielding the processor every so often.
    @usableFromInline
    func acquireContended() {
        while true {
            var reads = 0
            while isHeld.load(ordering: .relaxed) {
                reads += 1
                if reads == 100 {
                    reads = 0
                    sched_yield()
                }
            }
            if isHeld.compareExchange(expected: false, desired: true, successOrdering: .acquiring, failureOrdering: .relaxed).exchanged {
                return
            }
        }
    }
    #endif
}

#if canImport(Darwin)
import Darwin
#elseif os(Windows)
import WinSDK
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(Bionic)
import Bionic
#else
#error("DIKit's lock needs pthreads or Windows' SRW locks")
#endif

/// A mutual-exclusion lock with one condition to wait on: `pthread_mutex_t` and
/// `pthread_cond_t`, or `SRWLOCK` and `CONDITION_VARIABLE` on Windows.
///
/// Why not the alternatives:
/// - `Synchronization.Mutex` is available from macOS 15 and iOS 18 only, and `DIKit`
///   declares older platforms, so every use would need an availability check; it has no
///   condition to wait on either.
/// - `os_unfair_lock` exists only on Apple platforms, and has no condition either.
/// - `NSLock` and `NSCondition` would make every app that links `DIKit` link Foundation
///   (on Linux, a large library) for what fits in this file.
///
/// The mutex and the condition are allocated once and never move: a pthread mutex must
/// stay at the address it was initialized at, which a stored property of a class does
/// not promise.
///
/// `@unchecked Sendable`: every access to the primitives goes through the C functions that
/// make them safe to share; the class has no other state.
@usableFromInline
final class Lock: @unchecked Sendable {
    #if os(Windows)
    private let mutex = UnsafeMutablePointer<SRWLOCK>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<CONDITION_VARIABLE>.allocate(capacity: 1)
    #else
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    #endif

    init() {
        #if os(Windows)
        InitializeSRWLock(mutex)
        InitializeConditionVariable(condition)
        #else
        mutex.initialize(to: pthread_mutex_t())
        condition.initialize(to: pthread_cond_t())
        var status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
        status = pthread_cond_init(condition, nil)
        precondition(status == 0, "pthread_cond_init failed: \(status)")
        #endif
    }

    deinit {
        #if !os(Windows)
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deinitialize(count: 1)
        mutex.deinitialize(count: 1)
        #endif
        condition.deallocate()
        mutex.deallocate()
    }

    /// Takes the lock, waiting for it if another thread holds it.
    @usableFromInline
    func lock() {
        #if os(Windows)
        AcquireSRWLockExclusive(mutex)
        #else
        let status = pthread_mutex_lock(mutex)
        precondition(status == 0, "pthread_mutex_lock failed: \(status)")
        #endif
    }

    /// Releases the lock, which the calling thread holds.
    @usableFromInline
    func unlock() {
        #if os(Windows)
        ReleaseSRWLockExclusive(mutex)
        #else
        let status = pthread_mutex_unlock(mutex)
        precondition(status == 0, "pthread_mutex_unlock failed: \(status)")
        #endif
    }

    /// Runs `body` with the lock held. `body` must not wait for anything but the lock's
    /// own condition, and never suspends: it is synchronous.
    func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Releases the lock, sleeps until `broadcast()` is called (or spuriously: callers wait
    /// in a loop that checks their condition again), and takes the lock again.
    /// The calling thread must hold the lock.
    func wait() {
        #if os(Windows)
        // With no timeout it returns only once woken; callers check their condition again.
        _ = SleepConditionVariableSRW(condition, mutex, INFINITE, 0)
        #else
        let status = pthread_cond_wait(condition, mutex)
        precondition(status == 0, "pthread_cond_wait failed: \(status)")
        #endif
    }

    /// Wakes every thread waiting in `wait()`.
    func broadcast() {
        #if os(Windows)
        WakeAllConditionVariable(condition)
        #else
        pthread_cond_broadcast(condition)
        #endif
    }
}

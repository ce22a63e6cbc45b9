#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutex with a condition variable (POSIX threads), for threads that wait until others
/// hand them work. Foundation's `NSCondition` does the same, but only the full Foundation
/// has it, and dikitgen links just its essentials.
final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Inside `withLock`: releases the lock until `broadcast` is called, then takes it again.
    /// As with any condition variable, a wait may also end spuriously: wait in a loop.
    func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes every thread in `wait`.
    func broadcast() {
        pthread_cond_broadcast(condition)
    }
}

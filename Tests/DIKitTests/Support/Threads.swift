import Foundation

/// Runs code on many threads at once, with a deadline, so that a deadlock fails a test
/// instead of hanging the test run.
enum Threads {
    /// Runs `body(0)` ... `body(count - 1)`, each on a thread of its own, released together
    /// once all of them have started. Returns whether all of them returned before `timeout`
    /// seconds; threads still blocked then are left blocked.
    static func run(_ count: Int, timeout: Double = 60, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
        let started = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for index in 0..<count {
            finished.enter()
            Thread.detachNewThread {
                started.signal()
                go.wait()
                body(index)
                finished.leave()
            }
        }
        for _ in 0..<count { started.wait() }
        for _ in 0..<count { go.signal() }
        return finished.wait(timeout: .now() + timeout) == .success
    }

    /// Runs `body` on a thread of its own; returns whether it returned before `timeout` seconds.
    static func finishes(within timeout: Double = 60, _ body: @escaping @Sendable () -> Void) -> Bool {
        run(1, timeout: timeout) { _ in body() }
    }

    /// Blocks the calling thread until `condition` holds, looking again every tenth of a
    /// millisecond: a handshake on the state of what is tested (`waitingResolveCount`), not a
    /// guess of how long the others take. `false` if it does not hold within `timeout` seconds.
    @discardableResult
    static func waitUntil(timeout: Double = 60, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.0001)
        }
        return true
    }
}

/// Suspends until `condition` holds, looking again every tenth of a millisecond: the
/// asynchronous ``Threads/waitUntil(timeout:_:)``, on the caller's actor (which the
/// condition may read: an isolated store's count).
@discardableResult
func eventually(timeout: Double = 600, isolation: isolated (any Actor)? = #isolation, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        guard Date() < deadline else { return false }
        try? await Task.sleep(nanoseconds: 100_000)
    }
    return true
}

/// The result of `operation`, or `nil` if it did not finish within `timeout` seconds (the
/// operation is then left running, so a deadlock fails the test instead of hanging it).
///
/// The deadline is generous, ten minutes by default, longer than all of `make test`: the
/// operation's tasks run on the cooperative thread pool, which has one thread per core, and
/// within `make test` synchronous tests of other suites (a golden's `swiftc`, the plugin's
/// `swift build`) hold those threads for minutes on a 2-core machine. A short deadline
/// failed there, starved, not deadlocked. The deadline is a Dispatch timer, so it fires
/// on time even while the pool is starved.
func withTimeout<T: Sendable>(
    seconds timeout: Double = 600,
    _ operation: @escaping @Sendable () async -> T
) async -> T? {
    let outcome = Locked<CheckedContinuation<T?, Never>?>(nil)
    return await withCheckedContinuation { continuation in
        outcome.withLock { $0 = continuation }
        let finish: @Sendable (T?) -> Void = { result in
            outcome.withLock { pending in
                pending?.resume(returning: result)
                pending = nil
            }
        }
        Task.detached { finish(await operation()) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { finish(nil) }
    }
}

import Dispatch

/// Work spread over all cores, with results in input order whatever the scheduling, so
/// output never depends on the number of threads.
enum Parallel {
    /// `[body(0), ..., body(count - 1)]`, computed on all cores in chunks of `chunkSize`
    /// indices; on the calling thread when there is only one chunk.
    ///
    /// `body` is `@Sendable` and its results `Sendable`, so Swift checks that the work only
    /// shares what may be shared. The one unchecked thing is the results buffer, which each
    /// chunk writes at its own indices only.
    static func map<Value: Sendable>(count: Int, chunkSize: Int = 512, _ body: @Sendable (Int) -> Value) -> [Value] {
        guard count > chunkSize else { return (0..<count).map(body) }
        let chunkCount = (count + chunkSize - 1) / chunkSize
        return Array(unsafeUninitializedCapacity: count) { buffer, initializedCount in
            nonisolated(unsafe) let results = buffer
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                for index in (chunk * chunkSize)..<min(count, (chunk + 1) * chunkSize) {
                    (results.baseAddress! + index).initialize(to: body(index))
                }
            }
            initializedCount = count
        }
    }
}

extension Parallel {
    /// `(first(), second())`, the two computed at the same time on two cores.
    /// Checked as `map` is; each result has a slot of its own.
    static func both<First: Sendable, Second: Sendable>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        nonisolated(unsafe) let firstResult = UnsafeMutablePointer<First>.allocate(capacity: 1)
        nonisolated(unsafe) let secondResult = UnsafeMutablePointer<Second>.allocate(capacity: 1)
        defer {
            firstResult.deallocate()
            secondResult.deallocate()
        }
        DispatchQueue.concurrentPerform(iterations: 2) { iteration in
            if iteration == 0 {
                firstResult.initialize(to: first())
            } else {
                secondResult.initialize(to: second())
            }
        }
        return (firstResult.move(), secondResult.move())
    }
}

/// What a process that exits right after need not free, as compilers do: the generator's
/// work (`leavesWorkForProcessExit`), the command line's parsed files.
public enum ProcessLifetime {
    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Keeps `value` until the process exits.
    public static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Box(value))
    }
}

import Dispatch

/// Work spread over all cores, with results in input order whatever the scheduling, so
/// output never depends on the number of threads.
enum Parallel {
    /// `[body(0), ..., body(count - 1)]`, computed on all cores in chunks of `chunkSize`
    /// indices; on the calling thread when there is only one chunk.
    static func map<Value>(count: Int, chunkSize: Int = 512, _ body: (Int) -> Value) -> [Value] {
        guard count > chunkSize else { return (0..<count).map(body) }
        let chunkCount = (count + chunkSize - 1) / chunkSize
        return withoutActuallyEscaping(body) { body in
            Array(unsafeUninitializedCapacity: count) { buffer, initializedCount in
                let shared = UncheckedSendable((body: body, results: buffer))
                // Each chunk initializes its own slots; no two chunks share one.
                DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                    for index in (chunk * chunkSize)..<min(count, (chunk + 1) * chunkSize) {
                        (shared.value.results.baseAddress! + index).initialize(to: shared.value.body(index))
                    }
                }
                initializedCount = count
            }
        }
    }
}

extension Parallel {
    /// `(first(), second())`, the two computed at the same time on two cores.
    static func both<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
        let firstResult = UnsafeMutablePointer<First>.allocate(capacity: 1)
        let secondResult = UnsafeMutablePointer<Second>.allocate(capacity: 1)
        defer {
            firstResult.deallocate()
            secondResult.deallocate()
        }
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                let shared = UncheckedSendable((first: first, second: second, firstResult: firstResult, secondResult: secondResult))
                // Each iteration initializes its own result.
                DispatchQueue.concurrentPerform(iterations: 2) { iteration in
                    if iteration == 0 {
                        shared.value.firstResult.initialize(to: shared.value.first())
                    } else {
                        shared.value.secondResult.initialize(to: shared.value.second())
                    }
                }
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

/// A value handed to concurrent iterations that only read it, or write disjoint parts of it.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

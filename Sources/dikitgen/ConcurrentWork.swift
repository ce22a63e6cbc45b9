import Dispatch
import SwiftDeclarations
#if canImport(Glibc)
import FoundationEssentials
#else
import Foundation
#endif

/// Results written by index from concurrent iterations. Each slot is written by exactly one
/// iteration and read only after all of them finished, so the slots need no lock: distinct
/// slots are distinct memory.
final class ConcurrentResults<Value>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    subscript(index: Int) -> Value? {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    /// Every slot's value; `nil` where nothing was written.
    var values: [Value?] { Array(storage) }
}

extension ConcurrentResults where Value == Never {
    /// How many workers `forEachIndex` runs: the `DIKITGEN_JOBS` environment variable when
    /// it is a positive number (tests compare 1 and many), else one per active core.
    static var workerCount: Int {
        if let text = ProcessInfo.processInfo.environment["DIKITGEN_JOBS"], let jobs = Int(text), jobs > 0 {
            return jobs
        }
        return ProcessInfo.processInfo.activeProcessorCount
    }

    /// Calls `body` for every index in `0..<count`, on `workerCount` threads that take the
    /// next index as they become free. Each worker passes the same `memory` to all of its
    /// calls, so a file read or parsed in it reuses the memory of the previous one.
    static func forEachIndex(_ count: Int, _ body: @Sendable (Int, inout WorkerMemory) -> Void) {
        let workers = max(1, min(workerCount, count))
        let next = WorkCounter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var memory = WorkerMemory()
            while true {
                let index = next.take()
                guard index < count else { return }
                body(index, &memory)
            }
        }
    }

    /// What `body` returns on each of `workerCount` threads that run it at once; `body`
    /// shares out the work itself.
    static func collect<Result>(_ body: @Sendable () -> Result) -> [Result] {
        let results = ConcurrentResults<Result>(count: workerCount)
        DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
            results[worker] = body()
        }
        return results.values.map { $0! }
    }
}

/// What a worker reuses from one file to the next: the buffer a file is read into, the
/// parser's memory, and buffers for what is made of the file (its dump, its cache entry).
struct WorkerMemory {
    var fileBytes: [UInt8] = []
    var parsing = Parser.Workspace()
    var output: [UInt8] = []
    var payload = BinaryWriter()
}

/// Hands out 0, 1, 2, ... to concurrent workers. A lock, not `Synchronization.Atomic`,
/// which needs macOS 15: dikitgen builds for the platforms' default deployment targets, as
/// the plugins build it from source. A worker takes one number per file, so the lock is
/// taken a few thousand times a run, almost always uncontended.
private final class WorkCounter: Sendable {
    private let lock = ConditionLock()
    nonisolated(unsafe) private var next = 0

    func take() -> Int {
        lock.withLock {
            defer { next += 1 }
            return next
        }
    }
}

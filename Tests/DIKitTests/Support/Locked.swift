import Foundation

/// A value that test threads and tasks share, read and written under a lock.
///
/// `@unchecked Sendable`: `value` is touched only inside `withLock`.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }

    /// The value now.
    var current: Value { withLock { $0 } }
}

extension Locked where Value == Int {
    /// Adds one and returns the new count.
    @discardableResult
    func increment() -> Int {
        withLock { value in
            value += 1
            return value
        }
    }
}

/// A value made the first time it is read, once.
///
/// `dikitgen` passes a `Lazy<T>` to a dependency declared as `Lazy<T>`: the type gets a
/// handle, and `T` is resolved only when, and if, it reads ``value``. It also breaks a
/// dependency cycle, since constructing the type does not construct `T`.
///
/// ```swift
/// let database = Lazy { self.resolveDatabase() }   // what generated code writes
/// database.value   // resolves the database
/// database.value   // the same value again
/// ```
///
/// ## Semantics
///
/// - The closure runs once, at the first read of ``value``, on the reading thread; every
///   read returns what it made. Then the closure is released, and with it what it captured
///   (the resolver, in generated code).
/// - Thread-safe: reads that come while the closure runs wait for it, blocking their
///   threads, and get its value. The closure runs without a lock held, so it may read other
///   `Lazy` values; if it reads this one again, on its own thread, that is a cycle, and the
///   program stops with a message rather than wait for itself forever.
///
/// ## Not `Sendable`
///
/// The closure generated code passes captures the resolver, which need not be `Sendable`:
/// `Lazy { self.resolveDatabase() }` in a protocol extension of a resolver protocol. A `Lazy`
/// that could be sent to another thread would call the resolver there, so `Lazy` is not
/// `Sendable`, whatever `Value` is; it stays in the isolation that made it, as the resolver
/// does. That is also why the closure is an ordinary one: requiring it to be `@Sendable`
/// would reject every resolver that is not `Sendable`.
///
/// A conditional `@unchecked Sendable where Value: Sendable`, with a second initializer
/// that takes a `@Sendable` closure, would not be sound: a conformance cannot depend on which
/// initializer made the value, so a `Lazy` made with a closure that captures a non-`Sendable`
/// resolver would be `Sendable` too. Region-based isolation gives what is sound instead: a
/// `Lazy` whose closure captures only `Sendable` values (a `Sendable` resolver) can be *sent*,
/// for example to an actor's `init(dependency: sending Dependency)`, as long as its maker does
/// not keep using it. Reads from several threads are still safe, for code that shares a
/// `Lazy` without Swift 6's checking (Swift 5 mode, or `nonisolated(unsafe)`).
public final class Lazy<Value> {
    /// Where the value is: the closure that makes it, the thread making it, or the value.
    private enum State {
        case pending(() -> Value)
        case making(ThreadIdentity)
        case made(Value)
    }

    private let lock = Lock()
    /// Read and written only while `lock` is held.
    private var state: State

    /// A value that `make` makes at the first read of ``value``.
    ///
    /// - Parameter make: Makes the value; called at most once, on the thread of the first read.
    public init(_ make: @escaping () -> Value) {
        state = .pending(make)
    }

    /// The value, made by the closure at the first read.
    public var value: Value {
        lock.lock()
        while true {
            switch state {
            case .made(let value):
                lock.unlock()
                return value
            case .making(let thread):
                if thread.isCurrent {
                    lock.unlock()
                    fatalError("DIKit: Lazy<\(Value.self)>'s closure read its own value: a cycle")
                }
                lock.wait()
            case .pending(let make):
                state = .making(.current)
                lock.unlock()
                let value = make()
                lock.withLock {
                    state = .made(value)
                    lock.broadcast()
                }
                return value
            }
        }
    }
}

/// Not `Sendable`, said explicitly: the closure may capture a resolver that is not (see
/// ``Lazy``), and no module should add the conformance.
@available(*, unavailable)
extension Lazy: Sendable {}

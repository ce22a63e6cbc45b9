/// A construction under way in a ``SharedInstanceStore``: the first resolve of a type
/// runs it, and the resolves that come meanwhile wait for it.
///
/// Accessed only while the store's `lock` (the mutex, not `indexLock`) is held. A class,
/// so that a waiter is added in place, and so that the resolve that started it recognizes it
/// by identity when it ends (it may have been removed meanwhile, by `remove(_:)` or
/// `removeAll()`).
@usableFromInline
final class Construction {
    /// The thread of a synchronous construction; `nil` for an asynchronous one, which can
    /// move from thread to thread.
    let thread: ThreadIdentity?

    /// The asynchronous resolves waiting for it, resumed when it ends, whether it returned,
    /// threw or was removed. Synchronous resolves wait on the store's condition instead.
    var waiters: [CheckedContinuation<Void, Never>] = []

    init(thread: ThreadIdentity?) {
        self.thread = thread
    }
}

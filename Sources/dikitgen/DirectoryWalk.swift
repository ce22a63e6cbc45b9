import Foundation

/// The directories of a tree still to list, shared by the threads that list them: each
/// takes a directory, lists it and hands back its subdirectories. The walk is over when no
/// directory is left to take and none is being listed.
final class DirectoryWalk: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [SourceDiscovery.Directory]
    private var beingListed = 0

    init(root: SourceDiscovery.Directory) {
        pending = [root]
    }

    /// The next directory to list, once there is one; `nil` when the walk is over.
    func next() -> SourceDiscovery.Directory? {
        condition.withLock {
            while pending.isEmpty && beingListed > 0 { condition.wait() }
            guard let directory = pending.popLast() else { return nil }
            beingListed += 1
            return directory
        }
    }

    /// Ends the listing of a directory taken with `next()`, whose subdirectories are
    /// `subdirectories`.
    func finished(adding subdirectories: [SourceDiscovery.Directory]) {
        condition.withLock {
            pending += subdirectories
            beingListed -= 1
            condition.broadcast()
        }
    }
}

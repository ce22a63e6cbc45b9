/// The directories of a tree still to list, shared by the threads that list them: each
/// takes a directory, lists it and hands back its subdirectories. The walk is over when no
/// directory is left to take and none is being listed. Directories are numbered as they
/// are handed back, the root 0, so that what is found in each can be put back in order.
final class DirectoryWalk: @unchecked Sendable {
    private let condition = ConditionLock()
    private var pending: [(number: Int, directory: SourceDiscovery.Directory)]
    private var beingListed = 0
    private var numbered = 1

    init(root: SourceDiscovery.Directory) {
        pending = [(0, root)]
    }

    /// How many directories were handed back, the root included; read once the walk is over.
    var directoryCount: Int {
        condition.withLock { numbered }
    }

    /// The next directory to list and its number, once there is one; `nil` when the walk is over.
    func next() -> (number: Int, directory: SourceDiscovery.Directory)? {
        condition.withLock {
            while pending.isEmpty && beingListed > 0 { condition.wait() }
            guard let directory = pending.popLast() else { return nil }
            beingListed += 1
            return directory
        }
    }

    /// Ends the listing of a directory taken with `next()`, whose subdirectories are
    /// `subdirectories`. Returns the number of the first of them; the others follow it.
    func finished(adding subdirectories: [SourceDiscovery.Directory]) -> Int {
        condition.withLock {
            let first = numbered
            for (offset, directory) in subdirectories.enumerated() {
                pending.append((first + offset, directory))
            }
            numbered += subdirectories.count
            beingListed -= 1
            condition.broadcast()
            return first
        }
    }
}

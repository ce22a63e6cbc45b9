import DIKit
import Synchronization

/// Counts constructions, from any thread.
final class Constructions: Sendable {
    static let shared = Constructions()
    private let counts = Mutex<[String: Int]>([:])

    func record(_ name: String) {
        counts.withLock { $0[name, default: 0] += 1 }
    }

    func count(_ name: String) -> Int {
        counts.withLock { $0[name, default: 0] }
    }
}

protocol AppResolver: Resolver, Sendable {
    var sharedInstances: SharedInstanceStore { get }
    func provideDatabasePath() -> String
}

import DIKit

/// A class whose instances are told apart by identity and counted as they are made and
/// released; each test makes its own counters.
final class Counted: SharedInstance, Sendable {
    let made: Locked<Int>
    let released: Locked<Int>?

    init(counting made: Locked<Int>, released: Locked<Int>? = nil) {
        self.made = made
        self.released = released
        made.increment()
    }

    deinit { released?.increment() }
}

/// A class-bound protocol: its existential, `any Tracked`, is a reference and a witness
/// table, which the store keeps apart from `Counted` itself.
protocol Tracked: AnyObject {
    var made: Locked<Int> { get }
}

extension Counted: Tracked {}

/// Distinct types, so that one store keeps several instances side by side.
final class First: SharedInstance, Sendable {}
final class Second: SharedInstance, Sendable {}
final class Third: SharedInstance, Sendable {}

/// The error a construction throws in tests, caught by type.
struct ConstructionFailed: Error, Equatable {
    var attempt: Int
}

/// A class the store keeps weakly.
final class Session: WeakSharedInstance, Sendable {
    let released: Locked<Int>

    init(made: Locked<Int>, released: Locked<Int>) {
        self.released = released
        made.increment()
    }

    deinit { released.increment() }
}

/// Unique identities of a list of objects.
func identities(_ objects: [AnyObject]) -> Set<ObjectIdentifier> {
    Set(objects.map(ObjectIdentifier.init))
}

/// Watches an object without keeping it alive (a `weak var` the compiler does not ask to
/// make a `weak let`, which Swift 6.1 does not have).
final class Watch<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object?) {
        self.object = object
    }

    var isReleased: Bool { object == nil }
}

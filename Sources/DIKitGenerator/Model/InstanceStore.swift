/// Where a resolver keeps its shared instances: the type of the `var sharedInstances { get }`
/// it declares, or a protocol it refines declares.
struct InstanceStore: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// `SharedInstanceStore`: thread-safe, for a resolver of any isolation.
        case threadSafe
        /// `IsolatedInstanceStore`: without locks, for a resolver used from one isolation at a
        /// time. Not `Sendable`.
        case isolated

        /// The kind a declaration's type names: `SharedInstanceStore` or
        /// `IsolatedInstanceStore`, as written or qualified with its module.
        init?(typeText text: String) {
            switch text {
            case "SharedInstanceStore", "DIKit.SharedInstanceStore": self = .threadSafe
            case "IsolatedInstanceStore", "DIKit.IsolatedInstanceStore": self = .isolated
            default: return nil
            }
        }

        /// The runtime type, as generated code names it.
        var typeName: String {
            switch self {
            case .threadSafe: "SharedInstanceStore"
            case .isolated: "IsolatedInstanceStore"
            }
        }
    }

    var kind: Kind
    /// Declared `nonisolated`: read from any isolation, even in a resolver isolated to an actor.
    var isNonisolated: Bool
    /// The property's name in its declaration.
    var reference: SourceReference
}

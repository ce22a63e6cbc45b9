/// A dependency that receives a way to resolve its target later, not the target's value:
/// construction does not resolve the target, so a cycle through one is no cycle.
enum DeferredDependency {
    /// A dependency of function type that returns a bound type, `(Item) async -> Screen`:
    /// a closure that resolves the target at each call, its parameters supplying the
    /// target's call-site parameters.
    case factory(TypeDescription.FunctionType)
    /// `Lazy<T>` of a bound `T`: resolved at the first read of its value, once.
    case lazy

    /// The key of the type a dependency of type `type` stands for: the type a `T?`,
    /// `Lazy<T>` or closure wraps, else its own.
    static func targetKey(of type: TypeReference) -> TypeKey {
        wrapped(in: type)?.key ?? type.key
    }

    /// How a dependency whose own type nothing binds may still be resolved: the type it
    /// wraps, and whether generated code passes the target's value (`T` into `T?`) or
    /// defers it. `nil` when its type wraps nothing.
    ///
    /// Asked of every unbound dependency: a plain name wraps nothing, and is ruled out first.
    static func wrapped(in type: TypeReference) -> (key: TypeKey, deferred: DeferredDependency?)? {
        guard !type.key.isPlainName else { return nil }
        switch type.description {
        case .optional(let wrapped):
            return (wrapped.key, nil)
        case .function(let function):
            // The structure keeps the names its spelling gives the parameters (`(_ item: Item)`).
            return (function.result.key, .factory(function))
        // The key names `DIKit.Lazy` without its module (`TypeTable.withoutStandardModules`).
        case .named(let components) where components.count == 1 && components[0].name == "Lazy" && components[0].genericArguments.count == 1:
            return (components[0].genericArguments[0].key, .lazy)
        default:
            return nil
        }
    }
}

/// One dependency of one node of a graph: its position among the node's dependencies.
struct DependencyPosition: Hashable {
    var node: NodeID
    var index: Int
}

extension TypeDescription.FunctionType {
    /// `@Sendable`, without a global actor: the closure may run on any thread.
    func isSendable(among globalActors: GlobalActors) -> Bool {
        attributes.contains("Sendable") && globalActor(among: globalActors) == nil
    }

    /// Neither `@Sendable` nor isolated: a closure of this type runs in the isolation of
    /// the code that makes it, and belongs there.
    func runsWhereMade(among globalActors: GlobalActors) -> Bool {
        !attributes.contains("Sendable") && globalActor(among: globalActors) == nil
    }

    /// The global actor a closure of this type runs on: `@MainActor () -> T`.
    func globalActor(among globalActors: GlobalActors) -> String? {
        // A function type's attributes keep their arguments in the text: `convention(c)`.
        attributes.first { globalActors.contains($0) && !$0.contains("(") }
    }

    /// The global actor a closure of this type runs on when it is made in a method on
    /// `makerActor`: its own; none when `@Sendable`; else, as any closure that is not
    /// `@Sendable`, its maker's.
    func runsOn(madeOn makerActor: String?, among globalActors: GlobalActors) -> String? {
        globalActor(among: globalActors) ?? (isSendable(among: globalActors) ? nil : makerActor)
    }

    /// Whether a closure of this type, made on `makerActor`, awaits `targetActor` to call
    /// a method there: only an `async` one can.
    func hops(to targetActor: String?, madeOn makerActor: String?, among globalActors: GlobalActors) -> Bool {
        guard isAsync, let targetActor else { return false }
        return targetActor != runsOn(madeOn: makerActor, among: globalActors)
    }
}

/// What calling each generated method involves: the effects its binding declares, merged
/// with those of every method it calls, so an `async` or a `throws` reaches every method
/// that depends on it, at any distance. A closure or `Lazy` that resolves a dependency
/// later is not called by the method: its target's effects stay in the closure.
///
/// Computed once per binding, in an order where each binding comes after its dependencies
/// (the graph has no cycle by then): linear in bindings + dependencies.
struct MethodEffects {
    struct Entry {
        var effects: Effects
        /// The binding whose declaration makes the method effectful, for diagnostics: its
        /// own, or else the origin of its first dependency (in declaration order) whose
        /// method is effectful. `nil` when the method has no effect.
        var origin: Int?

        static let none = Entry(effects: .none, origin: nil)
    }

    /// The `resolve` method of each binding.
    let ofBinding: [Entry]
    /// The `injectTo` method of each property-injectable type.
    let ofInjectable: [Entry]

    /// `inherited` gives, for a refined resolver, the effects of the method of the same name
    /// that it inherits, if any: its own must have them too (see `InheritedEffects`).
    init(graph: ResolverGraph, dependencyOrder: [Int], inherited: InheritedEffects.OfMethods? = nil) {
        var ofBinding = Array(repeating: Entry.none, count: graph.bindings.count)
        for binding in dependencyOrder {
            var declared = graph.bindings[binding].effects
            if let inherited { declared = declared.merging(inherited.ofBinding[binding]) }
            let own = declared.isNone ? Entry.none : Entry(effects: declared, origin: binding)
            ofBinding[binding] = MethodEffects.merged(own, graph.constructionTargets(of: .resolve(binding)), ofBinding)
        }
        self.ofInjectable = graph.propertyInjectables.indices.map { position in
            let floor = inherited?.ofInjectable[position] ?? .none
            return MethodEffects.merged(floor.isNone ? .none : Entry(effects: floor, origin: nil), graph.constructionTargets(of: .injectTo(position)), ofBinding)
        }
        self.ofBinding = ofBinding
    }

    /// `own` merged with the effects of each resolved target's method.
    private static func merged(_ own: Entry, _ targets: [Int?], _ known: [Entry]) -> Entry {
        var result = own
        for case let target? in targets where !known[target].effects.isNone {
            result.effects = result.effects.merging(known[target].effects)
            result.origin = result.origin ?? known[target].origin
        }
        return result
    }
}

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

    private let entries: MethodTable<Entry>

    /// `inherited` gives, for a refined resolver, the effects of the method of the same name
    /// that it inherits, if any: its own must have them too (see `InheritedEffects`).
    init(graph: ResolverGraph, dependencyOrder: [Int], inherited: MethodTable<Effects>? = nil) {
        var entries = MethodTable(repeating: Entry.none, bindingCount: graph.bindings.count, injectableCount: graph.propertyInjectables.count)
        for binding in dependencyOrder {
            let method = GeneratedMethod.resolve(binding)
            var declared = graph.bindings[binding].effects
            if let inherited { declared = declared.merging(inherited[method]) }
            let own = declared.isNone ? Entry.none : Entry(effects: declared, origin: binding)
            entries[method] = MethodEffects.merged(own, graph.constructionTargets(of: method), entries)
        }
        for position in graph.propertyInjectables.indices {
            let method = GeneratedMethod.injectTo(position)
            let floor = inherited?[method] ?? .none
            entries[method] = MethodEffects.merged(floor.isNone ? .none : Entry(effects: floor, origin: nil), graph.constructionTargets(of: method), entries)
        }
        self.entries = entries
    }

    /// What calling `method` involves.
    subscript(method: GeneratedMethod) -> Entry { entries[method] }

    /// `own` merged with the effects of each resolved target's method.
    private static func merged(_ own: Entry, _ targets: [Int?], _ known: MethodTable<Entry>) -> Entry {
        var result = own
        for case let target? in targets {
            let targetEntry = known[.resolve(target)]
            guard !targetEntry.effects.isNone else { continue }
            result.effects = result.effects.merging(targetEntry.effects)
            result.origin = result.origin ?? targetEntry.origin
        }
        return result
    }
}

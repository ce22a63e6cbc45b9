/// What calling each generated method involves: the effects its binding declares, merged
/// with those of every method it calls, so an `async` or a `throws` reaches every method
/// that depends on it, at any distance. A closure or `Lazy` that resolves a dependency
/// later is not called by the method: its target's effects stay in the closure.
///
/// Computed once per node, in an order where each node comes after its dependencies
/// (the graph has no cycle by then): linear in nodes + dependencies.
struct MethodEffects {
    struct Entry {
        var effects: Effects
        /// The node whose declaration makes the method effectful, for diagnostics: its
        /// own, or else the origin of its first dependency (in declaration order) whose
        /// method is effectful. `nil` when the method has no effect.
        var origin: NodeID?

        static let none = Entry(effects: .none, origin: nil)
    }

    private let entries: NodeTable<Entry>

    /// `inherited` gives, for a refined resolver, the effects of the method of the same name
    /// that it inherits, if any: its own must have them too (see `InheritedEffects`).
    /// `dependencyOrder`: every node, each after those it resolves.
    init(graph: ResolverGraph, dependencyOrder: [NodeID], inherited: NodeTable<Effects>? = nil) {
        var entries = NodeTable(repeating: Entry.none, count: graph.nodes.count)
        for node in dependencyOrder {
            var declared = graph[node].effects
            if let inherited { declared = declared.merging(inherited[node]) }
            // A property-injectable type calls nothing of its own: only an inherited floor is its origin's.
            let own = declared.isNone ? Entry.none : Entry(effects: declared, origin: graph[node].bindsType ? node : nil)
            entries[node] = MethodEffects.merged(own, graph.constructionTargets(of: node), entries)
        }
        self.entries = entries
    }

    /// What calling the method of `node` involves.
    subscript(node: NodeID) -> Entry { entries[node] }

    /// `own` merged with the effects of each resolved target's method.
    private static func merged(_ own: Entry, _ targets: [NodeID?], _ known: NodeTable<Entry>) -> Entry {
        var result = own
        for case let target? in targets {
            let targetEntry = known[target]
            guard !targetEntry.effects.isNone else { continue }
            result.effects = result.effects.merging(targetEntry.effects)
            result.origin = result.origin ?? targetEntry.origin
        }
        return result
    }
}

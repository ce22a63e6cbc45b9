/// Finds one cycle in every strongly connected component of the dependency graph that
/// has one, and explains it: the chain, the property behind each edge, how to break it,
/// and which of its initializers, factory methods or providers are `async` or `throws`.
///
/// Each cycle starts at the binding whose type name sorts first and is the shortest
/// cycle through it, found by a breadth-first search inside the component, so the
/// report is deterministic and the work linear in the component's size.
struct DependencyCycles {
    let graph: ResolverGraph

    func diagnostics(components: StronglyConnectedComponents) -> [Diagnostic] {
        let successors = graph.successors
        return components.components.indices.compactMap { componentIndex in
            let component = components.components[componentIndex]
            guard StronglyConnectedComponents.isCycle(component, successors: successors) else { return nil }
            let start = component.min { graph.nodes[$0].typeName < graph.nodes[$1].typeName }!
            let cycle = shortestCycle(through: start) { components.componentOfNode[$0] == componentIndex }
            return diagnostic(for: cycle)
        }
    }

    /// The nodes of the shortest cycle from `start` back to it, through nodes for which
    /// `isInComponent` holds; `start` is first and not repeated at the end.
    private func shortestCycle(through start: Int, isInComponent: (Int) -> Bool) -> [Int] {
        var predecessor: [Int: Int] = [:]
        var queue = [start]
        var next = 0
        while next < queue.count {
            let node = queue[next]
            next += 1
            for successor in graph.successors[node] where isInComponent(successor) {
                if successor == start {
                    var cycle = [node]
                    while let previous = predecessor[cycle[cycle.count - 1]] { cycle.append(previous) }
                    return cycle.reversed()
                }
                if predecessor[successor] == nil, successor != start {
                    predecessor[successor] = node
                    queue.append(successor)
                }
            }
        }
        preconditionFailure("a cyclic component has a cycle through each of its nodes")
    }

    private func diagnostic(for cycle: [Int]) -> Diagnostic {
        let names = (cycle + [cycle[0]]).map { graph.nodes[$0].typeName }
        var notes: [Diagnostic.Note] = []
        for (position, node) in cycle.enumerated() {
            let target = cycle[(position + 1) % cycle.count]
            let slot = graph.slot(of: NodeID(node), targeting: NodeID(target))
            notes.append(.init(
                "'\(graph.nodes[node].typeName)' depends on '\(graph.nodes[target].typeName)' through \(slot.citation)",
                at: slot.reference
            ))
        }
        let effectful = cycle.filter { graph.nodes[$0].hasTraits }.map { graph.nodes[$0].traitCitation }
        let through = effectful.isEmpty ? "" : " (through \(effectful.joined(separator: ", ")))"
        return Diagnostic(
            .error, id: .dependencyCycle, "dependency cycle: \(names.joined(separator: " -> "))\(through)",
            at: graph.nodes[cycle[0]].reference, notes: notes,
            fix: graph.semantics.includes(.wrappedDependencies)
                ? "break the cycle: take one of these dependencies as a closure ('() -> \(names[1])') or as 'Lazy<\(names[1])>', "
                    + "which resolves it after construction"
                : "break the cycle: pass one of these dependencies as a call-site parameter, "
                    + "or make one of these types PropertyInjectable and inject it after construction"
        )
    }
}

/// The extension of every resolver, as generated code: its methods, sorted by name. A
/// refined resolver's extension holds only what it does not inherit unchanged
/// (`ResolverHierarchy`).
struct ResolverExtensions {
    let extensions: [ResolverFileRenderer.Extension]

    init(graphs: [CheckedGraph], semantics: Semantics) {
        // Under DIKit 0.5's rules every resolver's extension is complete.
        let refined = semantics == .current ? Set(graphs.flatMap(\.parentResolverNames)) : []
        var hierarchy = ResolverHierarchy()
        var extensions = [ResolverFileRenderer.Extension?](repeating: nil, count: graphs.count)
        for index in ResolverExtensions.parentsFirst(graphs) {
            let graph = graphs[index]
            let builder = ResolverMethodBuilder(graph: graph)
            let resolverGraph = graph.resolverGraph
            var methods = Parallel.map(count: resolverGraph.bindings.count, builder.resolveMethod(for:))
            methods += resolverGraph.propertyInjectables.indices.map(builder.injectMethod(for:))
            if refined.contains(graph.resolverName) || !graph.parentResolverNames.isEmpty && semantics == .current {
                let own = hierarchy.ownMethods(of: graph, methodNames: methods.map(\.name))
                methods = methods.filter { own.contains($0.name) }
            }
            // A stable sort by name (equal names keep their order), moving indices, not methods.
            let order = methods.indices.sorted { lhs, rhs in
                methods[lhs].name != methods[rhs].name ? methods[lhs].name < methods[rhs].name : lhs < rhs
            }
            extensions[index] = .init(resolverName: graph.resolverName, members: order.map { .function(methods[$0]) })
        }
        self.extensions = extensions.map { $0! }
    }

    /// The graphs' indices ordered so that each comes after the resolvers it refines.
    private static func parentsFirst(_ graphs: [CheckedGraph]) -> [Int] {
        var indexByName: [String: Int] = [:]
        for (index, graph) in graphs.enumerated() where indexByName[graph.resolverName] == nil {
            indexByName[graph.resolverName] = index
        }
        var ordered: [Int] = []
        var visited = Array(repeating: false, count: graphs.count)
        for root in graphs.indices {
            var stack: [(index: Int, expanded: Bool)] = [(root, false)]
            while let (index, expanded) = stack.popLast() {
                if expanded {
                    ordered.append(index)
                    continue
                }
                guard !visited[index] else { continue }
                visited[index] = true
                stack.append((index, true))
                for parent in graphs[index].parentResolverNames.reversed() {
                    if let parentIndex = indexByName[parent] { stack.append((parentIndex, false)) }
                }
            }
        }
        return ordered
    }
}

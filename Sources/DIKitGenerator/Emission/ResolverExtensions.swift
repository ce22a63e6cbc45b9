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
            // The methods are named now, and built as the renderer prints them.
            let names = (0..<builder.methodCount).map(builder.name(ofMethod:))
            let isRefinement = refined.contains(graph.resolverName) || !graph.parentResolverNames.isEmpty && semantics == .current
            let own = isRefinement ? hierarchy.ownMethods(of: graph, methodNames: names) : nil
            // A stable sort by name (equal names keep their order).
            let methods = names.indices.filter { own?.contains(names[$0]) ?? true }.sorted { lhs, rhs in
                names[lhs] != names[rhs] ? names[lhs] < names[rhs] : lhs < rhs
            }
            extensions[index] = .init(
                resolverName: graph.resolverName,
                members: ExtensionMembers(count: methods.count) { .function(builder.method(methods[$0])) }
            )
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

/// An `unmatched-replacement` warning for each stored property of a `ResolverDouble` whose
/// type no resolver it doubles binds: the property would replace nothing, silently (a type
/// written differently, `APIClient` for `any APIClient`, or a type nothing needs).
struct DoubleReplacements {
    let diagnostics: [Diagnostic]

    init(tree: ResolverTree, results: [(graph: ResolverGraph, check: ResolverGraph.Check)?]) {
        var diagnostics: [Diagnostic] = []
        for id in tree.ids where !tree[id].resolver.replacements.isEmpty {
            let resolver = tree[id].resolver
            // What the doubled resolvers bind, as their graphs were made: a graph with errors
            // reports its own, and tells nothing here.
            let graphs = tree[id].refined.compactMap { results[$0.index]?.graph }
            guard graphs.count == tree[id].refined.count else { continue }
            let bound = Set(graphs.flatMap { graph in graph.nodes.lazy.filter(\.bindsType).map(\.type.key) })
            for replacement in resolver.replacements where !bound.contains(replacement.returnType.key) {
                diagnostics.append(Diagnostic(
                    .warning, id: .unmatchedReplacement,
                    "'\(replacement.signature)' replaces '\(replacement.returnType.spelling)', which "
                        + "\(resolver.parents.map { "'\($0)'" }.joined(separator: " and ")) "
                        + (resolver.parents.count == 1 ? "does" : "do") + " not bind: it replaces nothing",
                    at: replacement.reference,
                    fix: "write the type as the resolver binds it (a protocol's as 'any P'), or remove the property"
                ))
            }
        }
        self.diagnostics = diagnostics
    }
}

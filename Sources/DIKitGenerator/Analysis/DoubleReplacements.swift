/// An `unmatched-replacement` warning for each stored property of a `ResolverDouble` whose
/// type no resolver it doubles binds, nor takes as a dependency with a default: the property
/// would replace nothing, silently (the fake's own type where the resolver binds its protocol,
/// or a type nothing needs).
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
            var bound = Set(graphs.flatMap { graph in graph.nodes.lazy.filter(\.bindsType).map(\.type.key) })
            // A dependency's default is replaced too: `var title: PageTitle = ...` takes the double's.
            for graph in graphs {
                for node in graph.nodes { for slot in node.dependencies where slot.kind == .defaulted { bound.insert(slot.type.key) } }
            }
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

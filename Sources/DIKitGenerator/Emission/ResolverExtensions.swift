/// The extension of every resolver of the generated module, as generated code: its
/// methods, sorted by name. A refined resolver's extension holds only what it does not
/// inherit unchanged (`ResolverHierarchy`), from a resolver of its module or of another,
/// whose graph is among those given but whose extension is that module's to generate.
struct ResolverExtensions {
    let extensions: [ResolverFileRenderer.Extension]
    /// `inaccessible-construction` errors: a method of the generated module's that builds a
    /// type of another module whose construction that module does not make public.
    let diagnostics: [Diagnostic]
    /// With `summarizes`, what the module's summary says of each of its resolvers, by name.
    let summaries: [String: ResolverSummary]

    /// `inherited`: the resolvers of other modules known from their summaries, by name, which some
    /// of `graphs` refine. `summarizes`: every resolver's methods are identified, not only
    /// a refinement's, for the module's summary.
    init(
        graphs: [CheckedGraph], inherited: [String: ResolverSummary] = [:], canonicalNames: CanonicalTypeNames, semantics: Semantics,
        modules: ModuleVisibility, summarizes: Bool = false
    ) {
        var diagnostics: [Diagnostic] = []
        // Under DIKit 0.5's rules every resolver's extension is complete.
        let refined = semantics.includes(.resolverRefinement) ? Set(graphs.flatMap(\.parentResolverNames)) : []
        var hierarchy = ResolverHierarchy(canonicalNames: canonicalNames)
        for summary in inherited.values { hierarchy.inherit(summary) }
        var extensions = [ResolverFileRenderer.Extension?](repeating: nil, count: graphs.count)
        // Each scope's type, and the method of its parent that makes one.
        var scopeTypes: [String: ScopeTypeSyntax] = [:]
        var factoriesByParent: [String: [FunctionSyntax]] = [:]
        for graph in graphs where graph.resolverGraph.resolver.isGenerated {
            guard let scope = graph.resolverGraph.resolver.childScope else { continue }
            let scopeType = ScopeTypeSyntax(scope: scope, resolver: graph.resolverGraph.resolver)
            scopeTypes[graph.resolverName] = scopeType
            // Scopes are few: their parents are looked up, not indexed.
            let parentAccess = graphs.first { $0.resolverName == scope.parentName }?.resolverGraph.resolver.access ?? .internal
            factoriesByParent[scope.parentName, default: []].append(scopeType.factory(parentAccess: parentAccess))
        }
        for index in ResolverHierarchy.parentsFirst(names: graphs.map(\.resolverName), parents: graphs.map(\.parentResolverNames)) {
            let graph = graphs[index]
            let builder = ResolverMethodBuilder(graph: graph)
            // The methods are named now, and built as the renderer prints them.
            let names = graph.names.all
            let isRefinement = refined.contains(graph.resolverName) || !graph.parentResolverNames.isEmpty && semantics.includes(.resolverRefinement)
            let own = isRefinement || summarizes ? hierarchy.ownMethods(of: graph) : nil
            // A stable sort by name (equal names keep their order).
            let methods = graph.resolverGraph.ids.filter { own?.contains(names[$0]) ?? true }.sorted { lhs, rhs in
                let (left, right) = (names[lhs], names[rhs])
                return left != right ? left < right : lhs < rhs
            }
            if graph.resolverGraph.resolver.isGenerated, semantics.includes(.accessControl) || !modules.isSingleModule {
                // In one module, only a private or fileprivate construction can be out of reach.
                for case let type? in methods.lazy.map(builder.builtType(of:))
                where !modules.isSingleModule || type.access.isFilePrivateOrNarrower {
                    diagnostics += InaccessibleConstruction.diagnostics(
                        for: type, builtBy: graph.resolverGraph.resolver, modules: modules, semantics: semantics
                    )
                }
            }
            let factories = factoriesByParent[graph.resolverName] ?? []
            let members = factories.isEmpty
                ? ExtensionMembers(count: methods.count) { .function(builder.method(methods[$0])) }
                : ResolverExtensions.members(methods: methods, named: names, builtBy: builder, factories: factories)
            extensions[index] = .init(resolverName: graph.resolverName, members: members, scopeType: scopeTypes[graph.resolverName])
        }
        self.diagnostics = diagnostics
        let generated = graphs.indices.filter { graphs[$0].resolverGraph.resolver.isGenerated }
        self.extensions = generated.map { extensions[$0]! }
        summaries = summarizes ? Dictionary(generated.map { index in
            (graphs[index].resolverName, hierarchy.summary(of: graphs[index].resolverName, effects: graphs[index].effectsByMethodName))
        }) { first, _ in first } : [:]
    }

    /// The methods and the scope factories of a parent, merged in name order.
    private static func members(
        methods: [NodeID], named names: NodeTable<String>, builtBy builder: ResolverMethodBuilder, factories: [FunctionSyntax]
    ) -> ExtensionMembers {
        enum Source: Sendable {
            case method(NodeID)
            case factory(FunctionSyntax)
        }
        let sources = (methods.map { (names[$0], Source.method($0)) } + factories.map { ($0.name, Source.factory($0)) })
            .enumerated()
            .sorted { $0.element.0 != $1.element.0 ? $0.element.0 < $1.element.0 : $0.offset < $1.offset }
            .map(\.element.1)
        return ExtensionMembers(count: sources.count) { position in
            switch sources[position] {
            case .method(let method): .function(builder.method(method))
            case .factory(let factory): .function(factory)
            }
        }
    }
}

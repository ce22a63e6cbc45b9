/// The extension of every resolver of the generated module, as generated code: its
/// methods, sorted by name. A refined resolver's extension holds only the methods the
/// analysis decided it defines itself (`MethodOwnership`); the others it inherits unchanged,
/// from a resolver of its module or of another. A double's has the requirements it lacks too
/// (`DoubleForwarders`).
struct ResolverExtensions {
    let extensions: [ResolverFileRenderer.Extension]
    /// `inaccessible-construction` errors: a method of the generated module's that builds a
    /// type of another module whose construction that module does not make public.
    let diagnostics: [Diagnostic]
    /// Every type the extensions name, in a program of several modules: what the file must
    /// import by name (`ScopedImports`).
    let namedTypes: [TypeReference]

    /// The extensions of the checked resolvers of the generated module among `resolvers`, in
    /// their order, each scope's type before its extension, and each parent with the methods
    /// that make its scopes.
    init(resolvers: [Generator.Analysis.ResolverAnalysis], tree: ResolverTree, semantics: Semantics, modules: ModuleVisibility) {
        var diagnostics: [Diagnostic] = []
        var namedTypes: [TypeReference] = []
        let generated = resolvers.filter { $0.checked != nil && $0.graph.resolver.isGenerated }
        // Each scope's type, and the method of its parent that makes one.
        var scopeTypes: [ResolverID: ScopeTypeSyntax] = [:]
        var factoriesOfParent: [ResolverID: [FunctionSyntax]] = [:]
        for analysis in generated {
            guard let scope = analysis.graph.resolver.childScope, let parent = tree[analysis.id].scopeParent else { continue }
            let scopeType = ScopeTypeSyntax(scope: scope, resolver: analysis.graph.resolver)
            scopeTypes[analysis.id] = scopeType
            if !modules.isSingleModule { namedTypes += scope.values.map(\.type) }
            factoriesOfParent[parent, default: []].append(scopeType.factory(parentAccess: tree[parent].resolver.access))
        }
        extensions = generated.map { analysis in
            let graph = analysis.checked!
            let builder = ResolverMethodBuilder(graph: graph)
            // The methods are named now, and built as the renderer prints them.
            let names = graph.names.all
            // A stable sort by name (equal names keep their order).
            let methods = graph.resolverGraph.ids.filter { analysis.ownMethods?.contains($0) ?? true }.sorted { lhs, rhs in
                let (left, right) = (names[lhs], names[rhs])
                return left != right ? left < right : lhs < rhs
            }
            if !modules.isSingleModule {
                namedTypes += DoubleForwarders.namedTypes(of: graph.resolverGraph.resolver)
                for method in methods {
                    namedTypes.append(graph.resolverGraph[method].type)
                    namedTypes += graph.callSiteParameters[method].entries.map(\.origin.type)
                }
            }
            if semantics.includes(.accessControl) || !modules.isSingleModule {
                // In one module, only a private or fileprivate construction can be out of reach.
                for case let type? in methods.lazy.map(builder.builtType(of:))
                where !modules.isSingleModule || type.access.isFilePrivateOrNarrower {
                    diagnostics += InaccessibleConstruction.diagnostics(
                        for: type, builtBy: graph.resolverGraph.resolver, modules: modules, semantics: semantics
                    )
                }
            }
            // A double's implementations of the requirements it lacks sort among its methods.
            let factories = (factoriesOfParent[analysis.id] ?? []) + DoubleForwarders.functions(of: graph.resolverGraph.resolver)
            let members = factories.isEmpty
                ? ExtensionMembers(count: methods.count, member: { .function(builder.method(methods[$0])) }, name: { names[methods[$0]] })
                : ResolverExtensions.members(methods: methods, named: names, builtBy: builder, factories: factories)
            return .init(resolverName: graph.resolverName, members: members, scopeType: scopeTypes[analysis.id])
        }
        self.diagnostics = diagnostics
        self.namedTypes = namedTypes
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
            .map(\.element)
        return ExtensionMembers(count: sources.count, member: { position in
            switch sources[position].1 {
            case .method(let method): .function(builder.method(method))
            case .factory(let factory): .function(factory)
            }
        }, name: { sources[$0].0 })
    }
}

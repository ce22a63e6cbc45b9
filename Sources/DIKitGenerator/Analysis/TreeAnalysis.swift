/// The analysis of every resolver of the tree, each once, parents first: its graph (made with
/// what its scope parent, checked before it, resolves), its check, with the effects that the
/// methods of the resolvers it refines give its own, and, for a resolver that refines or is
/// refined (or every one, for a module's summary), which methods its extension defines itself
/// (`MethodOwnership`). A resolver of another module known from its summary is not analysed
/// again: its summary says what a refinement inherits.
struct TreeAnalysis {
    /// Each resolver's graph and check, by `ResolverID`; `nil` for one that was not analysed (a
    /// summary's, or a scope whose parent has errors).
    private(set) var results: [(graph: ResolverGraph, check: ResolverGraph.Check)?]
    /// The methods each checked resolver's extension defines itself, by `ResolverID`; `nil`: all of them.
    private(set) var ownMethods: [Set<NodeID>?]
    /// With `GeneratorOptions.emitsSummary`, what the summary says of each checked resolver of
    /// the generated module, by name.
    private(set) var summaries: [String: ResolverSummary] = [:]
    /// The tree's own problems and those the graphs were made with, the generated module's.
    private(set) var diagnostics: [Diagnostic] = []

    init(
        tree: ResolverTree, model: DIModel, options: GeneratorOptions, visibility: TypeVisibility, sendableTypes: SendableTypes,
        canonicalNames: CanonicalTypeNames
    ) {
        results = Array(repeating: nil, count: tree.nodes.count)
        ownMethods = Array(repeating: nil, count: tree.nodes.count)
        diagnostics = tree.diagnostics + tree.keeperDiagnostics
        var ownership = MethodOwnership(tree: tree, canonicalNames: canonicalNames)
        let factory = ResolverGraphFactory(tree: tree, model: model, settings: options.moduleSettings)
        // Under DIKit 0.5's rules every extension is complete, and nothing is inherited.
        let refinesOthers = options.semantics.includes(.resolverRefinement)
        let isRefined = Set(refinesOthers ? tree.nodes.flatMap(\.refined) : [])
        var inherited = InheritedEffects()
        // A dependency module's resolver is analysed only for what its refinements and scopes
        // read of it: its problems are its own run's to report.
        var dependencyDiagnostics: [Diagnostic] = []
        // The types the generated module's graphs cannot read, reported once after them all.
        var unreadable = Set<DIModel.InjectableID>()
        var unreadableByDependencies = Set<DIModel.InjectableID>()
        for id in tree.parentsFirst {
            let node = tree[id]
            if let summary = node.summary {
                inherited.record(summary.methods.mapValues(\.effects), of: id)
                ownership.inherit(summary, of: id)
                continue
            }
            let parent = node.scopeParent.flatMap { results[$0.index]?.check.graph }
            let made = node.resolver.isGenerated
                ? factory.graph(for: id, parent: parent, diagnostics: &diagnostics, unreadable: &unreadable)
                : factory.graph(for: id, parent: parent, diagnostics: &dependencyDiagnostics, unreadable: &unreadableByDependencies)
            guard let graph = made else { continue }
            let check = graph.check(
                options: options, visibility: visibility, sendableTypes: sendableTypes,
                inheritedEffects: refinesOthers ? inherited.merged(of: node.refined) : nil
            )
            results[id.index] = (graph, check)
            guard let checked = check.graph else { continue }
            if isRefined.contains(id) { inherited.record(checked.effectsBySignature, of: id) }
            // Only a refinement inherits methods; a summary tells the methods of every resolver.
            if refinesOthers && (isRefined.contains(id) || !node.refined.isEmpty) || options.emitsSummary {
                ownMethods[id.index] = ownership.ownMethods(of: checked, id: id)
                if options.emitsSummary, node.resolver.isGenerated {
                    summaries[node.resolver.name] = ownership.summary(of: id, effects: checked.effectsBySignature)
                }
            }
        }
        diagnostics += model.readProblems(of: unreadable)
        diagnostics += ScopeBypass(tree: tree, results: results).diagnostics
        diagnostics += DoubleReplacements(tree: tree, results: results).diagnostics
    }
}

/// The effects a refined resolver's methods must have because the resolvers it refines
/// have methods of the same names with those effects.
///
/// A refined resolver's extension redefines a method whose binding it replaces. Swift
/// prefers the refined protocol's method only when the two have one signature: a
/// synchronous `resolveDatabase()` beside an inherited `async throws` one is an overload,
/// and calls pick either (`call can throw but is not marked with 'try'`). So a refined
/// method takes the effects of every method it redefines, and its callers theirs in turn.
/// Recorded for resolvers parents first: each resolver's effects already hold its
/// ancestors'. A method is matched by its name, as Swift matches it.
struct InheritedEffects {
    private var effectsOfResolver: [ResolverID: [String: Effects]] = [:]

    /// The effects of the methods of the resolvers `refined`, by name, merged where two have
    /// one name; `nil` when none was recorded.
    func merged(of refined: [ResolverID]) -> [String: Effects]? {
        let inherited = refined.compactMap { effectsOfResolver[$0] }
        guard !inherited.isEmpty else { return nil }
        return inherited.dropFirst().reduce(inherited[0]) { $0.merging($1) { $0.merging($1) } }
    }

    /// Records the effects of the methods of the resolver `id`, by name.
    mutating func record(_ effects: [String: Effects], of id: ResolverID) {
        effectsOfResolver[id] = effects
    }
}

/// A warning for each provider or contribution of a resolver that refines a scope's parent
/// and replaces (or adds to) a type the scope takes from that parent
/// (`scope-bypasses-refinement`): the scope calls the parent protocol's method, whatever
/// conforms to it. So for a type's own binding or contribution that the refinement's module
/// sees and the parent's does not (a test target's `ReplacesContribution` fake). None for a
/// resolver that has scopes of its own, which are the ones its conformers make.
struct ScopeBypass {
    let diagnostics: [Diagnostic]

    init(tree: ResolverTree, results: [(graph: ResolverGraph, check: ResolverGraph.Check)?]) {
        var diagnostics: [Diagnostic] = []
        for scopeID in tree.ids {
            guard let parentID = tree[scopeID].scopeParent, let scope = tree[scopeID].resolver.childScope,
                  let graph = results[scopeID.index]?.check.graph?.resolverGraph else { continue }
            let scopeName = tree[scopeID].resolver.name
            let parentName = tree[parentID].resolver.name
            let taken = Set(graph.nodes.compactMap { node -> TypeKey? in
                if case .parentMethod = node.kind { node.type.key } else { nil }
            })
            for id in tree.ids where tree[id].resolver.isGenerated && tree[id].scopes.isEmpty {
                guard let distance = tree.refinedAncestors(of: id)[parentID] else { continue }
                let resolver = tree[id].resolver
                // A double is a struct or class, so no scope can name it; the provider whose
                // type it replaces is answered by its property, even through a scope.
                let fix = resolver.double == nil
                    ? "declare a scope of '\(resolver.name)' for its conformers to make: 'var \(scope.parentProperty): any \(resolver.name) { get }'"
                    : "replace a type that '\(parentName)' provides (a scope reaches the double's answer to the provider), or write a "
                        + "conformer of '\(parentName)' whose provider returns the fake"
                let madeFrom = resolver.double == nil ? "a '\(resolver.name)' conformer" : "a '\(resolver.name)'"
                // A contribution it adds is not in the collection the scope takes either.
                for contribution in resolver.contributions where contribution.method.distance < distance
                    && Multibinding.Kind.allCases.contains(where: { taken.contains(Multibinding.collectionType($0, of: contribution.element).key) }) {
                    diagnostics.append(Diagnostic(
                        .warning, id: .scopeBypassesRefinement,
                        "'\(contribution.method.signature)' contributes to '\(contribution.element.spelling)' in '\(resolver.name)', but scope "
                            + "'\(scopeName)' takes the collections of it from '\(parentName)': a scope made from a "
                            + "'\(resolver.name)' conformer calls the method of '\(parentName)', without this contribution",
                        at: contribution.method.reference,
                        notes: [.init("the scope's parent property", at: scope.parentReference)],
                        fix: fix
                    ))
                }
                if let refinedGraph = results[id.index]?.check.graph?.resolverGraph,
                   let parentGraph = results[parentID.index]?.check.graph?.resolverGraph {
                    for (declaration, binds, type, reference) in ScopeBypass.declaredDifferences(of: refinedGraph, from: parentGraph, in: taken) {
                        diagnostics.append(Diagnostic(
                            .warning, id: .scopeBypassesRefinement,
                            "'\(declaration)' \(binds) '\(type)' in '\(resolver.name)', but scope '\(scopeName)' takes it from "
                                + "'\(parentName)', which does not receive it: a scope made from \(madeFrom) "
                                + "calls the method of '\(parentName)', without it",
                            at: reference,
                            notes: [.init("the scope's parent property", at: scope.parentReference)],
                            fix: fix
                        ))
                    }
                }
                var answeredProviders: Set<TypeKey> = []
                if resolver.double != nil, let parentNodes = results[parentID.index]?.graph.nodes {
                    for node in parentNodes { if case .provider = node.kind { answeredProviders.insert(node.type.key) } }
                }
                for provider in resolver.replacements.filter({ !answeredProviders.contains($0.returnType.key) }) + resolver.providers
                where provider.distance < distance && taken.contains(provider.returnType.key) {
                    diagnostics.append(Diagnostic(
                        .warning, id: .scopeBypassesRefinement,
                        "'\(provider.signature)' replaces '\(provider.returnType.spelling)' in '\(resolver.name)', but scope '\(scopeName)' "
                            + "takes it from '\(parentName)': a scope made from \(madeFrom) calls the method of '\(parentName)'",
                        at: provider.reference,
                        notes: [.init("the scope's parent property", at: scope.parentReference)],
                        fix: fix
                    ))
                }
            }
        }
        self.diagnostics = diagnostics
    }

    /// The types of `taken` that `refined` binds with a type's own declaration that `parent`
    /// does not have (its module does not see it, or it is for the refinement alone): a
    /// `ContributesBinding` of another implementation, or a collection with a
    /// `ContributesToCollection` element the parent lacks. Each with the declaring type's name
    /// and where it declares the binding or contribution.
    private static func declaredDifferences(
        of refined: ResolverGraph, from parent: ResolverGraph, in taken: Set<TypeKey>
    ) -> [(declaration: String, binds: String, type: String, reference: SourceReference)] {
        func nodes(of graph: ResolverGraph) -> [TypeKey: GraphNode] {
            var byKey: [TypeKey: GraphNode] = [:]
            for node in graph.nodes where node.bindsType && !node.isVariant && taken.contains(node.type.key) && byKey[node.type.key] == nil {
                byKey[node.type.key] = node
            }
            return byKey
        }
        let parentNodes = nodes(of: parent)
        var differences: [(String, String, String, SourceReference)] = []
        // A contribution is reported once, at the first of its collections the scope takes.
        var reportedContributions: Set<TypeKey> = []
        for (key, node) in nodes(of: refined).sorted(by: { $0.key < $1.key }) {
            switch node.kind {
            case .contributedBinding(let binding):
                if case .contributedBinding(let inherited)? = parentNodes[key]?.kind,
                   inherited.implementation.type.key == binding.implementation.type.key { continue }
                differences.append((binding.implementation.entry.name, "binds", node.typeName, binding.reference))
            case .contributions(let multibinding, _):
                var inherited: Set<TypeKey> = []
                if case .contributions(let parentMultibinding, _)? = parentNodes[key]?.kind {
                    inherited = Set(parentMultibinding.contributions.compactMap(\.implementation))
                }
                for contribution in multibinding.contributions {
                    guard let implementation = contribution.implementation, !inherited.contains(implementation),
                          reportedContributions.insert(implementation).inserted else { continue }
                    differences.append((implementation.text, "contributes to", node.typeName, contribution.method.reference))
                }
            default:
                continue
            }
        }
        return differences
    }
}

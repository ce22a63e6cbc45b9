/// The scopes of the program as a tree: each scope under its parent resolver. A resolver
/// never sees its scopes' bindings; what it must know of them is which types they bind,
/// so that a shared type that needs one lives in the scope (`ScopedAwayTypes`) and a
/// provider that needs one is an error. As the analysis goes, parents first, it makes each
/// resolver's graph with what its scopes and its parent say (`graph(for:in:settings:diagnostics:)`).
struct ScopeTree {
    /// For each resolver of a tree of scopes (its root, and every scope under it), the
    /// types the tree's other scopes are made with, each with a scope that binds it: what
    /// the resolver may not bind itself, and must leave to them. A resolver that refines one
    /// is told the same.
    let typesBoundInScopes: [String: [TypeKey: String]]
    /// Scopes whose parents form a cycle, and `Sendable` scopes of parents that are not:
    /// an `invalid-scope` error each.
    let diagnostics: [Diagnostic]
    /// For each resolver, in the resolvers' order, the resolvers to analyse before it: those
    /// it refines, and its parent if it is a scope.
    let parentsFirstOrder: [[String]]
    /// For each resolver that refines others, each resolver it refines at any distance, with
    /// how many refinements away it is.
    private let refinedAncestors: [String: [String: Int]]
    /// Each resolver's checked graph, once recorded: what its scopes take from it.
    private var checkedByName: [String: CheckedGraph] = [:]
    /// For each resolver whose graph was made, the shared types that live in its scopes.
    private var scopedAwayByName: [String: Set<TypeKey>] = [:]

    init(resolvers: [ResolverProtocol]) {
        var byName: [String: ResolverProtocol] = [:]
        for resolver in resolvers where byName[resolver.name] == nil { byName[resolver.name] = resolver }
        // The outermost resolver above each scope, and what the scopes under each such root bind.
        var rootOfScope: [String: String] = [:]
        var boundInTree: [String: [TypeKey: String]] = [:]
        var diagnostics: [Diagnostic] = []
        for resolver in resolvers {
            guard let scope = resolver.childScope else { continue }
            if resolver.isSendable, let parent = byName[scope.parentName], !parent.isSendable {
                diagnostics.append(Diagnostic(
                    .error, id: .invalidScope,
                    "scope '\(resolver.name)' is Sendable, but its parent '\(parent.name)' is not: the type generated for it could not hold its parent",
                    at: scope.parentReference, fix: "make '\(parent.name)' refine 'Sendable' too, or remove 'Sendable' from '\(resolver.name)'"
                ))
            }
            var visited: Set<String> = [resolver.name]
            var ancestor = byName[scope.parentName]
            var root = scope.parentName
            while let current = ancestor {
                guard visited.insert(current.name).inserted else {
                    diagnostics.append(Diagnostic(
                        .error, id: .invalidScope,
                        "scope '\(resolver.name)' is its own ancestor: its parents form a cycle through '\(current.name)'",
                        at: scope.parentReference, fix: "give the outermost resolver no parent property"
                    ))
                    break
                }
                root = current.name
                ancestor = current.childScope.flatMap { byName[$0.parentName] }
            }
            rootOfScope[resolver.name] = root
            // A scope's providers are errors (`invalid-scope`), but still its bindings: the
            // other resolvers are not told of the type's absence too.
            for type in scope.values.map(\.type) + resolver.providers.map(\.returnType) where boundInTree[root]?[type.key] == nil {
                boundInTree[root, default: [:]][type.key] = resolver.name
            }
            // So are the collections of what it contributes to, which it makes with its parent's.
            for element in resolver.contributions.map(\.element) {
                for kind in Multibinding.Kind.allCases {
                    let key = Multibinding.collectionType(kind, of: element).key
                    if boundInTree[root]?[key] == nil { boundInTree[root, default: [:]][key] = resolver.name }
                }
            }
        }
        // Every resolver of a tree, its root and its scopes, is told what the tree's scopes bind:
        // a parent of what its scopes bind, a scope of what its siblings bind.
        var typesBoundInScopes: [String: [TypeKey: String]] = [:]
        for resolver in resolvers {
            let root = rootOfScope[resolver.name] ?? resolver.name
            guard let bound = boundInTree[root] else { continue }
            typesBoundInScopes[resolver.name] = bound.filter { $0.value != resolver.name }
        }
        // A resolver that refines a scope's parent is one: the scope's parent property may hold it.
        var refinedAncestors: [String: [String: Int]] = [:]
        for resolver in resolvers where !resolver.parents.isEmpty {
            let ancestors = ScopeTree.ancestors(of: resolver, in: byName)
            refinedAncestors[resolver.name] = ancestors
            for name in ancestors.keys.sorted() {
                for (type, scope) in typesBoundInScopes[name] ?? [:] where typesBoundInScopes[resolver.name]?[type] == nil {
                    typesBoundInScopes[resolver.name, default: [:]][type] = scope
                }
            }
        }
        self.refinedAncestors = refinedAncestors
        self.typesBoundInScopes = typesBoundInScopes
        self.diagnostics = diagnostics
        parentsFirstOrder = resolvers.map { resolver in resolver.parents + (resolver.childScope.map { [$0.parentName] } ?? []) }
    }

    /// The graph of `resolver`, a resolver of the generated module, once its parents'
    /// graphs are recorded: a scope's with its values and its parent's types
    /// (`ChildScope.providers`), a parent's without the shared types its scopes keep
    /// (`ScopedAwayTypes`). `nil` for a scope of a parent whose graph has errors, which say why.
    mutating func graph(for resolver: ResolverProtocol, in model: DIModel, settings: ModuleSettings, diagnostics: inout [Diagnostic]) -> ResolverGraph? {
        var scopeNodes: [GraphNode] = []
        var inherited: [Contribution] = []
        let boundInScopes = typesBoundInScopes[resolver.name] ?? [:]
        var excluded: Set<TypeKey> = []
        var graph: ResolverGraph
        if let scope = resolver.childScope {
            guard self.diagnostics.isEmpty, let parent = checkedByName[scope.parentName] else { return nil }
            let asyncExecution: AsyncExecution = settings.of(resolver.module).nonisolatedAsyncRunsOnCaller ? .caller : .concurrent
            let unreachable: [UnreachableParentMethod]
            (scopeNodes, unreachable) = scope.providers(
                of: resolver, parent: parent, scopedAway: scopedAwayByName[scope.parentName] ?? [], asyncExecution: asyncExecution
            )
            inherited = scope.inheritedContributions(of: resolver, parent: parent)
            graph = model.graph(
                for: resolver, scopeNodes: scopeNodes, inheritedContributions: inherited, boundInScopes: boundInScopes,
                diagnostics: &diagnostics
            )
            // What the scope cannot call of its parent is left out of its methods: an error
            // only when the scope needs it.
            if !unreachable.isEmpty {
                excluded = Set(unreachable.map(\.key))
                if let needed = ScopeTree.firstNeeded(unreachable, in: graph) {
                    diagnostics.append(scope.unreachableDiagnostic(needed, in: resolver))
                }
                graph = model.graph(
                    for: resolver, scopeNodes: scopeNodes, inheritedContributions: inherited, boundInScopes: boundInScopes,
                    excluding: excluded, diagnostics: &diagnostics
                )
            }
        } else {
            graph = model.graph(for: resolver, boundInScopes: boundInScopes, diagnostics: &diagnostics)
        }
        guard !boundInScopes.isEmpty else { return graph }
        let scopedAway = ScopedAwayTypes(graph: graph, boundInScopes: boundInScopes)
        diagnostics += scopedAway.diagnostics
        scopedAwayByName[resolver.name] = Set(scopedAway.excluded.keys)
        guard !scopedAway.excluded.isEmpty else { return graph }
        // What lives in a scope is the scope's to bind too: not a missing provider here.
        let boundInScopesOrKept = boundInScopes.merging(scopedAway.excluded) { bound, _ in bound }
        return model.graph(
            for: resolver, scopeNodes: scopeNodes, inheritedContributions: inherited, boundInScopes: boundInScopesOrKept,
            excluding: excluded.union(scopedAway.excluded.keys), diagnostics: &diagnostics
        )
    }

    /// The first of `unreachable` that a method of `graph` depends on, if any.
    private static func firstNeeded(_ unreachable: [UnreachableParentMethod], in graph: ResolverGraph) -> UnreachableParentMethod? {
        let byKey = Dictionary(unreachable.map { ($0.key, $0) }) { first, _ in first }
        let targets = graph.targets.values.joined().compactMap { $0 }
        return targets.lazy.compactMap { byKey[graph[$0].type.key] }.first
    }

    /// Records a resolver's checked graph, for its scopes.
    mutating func record(_ checked: CheckedGraph) {
        checkedByName[checked.resolverName] = checked
    }

    /// A warning for each provider of a resolver that refines a scope's parent and replaces a
    /// type the scope takes from that parent (`scope-bypasses-refinement`): the scope calls
    /// the parent protocol's method, whatever conforms to it. None for a resolver that has
    /// scopes of its own, which are the ones its conformers make. Read from the recorded graphs.
    func bypassedReplacements(in resolvers: [ResolverProtocol]) -> [Diagnostic] {
        let parentsOfScopes = Set(resolvers.compactMap { $0.childScope?.parentName })
        var diagnostics: [Diagnostic] = []
        for scopeResolver in resolvers {
            guard let scope = scopeResolver.childScope, let graph = checkedByName[scopeResolver.name] else { continue }
            let taken = Set(graph.resolverGraph.nodes.compactMap { node -> TypeKey? in
                guard case .parentMethod = node.kind else { return nil }
                return node.type.key
            })
            for resolver in resolvers where resolver.isGenerated && !parentsOfScopes.contains(resolver.name) {
                guard let distance = refinedAncestors[resolver.name]?[scope.parentName] else { continue }
                // A contribution it adds is not in the collection the scope takes either.
                for contribution in resolver.contributions where contribution.method.distance < distance
                    && Multibinding.Kind.allCases.contains(where: { taken.contains(Multibinding.collectionType($0, of: contribution.element).key) }) {
                    diagnostics.append(Diagnostic(
                        .warning, id: .scopeBypassesRefinement,
                        "'\(contribution.method.signature)' contributes to '\(contribution.element.spelling)' in '\(resolver.name)', but scope "
                            + "'\(scopeResolver.name)' takes the collections of it from '\(scope.parentName)': a scope made from a "
                            + "'\(resolver.name)' conformer calls the method of '\(scope.parentName)', without this contribution",
                        at: contribution.method.reference,
                        notes: [.init("the scope's parent property", at: scope.parentReference)],
                        fix: "declare a scope of '\(resolver.name)' for its conformers to make: 'var \(scope.parentProperty): any \(resolver.name) { get }'"
                    ))
                }
                for provider in resolver.providers where provider.distance < distance && taken.contains(provider.returnType.key) {
                    diagnostics.append(Diagnostic(
                        .warning, id: .scopeBypassesRefinement,
                        "'\(provider.signature)' replaces '\(provider.returnType.spelling)' in '\(resolver.name)', but scope '\(scopeResolver.name)' "
                            + "takes it from '\(scope.parentName)': a scope made from a '\(resolver.name)' conformer calls the method of '\(scope.parentName)'",
                        at: provider.reference,
                        notes: [.init("the scope's parent property", at: scope.parentReference)],
                        fix: "declare a scope of '\(resolver.name)' for its conformers to make: 'var \(scope.parentProperty): any \(resolver.name) { get }'"
                    ))
                }
            }
        }
        return diagnostics
    }

    /// Every resolver `resolver` refines, at any distance, with how many refinements away it
    /// is (the nearest path's): a walk by levels.
    private static func ancestors(of resolver: ResolverProtocol, in byName: [String: ResolverProtocol]) -> [String: Int] {
        var distances: [String: Int] = [:]
        var level = resolver.parents
        var distance = 1
        while !level.isEmpty {
            level = level.filter { $0 != resolver.name && distances[$0] == nil }
            for name in level { distances[name] = distance }
            level = level.flatMap { byName[$0]?.parents ?? [] }
            distance += 1
        }
        return distances
    }
}

/// The scopes of the program as a tree: each scope under its parent resolver. A resolver
/// never sees its scopes' bindings; what it must know of them is which types they bind,
/// so that a shared type that needs one lives in the scope (`ScopedAwayTypes`) and a
/// provider that needs one is an error. As the analysis goes, parents first, it makes each
/// resolver's graph with what its scopes and its parent say (`graph(for:in:settings:diagnostics:)`).
struct ScopeTree {
    /// For each resolver with scopes, at any depth, the types its scopes are made with,
    /// each with a scope that binds it; a resolver that refines one has its scopes too.
    let typesBoundBelow: [String: [String: String]]
    /// Scopes whose parents form a cycle, and `Sendable` scopes of parents that are not:
    /// an `invalid-scope` error each.
    let diagnostics: [Diagnostic]
    /// For each resolver, in the resolvers' order, the resolvers to analyse before it: those
    /// it refines, and its parent if it is a scope.
    let parentsFirstOrder: [[String]]
    /// Each resolver's checked graph, once recorded: what its scopes take from it.
    private var checkedByName: [String: CheckedGraph] = [:]
    /// For each resolver whose graph was made, the shared types that live in its scopes.
    private var scopedAwayByName: [String: Set<String>] = [:]

    init(resolvers: [ResolverProtocol]) {
        var byName: [String: ResolverProtocol] = [:]
        for resolver in resolvers where byName[resolver.name] == nil { byName[resolver.name] = resolver }
        var typesBoundBelow: [String: [String: String]] = [:]
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
            while let current = ancestor {
                guard visited.insert(current.name).inserted else {
                    diagnostics.append(Diagnostic(
                        .error, id: .invalidScope,
                        "scope '\(resolver.name)' is its own ancestor: its parents form a cycle through '\(current.name)'",
                        at: scope.parentReference, fix: "give the outermost resolver no parent property"
                    ))
                    break
                }
                // A scope's providers are errors (`invalid-scope`), but still its bindings: the
                // parent is not told of the type's absence too.
                for type in scope.values.map(\.type) + resolver.providers.map(\.returnType)
                where typesBoundBelow[current.name]?[type.key] == nil {
                    typesBoundBelow[current.name, default: [:]][type.key] = resolver.name
                }
                ancestor = current.childScope.flatMap { byName[$0.parentName] }
            }
        }
        // A resolver that refines a scope's parent is one: the scope's parent property may hold it.
        for resolver in resolvers where !resolver.parents.isEmpty {
            var visited: Set<String> = [resolver.name]
            var stack = resolver.parents
            while let name = stack.popLast() {
                guard visited.insert(name).inserted else { continue }
                for (type, scope) in typesBoundBelow[name] ?? [:] where typesBoundBelow[resolver.name]?[type] == nil {
                    typesBoundBelow[resolver.name, default: [:]][type] = scope
                }
                stack += byName[name]?.parents ?? []
            }
        }
        self.typesBoundBelow = typesBoundBelow
        self.diagnostics = diagnostics
        parentsFirstOrder = resolvers.map { resolver in resolver.parents + (resolver.childScope.map { [$0.parentName] } ?? []) }
    }

    /// The graph of `resolver`, a resolver of the generated module, once its parents'
    /// graphs are recorded: a scope's with its values and its parent's types
    /// (`ChildScope.providers`), a parent's without the shared types its scopes keep
    /// (`ScopedAwayTypes`). `nil` for a scope of a parent whose graph has errors, which say why.
    mutating func graph(for resolver: ResolverProtocol, in model: DIModel, settings: ModuleSettings, diagnostics: inout [Diagnostic]) -> ResolverGraph? {
        var scopeProviders: [ProviderMethod] = []
        if let scope = resolver.childScope {
            guard self.diagnostics.isEmpty, let parent = checkedByName[scope.parentName] else { return nil }
            let asyncExecution: AsyncExecution = settings.of(resolver.module).nonisolatedAsyncRunsOnCaller ? .caller : .concurrent
            scopeProviders = scope.providers(
                of: resolver, parent: parent, scopedAway: scopedAwayByName[scope.parentName] ?? [], asyncExecution: asyncExecution,
                diagnostics: &diagnostics
            )
        }
        let graph = model.graph(for: resolver, scopeProviders: scopeProviders, diagnostics: &diagnostics)
        guard let boundBelow = typesBoundBelow[resolver.name] else { return graph }
        let scopedAway = ScopedAwayTypes(graph: graph, boundBelow: boundBelow)
        diagnostics += scopedAway.diagnostics
        scopedAwayByName[resolver.name] = scopedAway.excluded
        guard !scopedAway.excluded.isEmpty else { return graph }
        return model.graph(for: resolver, scopeProviders: scopeProviders, excluding: scopedAway.excluded, diagnostics: &diagnostics)
    }

    /// Records a resolver's checked graph, for its scopes.
    mutating func record(_ checked: CheckedGraph) {
        checkedByName[checked.resolverName] = checked
    }
}

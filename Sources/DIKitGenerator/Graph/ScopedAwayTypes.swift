/// What a resolver with scopes leaves to them: every shared type whose construction needs,
/// at any distance, a type that the resolver does not bind but a scope of its tree does (one
/// of its own scopes, or a sibling if it is a scope). Such a type lives in that scope, in its
/// store (a session's `Cart`, which needs the session's `User`); what else needs it in the
/// resolver takes it as a call-site parameter.
///
/// A provider of a shared type that needs one is an error: the resolver's store would keep
/// what it returns, but only a scope knows what to call it with, and a provider is the
/// resolver's own. (A provider of a type that is not shared just takes the value as a
/// call-site parameter, and a scope that binds it passes it on.)
///
/// Linear: one walk back along the dependency edges from the dependencies that scopes bind.
struct ScopedAwayTypes {
    /// The keys of the shared types that live in a scope, and of those whose providers are
    /// errors, each with a scope that binds what it needs.
    private(set) var excluded: [TypeKey: String] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    /// `boundInScopes`: the types the scopes of the resolver's tree bind and it does not, each
    /// with a scope that binds it (`ScopeTree.typesBoundInScopes`).
    /// `valuesOfOtherFamilies`: the values of the scopes of other families of resolvers, which
    /// no conformer of the resolver makes, each with such a scope: a shared injectable type that needs one lives there too, but a
    /// provider is the resolver's own, and stays (`shared-instance-parameter` says why it cannot).
    /// `reportsProviders`: whether the graph is its providers' resolver's own (no scope, which
    /// takes its outermost resolver's providers through its parent): the error is reported there.
    /// `scopesWithoutStore`: the names of the scopes among `boundInScopes`' that declare no store.
    /// `pinned`: the `KeptByScope` types whose scope is on the resolver's chain, which stay
    /// there whatever they need (what they cannot be made with is reported where they are).
    init(
        graph: ResolverGraph, boundInScopes: [TypeKey: String], valuesOfOtherFamilies: [TypeKey: String] = [:],
        scopesWithoutStore: Set<String> = [], pinned: Set<TypeKey> = [], reportsProviders: Bool
    ) {
        let bindings = graph.nodes
        var predecessors = Array(repeating: [Int](), count: bindings.count)
        // Each binding that needs a type only a scope binds, with that type and its slot.
        var needsScope = [(type: TypeKey, slot: DependencySlot)?](repeating: nil, count: bindings.count)
        var queue: [Int] = []
        for node in bindings.indices where bindings[node].bindsType {
            for (position, target) in graph.targets[NodeID(node)].enumerated() {
                if let target {
                    predecessors[target.index].append(node)
                    continue
                }
                let slot = bindings[node].dependencies[position]
                let key = DeferredDependency.targetKey(of: slot.type)
                if needsScope[node] == nil, boundInScopes[key] != nil || valuesOfOtherFamilies[key] != nil {
                    needsScope[node] = (key, slot)
                    queue.append(node)
                }
            }
        }
        // Walk back: whatever needs a binding that needs a scope's type needs it too.
        var next = 0
        while next < queue.count {
            let node = queue[next]
            next += 1
            for predecessor in predecessors[node] where needsScope[predecessor] == nil {
                needsScope[predecessor] = needsScope[node]
                queue.append(predecessor)
            }
        }
        for node in queue {
            let binding = bindings[node]
            let (type, slot) = needsScope[node]!
            guard binding.scope.isShared, pinned.isEmpty || !pinned.contains(binding.type.key) else { continue }
            switch binding.kind {
            // A container's provider is built where its dependencies are, as a type is.
            case .initializer, .factoryMethod, .initializerParameters, .containedProvider:
                excluded[binding.type.key] = boundInScopes[type] ?? valuesOfOtherFamilies[type]
            case .provider where boundInScopes[type] == nil:
                continue
            case .provider(let provider):
                // Reported here rather than as a shared instance's call-site parameter.
                let scope = boundInScopes[type]!
                excluded[binding.type.key] = scope
                guard reportsProviders else { continue }
                diagnostics.append(Diagnostic(
                    .error, id: .parentNeedsScopeBinding,
                    "'\(provider.signature)' returns '\(binding.typeName)', which is \(binding.scope.markerName!), and needs '\(slot.type.spelling)', "
                        + "which only scope '\(scope)' binds; '\(graph.resolver.name)' does not see the bindings of its scopes",
                    at: provider.reference,
                    notes: [.init("needed by \(slot.citation)", at: slot.reference)],
                    fix: scopesWithoutStore.contains(scope)
                        ? "make '\(binding.typeName)' Injectable, and declare 'var sharedInstances: SharedInstanceStore { get }' in '\(scope)', "
                            + "which keeps it; or bind '\(slot.type.spelling)' in '\(graph.resolver.name)'"
                        : "make '\(binding.typeName)' Injectable, and '\(scope)' keeps it in its store; or bind '\(slot.type.spelling)' in '\(graph.resolver.name)'"
                ))
            case .propertyInjection, .scopeValue, .replacement, .parentMethod, .contributions, .scopeMaker, .contributedBinding:
                continue
            }
        }
    }
}

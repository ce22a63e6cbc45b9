/// The dependencies that nothing in a resolver provides, which become call-site
/// parameters: errors under `--strict` (unless allowed), listed under `--verbose`. They are
/// reported with every resolver's, once each (`UnprovidedDependencyReport`).
///
/// Each names the property that needs it and the chain from a generated method that
/// reaches it, and suggests near matches: a provided type that differs only by `?`, `!`
/// or capitalisation.
struct ImplicitParameters {
    let graph: ResolverGraph
    let methodNames: GeneratedMethodNames
    let callSiteParameters: NodeTable<CallSiteParameters>

    /// Whether a scope of the resolver's tree binds `type`, or the type it wraps.
    private func isBoundInScopes(_ type: TypeReference) -> Bool {
        guard !graph.boundInScopes.isEmpty else { return false }
        return graph.boundInScopes[DeferredDependency.targetKey(of: type)] != nil
    }

    /// How many bindings a chain shows at most, so that reporting stays linear.
    private static let maximumChainLength = 8

    /// The dependencies to report: under `--strict`, as missing providers, those whose type
    /// is not allowed, whose values do not always come from assisted closures
    /// (`ClosureSuppliedParameters`) and that no scope of the resolver's tree binds (run-time
    /// inputs, or a scope's to supply); under `--verbose`, every other one too.
    func unprovided(options: GeneratorOptions) -> [UnprovidedDependency] {
        guard options.isStrict || options.listsImplicitParameters else { return [] }
        let nearMatches = NearMatches(typeNames: graph.nodes.filter(\.bindsType).map(\.type.key))
        // With closures, a chain follows the callers that pass the parameter on.
        let closures = hasFactoryClosures ? ClosureSuppliedParameters(graph: graph, callSiteParameters: callSiteParameters) : nil
        let requesters = closures == nil ? firstRequesters() : NodeTable([])
        var unprovided: [UnprovidedDependency] = []
        func add(_ slot: DependencySlot, of node: NodeID) {
            let isSuppliedByClosures = closures?.isSupplied(slot.parameter.name, of: node) ?? false
            let isRunTimeInput = isSuppliedByClosures || options.allowedParameterTypes.contains(slot.type.spelling)
                || options.allowedParameterTypes.contains(slot.type.key.text) || isBoundInScopes(slot.type)
            let isMissingProvider = options.isStrict && !isRunTimeInput
            guard isMissingProvider || options.listsImplicitParameters else { return }
            let chain = !graph[node].bindsType ? [node]
                : closures?.unsuppliedChain(to: node, name: slot.parameter.name, maximumLength: Self.maximumChainLength, in: graph)
                    ?? chainOfMethods(to: node, requesters: requesters)
            unprovided.append(UnprovidedDependency(
                slot: slot, resolver: graph.resolver,
                chain: .init(
                    "'\(graph.resolver.name).\(chain.map { methodNames[$0] }.joined(separator: "' -> '"))' needs \(slot.citation)",
                    at: reference(of: chain[0])
                ),
                nearMatches: nearMatches.candidates(for: slot.type.key).map { candidate in
                    let binding = graph[graph.nodeByKey[candidate]!]
                    return .init("did you mean '\(candidate)', provided by \(binding.description)?", at: binding.reference)
                },
                isMissingProvider: isMissingProvider
            ))
        }
        // A variant shares its binding's slots, which come first: each is reported once, with
        // its binding's chain.
        var reported: Set<ObjectIdentifier> = []
        for node in graph.ids {
            for (slot, target) in zip(graph[node].dependencies, graph.targets[node]) where target == nil && slot.kind == .direct {
                // A resolution passes its own instance: no caller outside the graph does.
                guard graph.resolutionInstance(suppliedTo: slot, of: node) == nil, reported.insert(ObjectIdentifier(slot)).inserted else { continue }
                add(slot, of: node)
            }
        }
        return unprovided
    }

    /// Whether a dependency of the graph is a factory closure, whose parameters may supply
    /// call-site parameters.
    private var hasFactoryClosures: Bool {
        graph.deferredDependencies.values.contains { if case .factory = $0 { true } else { false } }
    }

    /// Where a chain's outermost method comes from: its node's declaration.
    private func reference(of node: NodeID) -> SourceReference {
        graph[node].reference
    }

    /// For each binding, the first binding (in declaration order) that depends on it; a
    /// property-injectable type's method is the requester of none.
    private func firstRequesters() -> NodeTable<NodeID?> {
        var requesters = NodeTable<NodeID?>(repeating: nil, count: graph.nodes.count)
        for (node, successors) in graph.successors.enumerated() where graph.nodes[node].bindsType {
            for successor in successors where requesters[NodeID(successor)] == nil && successor != node {
                requesters[NodeID(successor)] = NodeID(node)
            }
        }
        return requesters
    }

    /// The methods from the outermost requester (at most `maximumChainLength` back) down
    /// to `node`'s own.
    private func chainOfMethods(to node: NodeID, requesters: NodeTable<NodeID?>) -> [NodeID] {
        var chain = [node]
        while chain.count < ImplicitParameters.maximumChainLength, let requester = requesters[chain[chain.count - 1]],
              !chain.contains(requester) {
            chain.append(requester)
        }
        return chain.reversed()
    }
}

/// Provided types that differ from a needed one only by a trailing `?` or `!`, or by
/// capitalisation; found by one lookup of a normalized spelling.
struct NearMatches {
    private let typeNamesByKey: [String: [TypeKey]]

    init(typeNames: [TypeKey]) {
        var typeNamesByKey: [String: [TypeKey]] = [:]
        for name in typeNames where typeNamesByKey[NearMatches.key(name)]?.contains(name) != true {
            typeNamesByKey[NearMatches.key(name), default: []].append(name)
        }
        self.typeNamesByKey = typeNamesByKey
    }

    func candidates(for typeName: TypeKey) -> [TypeKey] {
        (typeNamesByKey[NearMatches.key(typeName)] ?? []).filter { $0 != typeName }
    }

    private static func key(_ typeName: TypeKey) -> String {
        typeName.core.text.lowercased()
    }
}

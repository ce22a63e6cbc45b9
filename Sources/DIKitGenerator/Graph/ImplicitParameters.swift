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
    let callSiteParameters: MethodTable<CallSiteParameters>

    /// Whether a scope of the resolver's tree binds `type`, or the type it wraps.
    private func isBoundInScopes(_ type: TypeReference) -> Bool {
        guard !graph.boundInScopes.isEmpty else { return false }
        return graph.boundInScopes[DeferredDependency.targetKey(of: type)] != nil
    }

    /// How many bindings a chain shows at most, so that reporting stays linear.
    private static let maximumChainLength = 8

    /// The dependencies to report: under `--strict`, those whose type is not allowed, that
    /// no assisted closure supplies and that no scope of the resolver's tree binds (run-time
    /// inputs, or a scope's to supply: not missing providers); under `--verbose`, every one.
    func unprovided(options: GeneratorOptions) -> [UnprovidedDependency] {
        guard options.isStrict || options.listsImplicitParameters else { return [] }
        let requesters = firstRequesters()
        let nearMatches = NearMatches(typeNames: graph.bindings.map(\.type.key))
        let supplied = options.isStrict ? suppliedByClosures() : []
        var unprovided: [UnprovidedDependency] = []
        func add(_ slot: DependencySlot, chain: [String], chainReference: SourceReference) {
            if options.isStrict, supplied.contains(ObjectIdentifier(slot)) || options.allowedParameterTypes.contains(slot.type.spelling)
                || options.allowedParameterTypes.contains(slot.type.key.text) || isBoundInScopes(slot.type) { return }
            unprovided.append(UnprovidedDependency(
                slot: slot, resolver: graph.resolver,
                chain: .init("'\(graph.resolver.name).\(chain.joined(separator: "' -> '"))' needs \(slot.citation)", at: chainReference),
                nearMatches: nearMatches.candidates(for: slot.type.key).map { candidate in
                    let binding = graph.bindings[graph.bindingIndexByKey[candidate]!]
                    return .init("did you mean '\(candidate)', provided by \(binding.description)?", at: binding.reference)
                }
            ))
        }
        for (node, binding) in graph.bindings.enumerated() {
            let (chain, root) = chainOfMethods(to: node, requesters: requesters)
            for (slot, target) in zip(binding.dependencies, graph.dependencyBindings[node]) where target == nil && slot.kind == .direct {
                add(slot, chain: chain, chainReference: graph.bindings[root].reference)
            }
        }
        for (position, type) in graph.propertyInjectables.enumerated() {
            for (slot, target) in zip(type.dependencies, graph.injectableDependencyBindings[position]) where target == nil && slot.kind == .direct {
                add(slot, chain: [methodNames[.injectTo(position)]], chainReference: type.reference)
            }
        }
        return unprovided
    }

    /// The dependencies whose values a factory closure's parameters supply at each call
    /// (`(Item) -> DetailScreen` supplies `DetailScreen.Dependency.item`), by slot.
    private func suppliedByClosures() -> Set<ObjectIdentifier> {
        var supplied = Set<ObjectIdentifier>()
        for (position, deferred) in graph.deferredDependencies {
            guard case .factory(let closure) = deferred,
                  let target = graph.dependencies(of: position.method).targets[position.index] else { continue }
            let entries = callSiteParameters[.resolve(target)].entries
            let match = ClosureParameterMatch(closure: closure, targetParameters: entries)
            for (entry, isSupplied) in zip(entries, match.supplied) where isSupplied { supplied.insert(ObjectIdentifier(entry.origin)) }
        }
        return supplied
    }

    /// For each binding, the first binding (in declaration order) that depends on it.
    private func firstRequesters() -> [Int?] {
        var requesters = [Int?](repeating: nil, count: graph.bindings.count)
        for (node, successors) in graph.successors.enumerated() {
            for successor in successors where requesters[successor] == nil && successor != node {
                requesters[successor] = node
            }
        }
        return requesters
    }

    /// The methods from the outermost requester (at most `maximumChainLength` back) down
    /// to `node`'s own, and that outermost binding.
    private func chainOfMethods(to node: Int, requesters: [Int?]) -> (chain: [String], root: Int) {
        var chain = [node]
        while chain.count < ImplicitParameters.maximumChainLength, let requester = requesters[chain[chain.count - 1]],
              !chain.contains(requester) {
            chain.append(requester)
        }
        return (chain.reversed().map { methodNames[.resolve($0)] }, chain[chain.count - 1])
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
        var key = Substring(typeName.text)
        while let last = key.last, last == "?" || last == "!" { key = key.dropLast() }
        return key.lowercased()
    }
}

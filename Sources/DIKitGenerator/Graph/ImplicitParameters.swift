/// The dependencies that nothing in a resolver provides, which become call-site
/// parameters: errors under `--strict` (unless allowed), listed under `--verbose`.
///
/// Each names the property that needs it and the chain from a generated method that
/// reaches it, and suggests near matches: a provided type that differs only by `?`, `!`
/// or capitalisation, or a type that conforms to the needed protocol.
struct ImplicitParameters {
    let graph: ResolverGraph
    let methodNames: GeneratedMethodNames
    let conformances: Conformances

    /// How many bindings a chain shows at most, so that reporting stays linear.
    private static let maximumChainLength = 8

    func diagnostics(options: GeneratorOptions) -> [Diagnostic] {
        guard options.isStrict || options.listsImplicitParameters else { return [] }
        let requesters = firstRequesters()
        let nearMatches = NearMatches(typeNames: graph.bindings.map(\.type.key))
        var diagnostics: [Diagnostic] = []
        func report(_ slot: DependencySlot, chain: [String], chainReference: SourceReference) {
            if options.isStrict, options.allowedParameterTypes.contains(slot.type.spelling)
                || options.allowedParameterTypes.contains(slot.type.key) { return }
            let chainNote = Diagnostic.Note(
                "'\(graph.resolver.name).\(chain.joined(separator: "' -> '"))' needs \(slot.citation)", at: chainReference
            )
            if options.isStrict {
                var notes = [chainNote]
                notes += nearMatches.candidates(for: slot.type.key).map { candidate in
                    let binding = graph.bindings[graph.bindingIndexByKey[candidate]!]
                    return .init("did you mean '\(candidate)', provided by \(binding.description)?", at: binding.reference)
                }
                let implementations = conformances.types(conformingTo: slot.type.spelling)
                let fix = implementations.isEmpty
                    ? "add 'func provide\(TypeNameFragment.of(slot.type.spelling))() -> \(slot.type.spelling)' to '\(graph.resolver.name)', "
                        + "or allow the parameter with '--allow-parameter \(slot.type.spelling)'"
                    : "'\(implementations.joined(separator: "', '"))' conform\(implementations.count == 1 ? "s" : "") to '\(slot.type.spelling)': "
                        + "add 'func provide\(TypeNameFragment.of(slot.type.spelling))() -> \(slot.type.spelling)' to '\(graph.resolver.name)' returning one"
                diagnostics.append(Diagnostic(
                    .error, id: "missing-provider",
                    "no provider for '\(slot.type.spelling)' in '\(graph.resolver.name)', needed by \(slot.citation)",
                    at: slot.reference, notes: notes, fix: fix
                ))
            } else {
                diagnostics.append(Diagnostic(
                    .note, id: "implicit-parameter",
                    "'\(slot.name): \(slot.type.spelling)' is a call-site parameter: nothing in '\(graph.resolver.name)' provides '\(slot.type.spelling)'",
                    at: slot.reference, notes: [chainNote]
                ))
            }
        }
        for (node, binding) in graph.bindings.enumerated() {
            let (chain, root) = chainOfMethods(to: node, requesters: requesters)
            for (slot, target) in zip(binding.dependencies, graph.dependencyBindings[node]) where target == nil && slot.kind == .direct {
                report(slot, chain: chain, chainReference: graph.bindings[root].reference)
            }
        }
        for (position, type) in graph.propertyInjectables.enumerated() {
            for (slot, target) in zip(type.dependencies, graph.injectableDependencyBindings[position]) where target == nil && slot.kind == .direct {
                report(slot, chain: [methodNames.ofInjectable[position]], chainReference: type.reference)
            }
        }
        return diagnostics
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
        return (chain.reversed().map { methodNames.ofBinding[$0] }, chain[chain.count - 1])
    }
}

/// Provided types that differ from a needed one only by a trailing `?` or `!`, or by
/// capitalisation; found by one lookup of a normalized spelling.
struct NearMatches {
    private let typeNamesByKey: [String: [String]]

    init(typeNames: [String]) {
        var typeNamesByKey: [String: [String]] = [:]
        for name in typeNames where typeNamesByKey[NearMatches.key(name)]?.contains(name) != true {
            typeNamesByKey[NearMatches.key(name), default: []].append(name)
        }
        self.typeNamesByKey = typeNamesByKey
    }

    func candidates(for typeName: String) -> [String] {
        (typeNamesByKey[NearMatches.key(typeName)] ?? []).filter { $0 != typeName }
    }

    private static func key(_ typeName: String) -> String {
        var key = Substring(typeName)
        while let last = key.last, last == "?" || last == "!" { key = key.dropLast() }
        return key.lowercased()
    }
}

/// Why nothing in a resolver supplies a type, as far as the declarations tell: whether the
/// type is declared, injectable, a protocol, property-injectable, broken, generic, or
/// provided by a resolver this one does not refine.
///
/// Indexes the model once; each question is then a few dictionary lookups.
struct UnboundReasons {
    private let program: ExplainableProgram
    /// The problem of each type that conforms to a DIKit protocol but cannot be read as one.
    private let invalidInjectables: [TypeKey: Diagnostic]
    private let propertyInjectables: [TypeKey: InjectableType]
    /// Every provider of each type, with the index of its resolver, in the resolvers' order.
    private let providers: [TypeKey: [(resolver: Int, provider: ProviderMethod)]]
    /// The parent of each scope, by name.
    private let scopeParents: [String: String]
    /// Every resolver's own contributions of each element type, in the resolvers' order.
    private let contributions: [TypeKey: [Contribution]]
    /// The `KeptByScope` types, by key.
    private let keptTypes: [TypeKey: KeptType]

    init(program: ExplainableProgram) {
        self.program = program
        var invalid: [TypeKey: Diagnostic] = [:]
        var property: [TypeKey: InjectableType] = [:]
        for (style, injectables) in program.model.injectables {
            for injectable in injectables {
                let key = injectable.key
                switch injectable.read {
                case .failure(let diagnostic): invalid[key] = invalid[key] ?? diagnostic
                case .success(let type) where style == .property: property[key] = property[key] ?? type
                case .success: break
                }
            }
        }
        invalidInjectables = invalid
        propertyInjectables = property
        var providers: [TypeKey: [(resolver: Int, provider: ProviderMethod)]] = [:]
        for (index, resolver) in program.model.resolvers.enumerated() {
            // A resolver's own providers only: the inherited ones are its parents' own.
            for provider in resolver.providers where provider.distance == 0 || !program.model.semantics.includes(.resolverRefinement) {
                providers[provider.returnType.key, default: []].append((index, provider))
            }
        }
        self.providers = providers
        var contributions: [TypeKey: [Contribution]] = [:]
        for resolver in program.model.resolvers {
            for contribution in resolver.contributions where contribution.method.distance == 0 {
                contributions[contribution.element.key, default: []].append(contribution)
            }
        }
        self.contributions = contributions
        keptTypes = Dictionary(program.model.keptTypes.map { ($0.key, $0) }) { first, _ in first }
        scopeParents = Dictionary(program.model.resolvers.compactMap { resolver in
            resolver.childScope.map { (resolver.name, $0.parentName) }
        }) { first, _ in first }
    }

    /// Why the type `key` is not supplied by the resolver at `resolverIndex` (`nil`: by any).
    func reasons(for key: TypeKey, inResolver resolverIndex: Int?) -> [UnboundReason] {
        var reasons: [UnboundReason] = []
        if let resolverIndex, let elsewhere = providers[key]?.filter({ $0.resolver != resolverIndex }), !elsewhere.isEmpty {
            reasons.append(.providedByOtherResolvers(elsewhere.prefix(ExplanationLimits.namesInReason).map {
                ProviderLocation(signature: $0.provider.signature, reference: $0.provider.reference)
            }))
        }
        if let kept = keptTypes[key] {
            reasons.append(.keptByDeclaredScope(kept.keeper.resolverName, kept.keeper.reference))
        } else if let resolverIndex {
            let scopes = scopesKeeping(key, below: program.model.resolvers[resolverIndex].name)
            if !scopes.isEmpty { reasons.append(.keptByScopes(scopes)) }
        }
        if let contributed = contributions[key] {
            reasons.append(.contributed(contributed.prefix(ExplanationLimits.namesInReason).map {
                ProviderLocation(signature: $0.method.signature, reference: $0.method.reference)
            }, element: contributed[0].element.spelling))
        }
        if let type = propertyInjectables[key] { reasons.append(.propertyInjectable(type.reference)) }
        if let problem = invalidInjectables[key], let reference = problem.reference {
            reasons.append(.invalidInjectable(message: problem.message, reference))
        }
        // A collection of a contributed type is made of contributions, not declared.
        if let collection = Multibinding.collection(takenAs: TypeReference(key: key, spelling: key.text)), !collection.isOptional,
           let contributed = contributions[collection.elementKey] {
            reasons.append(.collectsContributionsMadeElsewhere(contributed.prefix(ExplanationLimits.namesInReason).map {
                ProviderLocation(signature: $0.method.signature, reference: $0.method.reference)
            }, element: contributed[0].element.spelling))
            return reasons
        }
        reasons += declarationReasons(for: key)
        return reasons
    }

    /// The scopes under the resolver `ancestor`, at any depth, that build the shared type
    /// `key` themselves and keep it (`ScopedAwayTypes`).
    private func scopesKeeping(_ key: TypeKey, below ancestor: String) -> [String] {
        program.graphs.compactMap { graph -> String? in
            guard graph.resolver.childScope != nil, let binding = graph.nodeByKey[key],
                  graph[binding].kind.injectableType != nil, graph[binding].scope.isShared else { return nil }
            var parent = graph.resolver.childScope?.parentName
            var visited: Set<String> = []
            while let name = parent, visited.insert(name).inserted {
                if name == ancestor { return graph.resolver.name }
                parent = scopeParents[name]
            }
            return nil
        }
    }

    /// What the type's declaration, or its absence, tells.
    private func declarationReasons(for key: TypeKey) -> [UnboundReason] {
        guard case .named(let components) = key.type else { return [.notDeclared] }
        let name = components.map(\.name).joined(separator: ".")
        guard let entry = program.table.entry(named: name) else { return [.notDeclared] }
        let isGenericInstantiation = components.contains { !$0.genericArguments.isEmpty }
        if let generic = entry.genericEnclosingType { return [.nestedInGenericType(generic: generic, entry.reference)] }
        let injectionStyles = program.table.injectionStyles(of: entry)
        if entry.isGeneric, !injectionStyles.isEmpty {
            return isGenericInstantiation
                ? [.genericInstantiationFailed(entry.reference)]
                : [.genericWithoutArguments(parameters: entry.genericParameters, entry.reference)]
        }
        if entry.kind == .protocol {
            let conforming = program.model.conformances.types(conformingTo: name)
            return [.protocolType(entry.reference, conformingTypes: Array(conforming.prefix(ExplanationLimits.namesInReason)))]
        }
        guard injectionStyles.isEmpty else { return [] }
        if let lifetime = program.table.lifetimeWithoutInjection(of: entry) { return [.keptButNotBuilt(lifetime: lifetime, entry.reference)] }
        return [.notInjectable(entry.reference)]
    }
}

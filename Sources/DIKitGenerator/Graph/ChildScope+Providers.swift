extension ChildScope {
    /// What the scope `resolver` takes from elsewhere, as providers of its graph: each value
    /// it is made with, then each type its checked `parent` resolves, through the parent's
    /// method. A type the parent builds only with call-site parameters is built by the
    /// scope itself (which may bind them); a provider's type is always the parent's, its
    /// call-site parameters passed on.
    ///
    /// A type the parent resolves keeps the parent's lifetime: the scope calls the parent's
    /// method, and the parent's store keeps what is shared (one `Database` in the app).
    func providers(of resolver: ResolverProtocol, parent: CheckedGraph, asyncExecution: AsyncExecution) -> [ProviderMethod] {
        var providers = values.map { value in
            ProviderMethod(
                name: value.name, signature: value.signature, returnType: value.type, parameters: [], reference: value.reference,
                effects: .none, isolation: value.isolation, asyncExecution: asyncExecution, scope: .unique, distance: 0,
                kind: .scopeValue
            )
        }
        let parentBindings = parent.resolverGraph.bindings
        for (index, binding) in parentBindings.enumerated() {
            let passedOn = parent.parametersOfBinding[index].entries
            if case .injectable = binding.source, !passedOn.isEmpty { continue }
            let name = parent.names.ofBinding[index]
            let signature = "\(parent.resolverName).\(name)(" + passedOn.map { $0.parameter.name + ":" }.joined() + ")"
            let isolation = parent.isolation.ofBinding[index]
            providers.append(ProviderMethod(
                name: name, signature: signature, returnType: binding.type,
                parameters: passedOn.map { $0.origin.passedOn(as: $0.parameter.name, owner: .provider(signature: signature)) },
                reference: binding.reference, effects: parent.effects.ofBinding[index].effects,
                isolation: isolation.globalActor.map(Isolation.globalActor) ?? (isolation.isNonisolatedByDeclaration ? .nonisolated : .unspecified),
                asyncExecution: asyncExecution, scope: .unique, distance: 0, kind: .parentMethod(property: parentProperty)
            ))
        }
        return providers
    }
}

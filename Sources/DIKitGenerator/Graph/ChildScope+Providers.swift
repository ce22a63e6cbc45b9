extension ChildScope {
    /// What the scope `resolver` takes from elsewhere, as providers of its graph: each value
    /// it is made with, then each type its checked `parent` resolves, through the parent's
    /// method, its call-site parameters passed on. A type that the parent builds only with a
    /// call-site parameter the scope can bind is built by the scope itself; the scope binds
    /// its values and the shared types that live in it (`scopedAway`, left out of the
    /// parent's graph); a call-site parameter is a type the parent does not bind, so nothing
    /// else of the scope's can bind one. A provider's type is always the parent's.
    ///
    /// A type the parent resolves keeps the parent's lifetime: the scope calls the parent's
    /// method, and the parent's store keeps what is shared (one `Database` in the app).
    ///
    /// Calling the parent's method reads the parent property first: where the property
    /// runs on a global actor, so does the call, and a parent's method on another global
    /// actor cannot be reached (an `invalid-scope` error in `diagnostics`).
    func providers(
        of resolver: ResolverProtocol, parent: CheckedGraph, scopedAway: Set<String>, asyncExecution: AsyncExecution,
        diagnostics: inout [Diagnostic]
    ) -> [ProviderMethod] {
        var bindable = scopedAway
        bindable.formUnion(values.lazy.map(\.type.key))
        var providers = values.map { value in
            ProviderMethod(
                name: value.name, signature: value.signature, returnType: value.type, parameters: [], reference: value.reference,
                effects: .none, isolation: value.isolation, asyncExecution: asyncExecution, scope: .unique, distance: 0,
                kind: .scopeValue
            )
        }
        let parentBindings = parent.resolverGraph.bindings
        // One error says the property is on the wrong actor, for the first method it cannot reach.
        var reportedUnreachable = false
        for (index, binding) in parentBindings.enumerated() {
            let passedOn = parent.parametersOfBinding[index].entries
            if case .injectable = binding.source, passedOn.contains(where: { entry in
                bindable.contains(DeferredDependency.wrapped(in: entry.origin.type)?.key ?? entry.origin.type.key)
                    || bindable.contains(entry.origin.type.key)
            }) { continue }
            let name = parent.names.ofBinding[index]
            let signature = "\(parent.resolverName).\(name)(" + passedOn.map { $0.parameter.name + ":" }.joined() + ")"
            let method = parent.isolation.ofBinding[index]
            let isolation: Isolation
            switch (parentIsolation.globalActor, method.globalActor) {
            case (let propertyActor?, let methodActor?) where propertyActor != methodActor:
                if !reportedUnreachable {
                    diagnostics.append(Diagnostic(
                        .error, id: .invalidScope,
                        "'\(resolver.name).\(parentProperty)' runs on @\(propertyActor), but '\(signature)' runs on @\(methodActor): "
                            + "the scope cannot read its parent there",
                        at: parentReference, fix: "declare it 'nonisolated var \(parentProperty): \(parentTypeText) { get }'"
                    ))
                    reportedUnreachable = true
                }
                // Still the parent's: the scope must not build one of its own (nothing is generated).
                isolation = .globalActor(propertyActor)
            case (let propertyActor?, _):
                isolation = .globalActor(propertyActor)
            case (nil, let methodActor?):
                isolation = .globalActor(methodActor)
            case (nil, nil):
                isolation = method.isNonisolatedByDeclaration ? .nonisolated : .unspecified
            }
            providers.append(ProviderMethod(
                name: name, signature: signature, returnType: binding.type,
                parameters: passedOn.map { $0.origin.passedOn(as: $0.parameter.name, owner: .provider(signature: signature)) },
                reference: binding.reference, effects: parent.effects.ofBinding[index].effects,
                isolation: isolation,
                asyncExecution: asyncExecution, scope: .unique, distance: 0, kind: .parentMethod(property: parentProperty, lifetime: binding.scope)
            ))
        }
        return providers
    }
}

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
    /// runs on a global actor, so does the call. A parent's method on another global actor
    /// cannot be reached: a unique type is then built by the scope itself, and any other is
    /// `unreachable` (`ScopeTree` leaves it out, and reports it if the scope needs it).
    func providers(
        of resolver: ResolverProtocol, parent: CheckedGraph, scopedAway: Set<TypeKey>, asyncExecution: AsyncExecution
    ) -> (nodes: [GraphNode], unreachable: [UnreachableParentMethod]) {
        var bindable = scopedAway
        bindable.formUnion(values.lazy.map(\.type.key))
        var nodes = values.map { value in
            GraphNode(.scopeValue(ProviderMethod(
                name: value.name, signature: value.signature, returnType: value.type, parameters: [], reference: value.reference,
                effects: .none, isolation: value.isolation, asyncExecution: asyncExecution, scope: .unique, distance: 0
            )))
        }
        let parentGraph = parent.resolverGraph
        var unreachable: [UnreachableParentMethod] = []
        let needingExtended = ChildScope.bindingsNeedingExtendedCollections(of: resolver, in: parentGraph)
        for index in parentGraph.ids where parentGraph[index].bindsType {
            let binding = parentGraph[index]
            let isInjectable = binding.kind.injectableType != nil
            // A collection the scope contributes to as well, it makes itself (`inheritedContributions`),
            // and so a unique type that needs it, and a collection whose contributions need one: what
            // the scope builds holds the scope's contributions.
            if !needingExtended.isEmpty, needingExtended.contains(index) {
                if binding.multibinding != nil { continue }
                if isInjectable, !binding.scope.isShared { continue }
            }
            let passedOn = parent.callSiteParameters[index].entries
            if isInjectable, passedOn.contains(where: { entry in
                let type = entry.origin.type
                return bindable.contains(type.key) || DeferredDependency.wrapped(in: type).map { bindable.contains($0.key) } ?? false
            }) { continue }
            let name = parent.names[index]
            let call = "\(name)(" + passedOn.map { $0.parameter.name + ":" }.joined() + ")"
            let signature = "\(parent.resolverName).\(call)"
            let method = parent.isolation[index]
            let isolation: Isolation
            // Whether the parent property, not the parent's method, puts the call on its actor.
            var isolatedByProperty = false
            switch (parentIsolation.globalActor, method.globalActor) {
            case (let propertyActor?, let methodActor?) where propertyActor != methodActor:
                if isInjectable, !binding.scope.isShared { continue }
                unreachable.append(UnreachableParentMethod(
                    key: binding.type.key, signature: signature, propertyActor: propertyActor, methodActor: methodActor
                ))
                isolation = .globalActor(propertyActor)
            case (let propertyActor?, let methodActor):
                isolation = .globalActor(propertyActor)
                isolatedByProperty = methodActor == nil
            case (nil, let methodActor?):
                isolation = .globalActor(methodActor)
            case (nil, nil):
                isolation = method.isNonisolatedByDeclaration ? .nonisolated : .unspecified
            }
            // Cited through the property when the property is why it runs where it does, so that
            // an isolation conflict points there: `'SessionResolver.app.resolveDatabase()'`.
            let cited = isolatedByProperty ? "\(resolver.name).\(parentProperty).\(call)" : signature
            nodes.append(GraphNode(.parentMethod(ProviderMethod(
                name: name, signature: cited, returnType: binding.type,
                parameters: passedOn.map { $0.origin.passedOn(as: $0.parameter.name, owner: .provider(signature: signature)) },
                reference: isolatedByProperty ? parentReference : binding.reference, effects: parent.effects[index].effects,
                isolation: isolation, asyncExecution: asyncExecution, scope: .unique, distance: 0
            ), property: parentProperty, lifetime: binding.scope)))
        }
        return (nodes, unreachable)
    }

    /// The bindings of the parent's `graph` that make or take a collection of an element
    /// type the scope `resolver` contributes to (bound there or not: the parent may have no
    /// contribution of it), or need one at any distance (now or in a closure): one walk back
    /// along the edges. Empty when the scope contributes nothing.
    private static func bindingsNeedingExtendedCollections(of resolver: ResolverProtocol, in graph: ResolverGraph) -> Set<NodeID> {
        let elements = Set(resolver.contributions.lazy.map(\.element.key))
        guard !elements.isEmpty else { return [] }
        var predecessors = Array(repeating: [Int](), count: graph.nodes.count)
        for (binding, targets) in graph.methodSuccessors.enumerated() where graph.nodes[binding].bindsType {
            for target in targets { predecessors[target].append(binding) }
        }
        var reached: Set<NodeID> = []
        var pending = graph.nodes.indices.filter { index in
            let binding = graph.nodes[index]
            guard binding.bindsType else { return false }
            return binding.multibinding.map { elements.contains($0.elementKey) } ?? binding.dependencies.contains { slot in
                Multibinding.collection(takenAs: slot.type).map { elements.contains($0.elementKey) } ?? false
            }
        }
        while let binding = pending.popLast() {
            guard reached.insert(NodeID(binding)).inserted else { continue }
            pending += predecessors[binding]
        }
        return reached
    }

    /// The parent's contributions to each collection the scope `resolver` makes itself, each
    /// called through the parent property: those to the element types it contributes to as
    /// well, which it collects with its own, and those to any other collection that needs one
    /// of these at any distance (a contribution that takes a value the scope builds), which
    /// it collects with the values it builds.
    func inheritedContributions(of resolver: ResolverProtocol, parent: CheckedGraph) -> [Contribution] {
        let needingExtended = ChildScope.bindingsNeedingExtendedCollections(of: resolver, in: parent.resolverGraph)
        guard !needingExtended.isEmpty else { return [] }
        var collected: Set<TypeKey> = []
        return needingExtended.sorted().flatMap { index -> [Contribution] in
            guard let multibinding = parent.resolverGraph[index].multibinding,
                  collected.insert(multibinding.elementKey).inserted else { return [] }
            return multibinding.contributions.map { $0.reached(through: parentProperty, isolation: parentIsolation) }
        }
    }

    /// The error for a parent's method the scope needs but cannot reach (`unreachable`).
    func unreachableDiagnostic(_ method: UnreachableParentMethod, in resolver: ResolverProtocol) -> Diagnostic {
        Diagnostic(
            .error, id: .invalidScope,
            "'\(resolver.name).\(parentProperty)' runs on @\(method.propertyActor), but '\(method.signature)', which the scope needs, "
                + "runs on @\(method.methodActor): the scope cannot read its parent there",
            at: parentReference, fix: "declare it 'nonisolated var \(parentProperty): \(parentTypeText) { get }'"
        )
    }
}

/// A method of a scope's parent that runs on another global actor than the parent
/// property: the scope cannot call it (`ChildScope.providers`).
struct UnreachableParentMethod {
    /// The key of the type it resolves.
    var key: TypeKey
    var signature: String
    var propertyActor: String
    var methodActor: String
}

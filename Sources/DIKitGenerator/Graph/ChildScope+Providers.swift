extension ChildScope {
    /// How the scope `resolver` takes `node`'s type from its checked `parent`.
    enum Forwarding {
        /// Through the parent's method: a provider of the scope's graph that calls it, its
        /// call-site parameters passed on (and bound where the scope binds them).
        case node(GraphNode)
        /// The parent's method runs on another global actor than the parent property: a type
        /// that is not shared is made by the scope itself.
        case madeByTheScope
        /// The parent's method cannot be reached, and the type is the parent's to keep: left
        /// out, and an error if the scope needs it.
        case unreachable(UnreachableParentMethod)
    }

    /// How the scope `resolver` takes `node`'s type from its checked `parent`, through the
    /// parent's method for that type; `nil` when the parent has none.
    ///
    /// A type the parent resolves keeps the parent's lifetime: the scope calls the parent's
    /// method, and the parent's store keeps what is shared (one `Database` in the app).
    ///
    /// Calling the parent's method reads the parent property first: where the property runs on
    /// a global actor, so does the call. A parent's method on another global actor cannot be
    /// reached (`Forwarding.madeByTheScope`, `.unreachable`).
    func forwarder(to node: GraphNode, in parent: CheckedGraph, of resolver: ResolverProtocol, asyncExecution: AsyncExecution) -> Forwarding? {
        let parentGraph = parent.resolverGraph
        guard let index = parentGraph.nodeByKey[node.type.key] else { return nil }
        let binding = parentGraph[index]
        let passedOn = parent.callSiteParameters[index].entries
        let name = parent.names[index]
        let call = "\(name)(" + passedOn.map { $0.parameter.name + ":" }.joined() + ")"
        let signature = "\(parent.resolverName).\(call)"
        let method = parent.isolation[index]
        let isolation: Isolation
        // Whether the parent property, not the parent's method, puts the call on its actor.
        var isolatedByProperty = false
        switch (parentIsolation.globalActor, method.globalActor) {
        case (let propertyActor?, let methodActor?) where propertyActor != methodActor:
            if binding.kind.injectableType != nil, !binding.scope.isShared { return .madeByTheScope }
            return .unreachable(UnreachableParentMethod(key: binding.type.key, signature: signature, propertyActor: propertyActor, methodActor: methodActor))
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
        return .node(GraphNode(.parentMethod(ProviderMethod(
            name: name, signature: cited, returnType: binding.type,
            parameters: passedOn.map { $0.origin.passedOn(as: $0.parameter.name, owner: .provider(signature: signature)) },
            reference: isolatedByProperty ? parentReference : binding.reference, effects: parent.effects[index].effects,
            isolation: isolation, asyncExecution: asyncExecution, scope: .unique, distance: 0
        ), property: parentProperty, lifetime: binding.lifetime)))
    }

    /// The warning for a scope's store in which nothing is kept: every shared type the scope
    /// resolves is made above it.
    func unusedStoreDiagnostic(_ store: InstanceStore, of resolver: ResolverProtocol) -> Diagnostic {
        Diagnostic(
            .warning, id: .unusedScopeStore,
            "scope '\(resolver.name)' declares 'sharedInstances' but keeps nothing in it: every shared type it resolves is made "
                + "by a resolver above it, and shared with every scope below that",
            at: store.reference,
            fix: "remove 'sharedInstances' from '\(resolver.name)', or mark the types each '\(resolver.name)' should have its own of "
                + "'KeptByScope', with 'typealias KeepingScope = \(resolver.name)'"
        )
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
/// property: the scope cannot call it.
struct UnreachableParentMethod {
    /// The key of the type it resolves.
    var key: TypeKey
    var signature: String
    var propertyActor: String
    var methodActor: String
}

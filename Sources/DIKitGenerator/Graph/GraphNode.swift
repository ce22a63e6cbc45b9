/// One node of a resolver's graph: a binding, which supplies a value of its type, or a
/// property-injectable type, which its `injectTo` method injects into. Every reader of the
/// graph (checks, generated code, graph export, `explain`) sees a node through this one view.
///
/// A class, immutable: reading a node out of a graph's table retains one object, not each
/// string and array of its kind, type and dependencies.
final class GraphNode: Sendable {
    let kind: BindingKind
    /// For a variant of a binding that a factory closure calls (`AssistedVariants`), the types
    /// its callers supply, sorted: every dependency of one of them in its construction is a
    /// call-site parameter. Empty for a binding itself.
    let suppliedByCallers: [TypeKey]
    /// The type it supplies or injects into; dependencies are matched by its key. Read once
    /// from the kind: graph algorithms and emission read it for every node they visit.
    let type: TypeReference
    /// What it is built from: the type's `Dependency` properties, initializer or factory
    /// parameters, or the method's parameters.
    let dependencies: [DependencySlot]

    init(_ kind: BindingKind, suppliedByCallers: [TypeKey] = []) {
        self.kind = kind
        self.suppliedByCallers = suppliedByCallers
        if let type = kind.injectableType {
            self.type = type.type
            dependencies = type.dependencies
        } else {
            let method = kind.providerMethod!
            type = method.returnType
            dependencies = method.parameters
        }
    }

    /// Whether it has a `resolve` method: every node but a property-injectable type's.
    var bindsType: Bool {
        if case .propertyInjection = kind { false } else { true }
    }

    /// Whether it is a variant a factory closure calls, which binds no type of its own.
    var isVariant: Bool { !suppliedByCallers.isEmpty }

    /// The type as generated code and diagnostics write it.
    var typeName: String { type.spelling }

    /// The collection of contributions it makes, if it makes one.
    var multibinding: Multibinding? {
        if case .contributions(let multibinding, _) = kind { multibinding } else { nil }
    }

    /// Where it is declared: the type, or the method or property that supplies it.
    var reference: SourceReference {
        kind.injectableType?.reference ?? kind.providerMethod!.reference
    }

    /// How diagnostics name it: `'ShopResolver.provideGrinder(model:)'` or `'Barista' (Injectable)`.
    var description: String {
        switch kind {
        case .initializer(let type), .factoryMethod(let type), .initializerParameters(let type), .propertyInjection(let type):
            "'\(type.name)' (\(type.style.protocolName))"
        case .contributions(_, let collector): "'\(typeName)' (contributions '\(collector.signature)')"
        case .provider(let method), .scopeValue(let method), .replacement(let method), .parentMethod(let method, _, _), .scopeMaker(let method):
            "'\(method.signature)'"
        case .contributedBinding(let binding): "'\(typeName)' (ContributesBinding of '\(binding.implementation.name)')"
        case .containedProvider(let provider): "'\(provider.method.signature)'"
        }
    }

    /// What declares it, for a reader: the provider's signature, or the type's name.
    var declaration: String {
        kind.providerMethod?.signature ?? typeName
    }
}

extension GraphNode {
    /// What calling the provider, initializer or factory method involves (nothing is
    /// called to inject into a property-injectable type).
    var effects: Effects {
        switch kind {
        case .initializer(let type), .factoryMethod(let type), .initializerParameters(let type): type.effects
        case .propertyInjection: .none
        case .provider(let method), .scopeValue(let method), .replacement(let method), .parentMethod(let method, _, _),
             .contributions(_, let method), .scopeMaker(let method):
            method.effects
        case .contributedBinding(let binding): binding.method.effects
        case .containedProvider(let provider): provider.method.effects
        }
    }

    /// Where calling the provider, initializer or factory method runs, or where a
    /// property-injectable type's `dependency` is assigned.
    var isolation: Isolation {
        kind.injectableType?.isolation ?? kind.providerMethod!.isolation
    }

    /// Where calling the provider, initializer or factory method runs while awaited, if it
    /// is `async` and not isolated.
    var asyncExecution: AsyncExecution {
        kind.injectableType?.asyncExecution ?? kind.providerMethod!.asyncExecution
    }

    /// Whether awaiting the declaration leaves the caller's isolation: it is `async`, not
    /// isolated (neither to a global actor nor to an actor), and not run on its caller's
    /// actor (`AsyncExecution.concurrent`). What it is given is sent.
    var leavesCallerWhenAwaited: Bool {
        effects.isAsync && isolation.globalActor == nil && isolation != .actor && asyncExecution == .concurrent
    }

    /// Whether what generated code passes as dependency `position` crosses into the
    /// declaration, and so must be disconnected from the caller (or `Sendable`): into an
    /// actor's initializer, or where the declaration takes it `sending`.
    func receivesSent(_ position: Int) -> Bool {
        isolation == .actor || dependencies[position].isSent
    }

    /// Whether any dependency crosses into the declaration (`receivesSent`).
    var receivesAnySent: Bool {
        isolation == .actor || dependencies.contains { $0.isSent }
    }

    /// Where what `receivesSent` crosses into, for a diagnostic: `actor 'Store'`, or
    /// `'Store.makeInstance(dependency:)', which takes 'sending Dependency'`.
    var sentDestination: String {
        if isolation == .actor { return "actor '\(typeName)'" }
        return kind.injectableType == nil
            ? "'\(callee)', which takes parameters 'sending'" : "'\(callee)', which takes 'sending Dependency'"
    }

    /// How long the value lives in this resolver: as the marker of its type says; a scope
    /// keeps nothing of what it takes from its parent, and nothing is kept of an injection.
    var scope: Scope {
        switch kind {
        case .initializer(let type), .factoryMethod(let type), .initializerParameters(let type): type.scope
        case .propertyInjection: .unique
        case .provider(let method), .scopeValue(let method), .replacement(let method), .parentMethod(let method, _, _),
             .contributions(_, let method), .scopeMaker(let method):
            method.scope
        case .contributedBinding(let binding): binding.method.scope
        case .containedProvider(let provider): provider.method.scope
        }
    }

    /// Whether a resolution makes it once and passes it to everything it builds: a
    /// `SharedInResolution` binding, or, in a scope, the parent's method of one, which the
    /// scope's resolution calls once (`ResolutionPlans`).
    var makesResolutionInstance: Bool {
        if case .parentMethod(_, _, let lifetime) = kind { return lifetime == .perResolution }
        return scope == .perResolution
    }

    /// How long the value lives wherever it is kept, for a reader: a scope keeps nothing of
    /// what it takes from its parent (`scope` is `unique`), but the parent may keep it.
    var lifetime: Scope {
        switch kind {
        case .parentMethod(_, _, let lifetime): return lifetime
        // The bound type is the implementation's instance, kept as the implementation is.
        case .contributedBinding(let binding): return binding.implementation.scope
        default: return scope
        }
    }

    /// How the value is made, for the readers outside the generator (graph export).
    var construction: CheckedGraph.Node.Construction {
        switch kind {
        case .initializer: .initializer
        case .factoryMethod: .factoryMethod
        case .initializerParameters: .initializerParameters
        case .propertyInjection: .propertyInjection
        case .provider(let method): .provider(method.name)
        case .scopeValue(let method): .scopeValue(method.name)
        case .replacement(let method): .replacement(method.name)
        case .parentMethod(let method, _, _): .parentScope(method.signature)
        case .contributions(let multibinding, _): .contributions(multibinding.contributions.map(\.requirement))
        case .scopeMaker(let method): .scopeMaker(method.name)
        case .contributedBinding(let binding): .contributedBinding(binding.implementation.name, replacing: binding.replaced)
        case .containedProvider(let provider): .provider(provider.method.signature)
        }
    }
}

extension GraphNode {
    /// What it calls, quoted with its declared effects, for a diagnostic that involves an
    /// effect: `async throws 'Vault.init(dependency:)'`, `throws 'AppResolver.provideKey()'`.
    var effectCitation: String {
        effects.isNone ? "'\(callee)'" : "\(effects.specifiers) '\(callee)'"
    }

    /// What it calls, quoted with its global actor and effects, for a diagnostic that
    /// involves either: `@MainActor 'Screen.init(dependency:)'`, `async 'AppResolver.provideKey()'`.
    var traitCitation: String {
        let traits = [isolation.globalActor.map { "@\($0)" }, effects.isNone ? nil : effects.specifiers].compactMap { $0 }
        return (traits + ["'\(callee)'"]).joined(separator: " ")
    }

    /// Whether a diagnostic that involves it should say what it calls: it has an effect or
    /// runs on a global actor.
    var hasTraits: Bool { !effects.isNone || isolation.globalActor != nil }

    private var callee: String {
        switch kind {
        case .factoryMethod(let type): "\(type.name).makeInstance(dependency:)"
        case .initializerParameters(let type): "\(type.name).init(" + type.dependencies.map { ($0.argumentLabel ?? "_") + ":" }.joined() + ")"
        case .initializer(let type), .propertyInjection(let type): "\(type.name).init(dependency:)"
        case .provider(let method), .scopeValue(let method), .replacement(let method), .parentMethod(let method, _, _),
             .contributions(_, let method), .scopeMaker(let method):
            method.signature
        case .contributedBinding(let binding): binding.method.signature
        case .containedProvider(let provider): provider.method.signature
        }
    }
}

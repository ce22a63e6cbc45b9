/// What supplies a value of one type inside a resolver: a provider method, or an
/// injectable type built with its initializer or factory method.
struct Binding: Sendable {
    /// Indirect: reading a binding's type name or dependencies then retains one box, not
    /// each string and array of the provider (an injectable type is a class already).
    enum Source: Sendable {
        indirect case provider(ProviderMethod)
        case injectable(InjectableType)
    }

    var source: Source

    /// The type this binding supplies; dependencies are matched by its key.
    var type: TypeReference {
        switch source {
        case .provider(let provider): provider.returnType
        case .injectable(let type): type.type
        }
    }

    /// The collection of contributions it makes, if it makes one.
    var multibinding: Multibinding? {
        guard case .provider(let provider) = source, case .collection(let multibinding) = provider.kind else { return nil }
        return multibinding
    }

    /// The type as generated code and diagnostics write it.
    var typeName: String { type.spelling }

    var dependencies: [DependencySlot] {
        switch source {
        case .provider(let provider): provider.parameters
        case .injectable(let type): type.dependencies
        }
    }

    /// Where the binding is declared: the provider method or the type.
    var reference: SourceReference {
        switch source {
        case .provider(let provider): provider.reference
        case .injectable(let type): type.reference
        }
    }

    /// How diagnostics name it: `ShopResolver.provideGrinder(model:)` or `Barista (Injectable)`.
    var description: String {
        switch source {
        case .provider(let provider) where multibinding != nil: "'\(typeName)' (contributions '\(provider.signature)')"
        case .provider(let provider): "'\(provider.signature)'"
        case .injectable(let type): "'\(type.name)' (\(type.style.protocolName))"
        }
    }
}

extension Binding {
    /// What calling the provider, initializer or factory method involves.
    var effects: Effects {
        switch source {
        case .provider(let provider): provider.effects
        case .injectable(let type): type.effects
        }
    }

    /// Where calling the provider, initializer or factory method runs.
    var isolation: Isolation {
        switch source {
        case .provider(let provider): provider.isolation
        case .injectable(let type): type.isolation
        }
    }

    /// Where calling the provider, initializer or factory method runs while awaited, if it
    /// is `async` and not isolated.
    var asyncExecution: AsyncExecution {
        switch source {
        case .provider(let provider): provider.asyncExecution
        case .injectable(let type): type.asyncExecution
        }
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
        switch source {
        case .provider: return "'\(callee)', which takes parameters 'sending'"
        case .injectable: return "'\(callee)', which takes 'sending Dependency'"
        }
    }

    /// How long the value lives: as the marker of the type it binds says.
    var scope: Scope {
        switch source {
        case .provider(let provider): provider.scope
        case .injectable(let type): type.scope
        }
    }

    /// How long the value lives wherever it is kept, for a reader: a scope keeps nothing of
    /// what it takes from its parent (`scope` is `unique`), but the parent may keep it.
    var lifetime: Scope {
        if case .provider(let provider) = source, case .parentMethod(_, let lifetime) = provider.kind { return lifetime }
        return scope
    }
}

extension Binding {
    /// What it calls, quoted with its declared effects, for a diagnostic that involves an
    /// effect: `async throws 'Vault.init(dependency:)'`, `throws 'AppResolver.provideKey()'`.
    var effectCitation: String {
        "\(effects.specifiers) '\(callee)'"
    }

    /// What it calls, quoted with its global actor and effects, for a diagnostic that
    /// involves either: `@MainActor 'Screen.init(dependency:)'`, `async 'AppResolver.provideKey()'`.
    var traitCitation: String {
        let traits = [isolation.globalActor.map { "@\($0)" }, effects.isNone ? nil : effects.specifiers].compactMap { $0 }
        return "\(traits.joined(separator: " ")) '\(callee)'"
    }

    /// Whether a diagnostic that involves it should say what it calls: it has an effect or
    /// runs on a global actor.
    var hasTraits: Bool { !effects.isNone || isolation.globalActor != nil }

    private var callee: String {
        switch source {
        case .provider(let provider): provider.signature
        case .injectable(let type) where type.style == .factoryMethod: "\(type.name).makeInstance(dependency:)"
        case .injectable(let type) where type.style == .initializerParameters:
            "\(type.name).init(" + type.dependencies.map { ($0.argumentLabel ?? "_") + ":" }.joined() + ")"
        case .injectable(let type): "\(type.name).init(dependency:)"
        }
    }
}

/// Instantiates generic injectable types for each concrete use: a dependency or a parameter
/// of a provider or a contribution (`DeclaredDependencies`) that names `Repository<User>` makes
/// `Repository` with `Entity` = `User` a binding of its own, whose dependencies have the
/// parameters substituted, and which may in turn need other instantiations.
///
/// Each instantiation is made for the modules whose declarations ask for it, at any distance
/// (`requesters`): a module's resolver builds only what its own run would make, so a resolver
/// of another module read here is analysed as its module generates it.
struct GenericInstantiations {
    /// Generic injectables by qualified name.
    private let templates: [String: InjectableType]
    private(set) var instances: [InjectableType] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// For each instantiation, by key, the modules whose declarations need it (`nil`: the
    /// generated module).
    private(set) var requesters: [TypeKey: Set<ModuleName?>] = [:]
    /// The instantiation of each key, as an index into `instances`.
    private var instanceOfKey: [TypeKey: Int] = [:]
    /// The generic types some dependency names, whether or not it could be instantiated.
    private var mentioned: Set<String> = []
    /// The instantiations tried, made or not: each is tried once, and its error reported once.
    private var attempted: Set<TypeKey> = []

    /// How many instantiations may lead from a written type to another: more means the
    /// generic types instantiate each other without end (`Box<T>` needing `Box<[T]>`).
    static let maximumGenerations = 8

    init(templates: [InjectableType]) {
        var byName: [String: InjectableType] = [:]
        for template in templates where byName[template.entry.name] == nil { byName[template.entry.name] = template }
        self.templates = byName
    }

    mutating func instantiate(
        for injectables: [InjectionStyle: [DIModel.Injectable]], resolvers: [ResolverProtocol], containers: [ProviderContainer]
    ) {
        var needed: [(slot: DependencySlot, generation: Int, module: ModuleName?)] = []
        DeclaredDependencies.forEach(in: injectables, resolvers: resolvers, containers: containers) { slot, module in
            needed.append((slot, 0, module))
        }
        var next = 0
        while next < needed.count {
            let (slot, generation, module) = needed[next]
            next += 1
            for instance in instances(for: slot, generation: generation, requestedBy: module) {
                needed += instance.dependencies.map { ($0, generation + 1, module) }
            }
        }
        // A generic type of another module that nothing instantiates is that module's to warn
        // about; a public one of this module may be instantiated by the modules that import it.
        for template in templates.values.sorted(by: { $0.reference < $1.reference })
        where !mentioned.contains(template.entry.name) && template.entry.module == nil && template.entry.access <= .internal {
            diagnostics.append(Diagnostic(
                .warning, id: .unusedInjectable,
                "generic '\(template.entry.name)' is never instantiated: no dependency or provider parameter names "
                    + "'\(template.entry.name)<...>', so nothing is generated for it",
                at: template.reference,
                fix: "depend on a concrete instantiation, as in 'let store: \(template.entry.name)<"
                    + "\(template.entry.genericParameters.map { _ in "Concrete" }.joined(separator: ", "))>'"
            ))
        }
    }

    /// The instantiations that `slot` names of generic injectables not yet instantiated: its
    /// type, or a type anywhere inside it (`Repository<User>?`, `Lazy<Repository<User>>`,
    /// `() -> Repository<User>`, `[Repository<User>]`), since each of those is resolved
    /// through the instantiation.
    /// The instantiations `slot`, of a declaration of `module`, names whose dependencies are
    /// to be read for `module`: those made now, and those made before for other modules only.
    private mutating func instances(for slot: DependencySlot, generation: Int, requestedBy module: ModuleName?) -> [InjectableType] {
        // Only a key with generic arguments names one; every other dependency is passed over at once.
        guard slot.type.key.hasGenericArguments else { return [] }
        return slot.type.description.namedTypes.compactMap { components in
            guard !components[components.count - 1].genericArguments.isEmpty else { return nil }
            let key = TypeDescription.named(components).key
            if let made = instanceOfKey[key] {
                return requesters[key, default: []].insert(module).inserted ? instances[made] : nil
            }
            guard let instance = instance(of: components, for: slot, generation: generation) else { return nil }
            instanceOfKey[key] = instances.count
            instances.append(instance)
            requesters[key] = [module]
            return instance
        }
    }

    /// The instantiation `components` name, when they name a generic injectable with
    /// generic arguments not yet instantiated (an error says why one cannot be made).
    private mutating func instance(
        of components: [TypeDescription.NameComponent], for slot: DependencySlot, generation: Int
    ) -> InjectableType? {
        guard let template = templates[components.map(\.name).joined(separator: ".")] else { return nil }
        let type = TypeDescription.named(components)
        let key = type.key
        guard attempted.insert(key).inserted else { return nil }
        mentioned.insert(template.entry.name)
        let parameters = template.entry.genericParameters
        let arguments = components[components.count - 1].genericArguments
        guard arguments.count == parameters.count, components.dropLast().allSatisfy(\.genericArguments.isEmpty) else {
            diagnostics.append(Diagnostic(
                .error, id: .genericInstantiation,
                "'\(key)' cannot be resolved: '\(template.entry.name)' takes \(parameters.count) generic "
                    + "argument\(parameters.count == 1 ? "" : "s") (\(parameters.joined(separator: ", "))), needed by \(slot.citation)",
                at: slot.reference, notes: [.init("'\(template.entry.name)' is declared here", at: template.reference)],
                fix: "write '\(template.entry.name)<\(parameters.joined(separator: ", "))>' with a concrete type for each parameter"
            ))
            return nil
        }
        guard generation < GenericInstantiations.maximumGenerations else {
            diagnostics.append(Diagnostic(
                .error, id: .genericInstantiation,
                "'\(key)' cannot be resolved: instantiating '\(template.entry.name)' needs "
                    + "\(GenericInstantiations.maximumGenerations) nested instantiations, and would go on without end",
                at: slot.reference, notes: [.init("'\(template.entry.name)' is declared here", at: template.reference)],
                fix: "break the chain of generic dependencies with a provider for one of them"
            ))
            return nil
        }
        let substitutions = Dictionary(zip(parameters, arguments), uniquingKeysWith: { first, _ in first })
        let dependencies = template.dependencies.map { dependency in
            let key = dependency.type.description.substituting(substitutions).key
            return dependency.instantiated(
                type: key == dependency.type.key ? dependency.type : TypeReference(key: key, spelling: key.text),
                owner: .dependencyStruct(ofType: key.text)
            )
        }
        return template.instantiated(as: TypeReference(key: key, spelling: key.text), dependencies: dependencies)
    }
}

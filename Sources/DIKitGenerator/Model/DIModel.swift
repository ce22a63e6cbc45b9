/// What the program declares for dependency injection, read from the type table: the
/// resolvers and the injectable types (generic ones instantiated for each use), each read
/// once, with the problems found in them.
struct DIModel {
    let imports: [String]
    /// Resolvers sorted by name.
    let resolvers: [ResolverProtocol]
    /// The name of every resolver protocol read, of any module, whether or not one of
    /// `resolvers` relates to it.
    let resolverNames: Set<String>
    let conformances: Conformances
    let semantics: Semantics
    /// What each module sees: a resolver's graph holds the injectable types its module sees.
    let modules: ModuleVisibility
    let clashingNames: ClashingNames
    /// Which attributes are global actors, for the graphs' closure types.
    let globalActors: GlobalActors
    /// For each injection style, every conforming concrete type sorted by key: the type, or
    /// why it cannot be used. Sorted, so that a resolver's graph numbers its bindings the
    /// same way whatever order the files and their declarations were read in, and nothing
    /// computed from the graph can depend on that order.
    let injectables: [InjectionStyle: [Injectable]]
    /// The shared types whose instances a scope keeps (`KeptByScope`), sorted by key.
    let keptTypes: [KeptType]
    /// What the resolvers contribute, and which collections of it dependencies ask for.
    let contributed: ContributedCollections
    /// The scopes whose makers dependencies ask for.
    let askedScopeMakers: AskedScopeMakers
    /// The bindings types declare for themselves (`ContributesBinding`), sorted by the key of
    /// the type they bind.
    let contributedBindings: ContributedBindings

    /// A type read as one style, by the key of its type. A struct, not a tuple: arrays of
    /// tuples are copied through the runtime's generic value witnesses, a dozen times slower.
    struct Injectable {
        var key: TypeKey
        /// The declaration read, when the program has several modules: whether a resolver
        /// sees it depends on its module and access. (`nil` in a program of one module, where
        /// every resolver sees every type: one reference less to count for each of 100,000.)
        var entry: TypeEntry?
        /// For an instantiation of a generic type, in a program of several modules, the modules
        /// whose declarations need it (`GenericInstantiations.requesters`): a resolver builds it
        /// only where one of them is seen. `nil` for any other type.
        var requesters: Set<ModuleName?>?
        /// The type, or the diagnostic that says why it cannot be used: a boxed diagnostic,
        /// since few reads fail and one inline would make each of 100,000 elements five
        /// times the size.
        private var storage: Storage

        private enum Storage {
            case type(InjectableType)
            indirect case problem(Diagnostic)
        }

        init(key: TypeKey, entry: TypeEntry?, requesters: Set<ModuleName?>? = nil, read: Result<InjectableType, Diagnostic>) {
            self.key = key
            self.entry = entry
            self.requesters = requesters
            switch read {
            case .success(let type): storage = .type(type)
            case .failure(let diagnostic): storage = .problem(diagnostic)
            }
        }

        var read: Result<InjectableType, Diagnostic> {
            switch storage {
            case .type(let type): .success(type)
            case .problem(let diagnostic): .failure(diagnostic)
            }
        }

        /// Whether code of `module` builds it: it sees the type, and, for an instantiation, a
        /// module that needs it.
        func isBuilt(from module: ModuleName?, _ modules: ModuleVisibility) -> Bool {
            guard let entry else { return true }
            guard modules.sees(entry, from: module) else { return false }
            return requesters.map { $0.contains { $0 == module || modules.sees(module: $0, from: module) } } ?? true
        }
    }

    init(table: TypeTable, settings: ModuleSettings, diagnostics: inout [Diagnostic]) {
        imports = table.imports
        semantics = table.semantics
        modules = table.modules
        clashingNames = table.clashingNames
        globalActors = GlobalActors(table: table)
        let isolation = IsolationInference(settings: settings, table: table, globalActors: globalActors)
        let (resolvers, resolverNames) = ResolverProtocol.readAll(from: table, isolation: isolation, diagnostics: &diagnostics)
        self.resolverNames = resolverNames
        conformances = Conformances(table: table)
        // A dependency module's problems are its own run's to report.
        var dependencyDiagnostics: [Diagnostic] = []
        let isSingleModule = modules.isSingleModule
        // The containers of static providers: types that are built by nothing, so not among the reads.
        var containers: [ProviderContainer] = []
        if semantics.includes(.contributedBindings) {
            for entry in table.entries where entry.kind != .protocol && entry.ownDIKitProtocols.contains(.contributesProviders) {
                if isSingleModule || entry.module == nil {
                    containers.append(ProviderContainer.read(entry, in: table, inference: isolation, diagnostics: &diagnostics))
                } else {
                    containers.append(ProviderContainer.read(entry, in: table, inference: isolation, diagnostics: &dependencyDiagnostics))
                }
            }
            containers.sort { $0.entry.key < $1.entry.key }
        }
        // A type with a lifetime that a provider returns is built: by the provider. The set is
        // made the first time a type with a lifetime and no injection asks (few programs have one).
        var providedKeys: Set<TypeKey>?
        let isProvided = { (key: TypeKey) -> Bool in
            if providedKeys == nil {
                providedKeys = Set(resolvers.lazy.flatMap(\.providers).map(\.returnType.key))
                providedKeys!.formUnion(containers.lazy.flatMap(\.providers).map(\.method.returnType.key))
            }
            return providedKeys!.contains(key)
        }
        let entries = table.semantics.includes(.unusedTypeWarnings)
            ? table.entries.filter { entry in
                isSingleModule || entry.module == nil
                    ? !DIModel.warnIfUnbuildable(entry, in: table, isProvided: isProvided, &diagnostics)
                    : !DIModel.warnIfUnbuildable(entry, in: table, isProvided: isProvided, &dependencyDiagnostics)
            }
            : table.entries
        // Each type is read as each style it conforms to, independently of the others: on all cores.
        // DIKit 0.5 had no `InitializerInjectable`: under its rules, the name means nothing.
        let semantics = table.semantics
        let reads = Parallel.map(count: entries.count) { index in
            let styles = table.injectionStyles(of: entries[index])
            return (semantics.includes(.initializerInjection) ? styles : styles.filter { $0 != .initializerParameters }).map { style in
                StyledRead(style: style, injectable: Injectable(
                    key: entries[index].key, entry: isSingleModule ? nil : entries[index],
                    read: InjectableType.read(entries[index], as: style, in: table, isolation: isolation)!
                ))
            }
        }
        // Each style's list sized once: 100,000 reads are not copied as the lists grow.
        var countOfStyle: [InjectionStyle: Int] = [:]
        for read in reads.joined() { countOfStyle[read.style, default: 0] += 1 }
        var injectables: [InjectionStyle: [Injectable]] = [:]
        for style in InjectionStyle.allCases {
            injectables[style] = []
            injectables[style]!.reserveCapacity(countOfStyle[style, default: 0])
        }
        var templates: [InjectableType] = []
        // The types a scope keeps, each once, whichever styles it was read as (or the container's
        // provider that returns it).
        var kept: [TypeKey: (entry: TypeEntry, name: String, scope: Scope)] = [:]
        // The types that bind another, or contribute to collections, each once, as the first
        // style it was read as builds it.
        var contributing: [TypeKey: Injectable] = [:]
        var collecting: [TypeKey: Injectable] = [:]
        // Those no style builds as a value of its own (a generic template, a property-injectable
        // type), with the alias they declare.
        var unbuiltContributing: [TypeKey: (InjectableType, DeclaredSupertype.Role)] = [:]
        // The types that replace another's contributions, each once: a container replaces
        // another's providers.
        var replacing: [TypeKey: TypeEntry] = [:]
        for container in containers where container.entry.ownDIKitProtocols.contains(.replacesContribution) {
            replacing[container.entry.key] = container.entry
        }
        // Only the type that declares the conformance binds (or replaces): a subclass inherits
        // the conformance, not its superclass's binding.
        let declares = { (type: InjectableType, dikitProtocol: DIKitProtocols) -> Bool in
            type.conformances.contains(dikitProtocol) && semantics.includes(.contributedBindings)
                && DIKitProtocols(namedIn: type.entry.parts).contains(dikitProtocol)
        }
        let roles: [DeclaredSupertype.Role] = [.boundType, .collectionElement]
        for read in reads.joined() {
            if case .success(let type) = read.injectable.read {
                if declares(type, .replacesContribution) { replacing[type.entry.key] = type.entry }
                if type.entry.isGeneric {
                    for role in roles where declares(type, role.dikitProtocol) { unbuiltContributing[type.type.key] = (type, role) }
                    templates.append(type)
                    continue
                }
                if type.conformances.contains(.keptByScope) { kept[type.type.key] = (type.entry, type.name, type.scope) }
                for role in roles where declares(type, role.dikitProtocol) {
                    if read.style == .property {
                        unbuiltContributing[type.type.key] = (type, role)
                    } else if role.dikitProtocol == .contributesBinding {
                        if contributing[type.type.key] == nil { contributing[type.type.key] = read.injectable }
                    } else if collecting[type.type.key] == nil {
                        collecting[type.type.key] = read.injectable
                    }
                }
            }
            injectables[read.style]!.append(read.injectable)
        }
        if !templates.isEmpty {
            var instantiations = GenericInstantiations(templates: templates)
            instantiations.instantiate(for: injectables, resolvers: resolvers, containers: containers)
            for instance in instantiations.instances {
                if instance.conformances.contains(.keptByScope) { kept[instance.type.key] = (instance.entry, instance.name, instance.scope) }
                injectables[instance.style, default: []].append(Injectable(
                    key: instance.type.key, entry: isSingleModule ? nil : instance.entry,
                    requesters: isSingleModule ? nil : instantiations.requesters[instance.type.key], read: .success(instance)
                ))
            }
            diagnostics += instantiations.diagnostics
        }
        for style in InjectionStyle.allCases { injectables[style]!.sort { $0.key < $1.key } }
        // A container's provider builds its type as an injectable type is built: where the
        // type's `KeepingScope` says, when it names one.
        for provider in containers.lazy.flatMap(\.providers).map(\.method) where kept[provider.returnType.key] == nil {
            if let entry = table.declaredEntry(of: provider.returnType), table.dikitProtocols(of: entry).contains(.keptByScope) {
                kept[provider.returnType.key] = (entry, provider.returnType.spelling, provider.scope)
            }
        }
        self.injectables = injectables
        let scopeNames = kept.isEmpty ? [] : resolvers.filter { $0.isGenerated && $0.childScope != nil }.map(\.name)
        keptTypes = semantics.includes(.scopes) ? kept.sorted { $0.key < $1.key }.compactMap { key, type in
            let isOfGeneratedModule = isSingleModule || type.entry.module == nil
            switch KeepingScope.read(of: type.entry, scope: type.scope, in: table, scopeNames: scopeNames) {
            case .success(let keeper):
                return KeptType(key: key, name: type.name, keeper: keeper, isOfGeneratedModule: isOfGeneratedModule)
            case .failure(let problem) where isOfGeneratedModule:
                diagnostics.append(problem)
            case .failure(let problem):
                dependencyDiagnostics.append(problem)
            }
            return nil
        } : []
        let contributedBindings = contributing.isEmpty && collecting.isEmpty && unbuiltContributing.isEmpty && replacing.isEmpty
            && containers.isEmpty
            ? .none
            : ContributedBindings(
                contributing.values.sorted { $0.key < $1.key }, collecting: collecting.values.sorted { $0.key < $1.key },
                unbuilt: unbuiltContributing.filter { contributing[$0.key] == nil && collecting[$0.key] == nil }
                    .sorted { $0.key < $1.key }.map(\.value),
                containers: containers, replacing: replacing.values.sorted { $0.key < $1.key }, in: table, resolvers: resolvers,
                resolverNames: resolverNames, diagnostics: &diagnostics, dependencyDiagnostics: &dependencyDiagnostics
            )
        self.contributedBindings = contributedBindings
        // Each resolver collects the contributions for it that its module sees of types that
        // declare them; a scope reaches its parent's, and collects only those for it alone.
        self.resolvers = contributedBindings.isEmpty ? resolvers : resolvers.map { resolver in
            let declared = contributedBindings.contributions(by: resolver, table.modules)
            guard !declared.isEmpty else { return resolver }
            var collecting = resolver
            collecting.contributions = Contribution.ordered(resolver.contributions + declared)
            return collecting
        }
        contributed = ContributedCollections(resolvers: self.resolvers, containers: containers, injectables: injectables, table: table)
        if semantics.includes(.scopes) {
            diagnostics += DIModel.providersOfKeptTypes(self.resolvers, table: table)
        }
        askedScopeMakers = semantics.includes(.scopes) ? AskedScopeMakers(resolvers: self.resolvers, containers: containers, injectables: injectables) : .none
        if semantics.includes(.unusedTypeWarnings), self.resolvers.isEmpty {
            // A public type may be built by another module's resolver (`Examples/ModularApp`'s
            // Networking declares none): only one no other module can name is surely unused.
            diagnostics += DIModel.unusedWithoutResolver(injectables)
        }
    }

    /// An `invalid-keeping-scope` error for each provider of the generated module that returns
    /// a `KeptByScope` type: a provider is its resolver's own, so it would make the type above
    /// the scope that keeps it (or, for a type nothing else builds, once for the whole tree).
    private static func providersOfKeptTypes(_ resolvers: [ResolverProtocol], table: TypeTable) -> [Diagnostic] {
        resolvers.filter(\.isGenerated).flatMap { resolver in
            resolver.providers.filter { $0.distance == 0 }.compactMap { provider -> Diagnostic? in
                guard let entry = table.entry(named: provider.returnType.key.text), table.dikitProtocols(of: entry).contains(.keptByScope) else {
                    return nil
                }
                return Diagnostic(
                    .error, id: .invalidKeepingScope,
                    "'\(provider.signature)' provides '\(provider.returnType.spelling)', which is KeptByScope: a provider is its resolver's own, "
                        + "and would make it outside the scope that keeps it",
                    at: provider.reference,
                    fix: "remove the provider and make '\(provider.returnType.spelling)' Injectable, so that its scope builds it; or remove 'KeptByScope'"
                )
            }
        }
    }

    /// One entry read as one of the styles it conforms to.
    private struct StyledRead {
        var style: InjectionStyle
        var injectable: Injectable
    }

    /// Whether `entry` names a DIKit protocol but cannot be built: a type with a lifetime
    /// (`SharedInstance`) and no protocol that builds it, a protocol that refines one, a type
    /// nested in a generic type, or a subclass of a generic class (whose `Dependency` would
    /// need the subclass's generic arguments). A warning says why, except for a type with a
    /// lifetime that a provider returns (`isProvided`, by key), which the provider builds.
    private static func warnIfUnbuildable(
        _ entry: TypeEntry, in table: TypeTable, isProvided: (TypeKey) -> Bool, _ diagnostics: inout [Diagnostic]
    ) -> Bool {
        if entry.kind != .protocol, table.semantics.includes(.contributedBindings), table.injectionStyles(of: entry).isEmpty {
            let protocols = table.dikitProtocols(of: entry)
            for (dikitProtocol, name, effect) in [
                (DIKitProtocols.contributesBinding, "ContributesBinding", "binds nothing"),
                (.replacesContribution, "ReplacesContribution", "replaces nothing"),
                (.contributesToCollection, "ContributesToCollection", "contributes nothing"),
            ] where protocols.contains(dikitProtocol) && !(dikitProtocol == .replacesContribution && protocols.contains(.contributesProviders)) {
                diagnostics.append(Diagnostic(
                    .warning, id: .unusedInjectable,
                    "'\(entry.name)' conforms to '\(name)' but not to 'Injectable', 'FactoryMethodInjectable' or "
                        + "'InitializerInjectable': nothing builds it, so it \(effect)",
                    at: entry.reference, fix: "add 'Injectable' to the conformances of '\(entry.name)'"
                ))
            }
        }
        if let lifetime = table.lifetimeWithoutInjection(of: entry) {
            guard !isProvided(entry.key) else { return true }
            diagnostics.append(Diagnostic(
                .warning, id: .unusedInjectable,
                "'\(entry.name)' conforms to '\(lifetime)' but not to 'Injectable' or 'FactoryMethodInjectable': "
                    + "nothing builds it, and what depends on it takes it as a call-site parameter",
                at: entry.reference, fix: "add 'Injectable' to the conformances of '\(entry.name)'; '\(lifetime)' says how it is kept"
            ))
            return true
        }
        let genericSuperclass = table.genericSuperclass(of: entry)
        guard entry.kind == .protocol || entry.genericEnclosingType != nil || genericSuperclass != nil,
              let style = table.injectionStyles(of: entry).first else { return false }
        if let genericSuperclass {
            diagnostics.append(Diagnostic(
                .warning, id: .unusedInjectable,
                "'\(entry.name)' inherits '\(style.protocolName)' from generic class '\(genericSuperclass.name)': "
                    + "subclasses of generic classes are not built, so nothing is generated for it",
                at: entry.reference, fix: "bind '\(entry.name)' with a provider that builds it"
            ))
        } else if let generic = entry.genericEnclosingType {
            diagnostics.append(Diagnostic(
                .warning, id: .unusedInjectable,
                "'\(entry.name)' conforms to '\(style.protocolName)' inside generic '\(generic)': "
                    + "types nested in generic types are not built, so nothing is generated for it",
                at: entry.reference, fix: "declare '\(entry.simpleName)' outside '\(generic)', with its own generic parameters"
            ))
        } else {
            diagnostics.append(Diagnostic(
                .warning, id: .unusedInjectable,
                "protocol '\(entry.name)' refines '\(style.protocolName)': only concrete types are built, so nothing is generated for it",
                at: entry.reference, fix: "conform the concrete types to '\(style.protocolName)' instead"
            ))
        }
        return true
    }

    private static func unusedWithoutResolver(_ injectables: [InjectionStyle: [Injectable]]) -> [Diagnostic] {
        InjectionStyle.allCases.flatMap { style in
            injectables[style, default: []].compactMap { injectable -> Diagnostic? in
                // A public type may be built by another module's resolver (`Examples/ModularApp`'s
                // Networking declares none): only one no other module can name is surely unused.
                guard case .success(let type) = injectable.read, type.entry.module == nil, type.entry.access <= .internal else { return nil }
                return Diagnostic(
                    .warning, id: .unusedInjectable,
                    "'\(type.name)' conforms to '\(style.protocolName)', but no protocol inherits 'Resolver': nothing builds it",
                    at: type.reference, fix: "declare 'protocol AppResolver: Resolver {}' among the files read"
                )
            }
        }
    }

    /// An injectable type as one of its styles: what a graph met.
    struct InjectableID: Hashable {
        var style: InjectionStyle
        var key: TypeKey
    }

    /// Why each type of `unreadable` cannot be built, once each, in the order of
    /// `injectables`: the model's problem, at the declaration, whichever graphs met it.
    func readProblems(of unreadable: Set<InjectableID>) -> [Diagnostic] {
        guard !unreadable.isEmpty else { return [] }
        return InjectionStyle.allCases.flatMap { style in
            injectables[style, default: []].compactMap { injectable -> Diagnostic? in
                guard case .failure(let diagnostic) = injectable.read,
                      unreadable.contains(InjectableID(style: style, key: injectable.key)) else { return nil }
                return diagnostic
            }
        }
    }

    /// The dependency graph of `resolver`: the nodes `supplied` (what methods of the resolver,
    /// of its scope's ancestors or of contributions supply, each read as a provider), then every
    /// injectable type its module sees, then the property-injectable types it injects into.
    ///
    /// Priority: a type `supplied` supplies is taken from the nearest supplier only (and not
    /// checked as injectable); an `Injectable` type is not also used as
    /// `FactoryMethodInjectable`. Problems of the types used are reported. The shared types
    /// `excluded` live in a scope (`ScopedAwayTypes`): nothing binds them here, and what needs
    /// them takes them as call-site parameters; `boundInScopes` says which scope binds each
    /// type the resolver's related scopes bind; `contributedElements`, the element types whose
    /// collections are made of contributions (every resolver's, by default). The types it
    /// would bind but cannot read go in `unreadable`, whose problems `readProblems` reports
    /// once, however many graphs met them.
    func graph(
        for resolver: ResolverProtocol, supplied providers: [GraphNode], boundInScopes: [TypeKey: String] = [:],
        contributedElements: [TypeKey: String]? = nil, excluding excluded: Set<TypeKey> = [], unreadable: inout Set<InjectableID>
    ) -> ResolverGraph {
        // At most every type and provider is bound: room for them all, so that 100,000 are
        // not rehashed and copied as the collections grow.
        let candidateCount = injectables.values.reduce(providers.count) { $0 + $1.count }
        var nearestProvider: [TypeKey: Int] = [:]
        for provider in providers {
            let distance = provider.kind.providerMethod!.distance
            if nearestProvider[provider.type.key].map({ distance < $0 }) ?? true { nearestProvider[provider.type.key] = distance }
        }
        var registered = Set(nearestProvider.keys)
        registered.formUnion(excluded)
        registered.reserveCapacity(candidateCount)
        var nodes: [GraphNode] = []
        nodes.reserveCapacity(candidateCount)
        let module = resolver.module
        let seesAll = modules.isSingleModule
        // A container's static provider is a provider: the resolver's own replaces it, and it
        // replaces a type's own binding and what builds a type itself.
        for provider in contributedBindings.providers(by: resolver, modules) where !registered.contains(provider.method.returnType.key) {
            nodes.append(GraphNode(.containedProvider(provider)))
            registered.insert(provider.method.returnType.key)
        }
        // A type's own binding of another replaces what builds that one itself (a class's
        // initializer), as a provider does; a provider of the resolver replaces it.
        for binding in contributedBindings.seen(by: resolver, modules) where !registered.contains(binding.bound.key) {
            nodes.append(GraphNode(.contributedBinding(binding)))
            registered.insert(binding.bound.key)
        }
        for style in [InjectionStyle.initializer, .factoryMethod, .initializerParameters] {
            var registeredByThisStyle: [TypeKey] = []
            for injectable in injectables[style]! where !registered.contains(injectable.key)
                && (seesAll || injectable.isBuilt(from: module, modules)) {
                switch injectable.read {
                case .success(let type):
                    nodes.append(GraphNode(BindingKind(type)))
                    registeredByThisStyle.append(injectable.key)
                case .failure:
                    unreadable.insert(InjectableID(style: style, key: injectable.key))
                }
            }
            registered.formUnion(registeredByThisStyle)
        }
        nodes += providers.filter { provider in
            nearestProvider[provider.type.key] == provider.kind.providerMethod!.distance && (excluded.isEmpty || !excluded.contains(provider.type.key))
        }
        // The property-injectable types after every binding.
        for injectable in injectables[.property]! where seesAll || injectable.isBuilt(from: module, modules) {
            switch injectable.read {
            case .success(let type): nodes.append(GraphNode(.propertyInjection(type)))
            case .failure: unreadable.insert(InjectableID(style: .property, key: injectable.key))
            }
        }
        return ResolverGraph(
            resolver: resolver, nodes: nodes, semantics: semantics, globalActors: globalActors,
            clashingNames: clashingNames, contributedElements: contributedElements ?? contributed.elements, boundInScopes: boundInScopes
        )
    }
}

/// The bindings the program's types declare for themselves (`ContributesBinding`), their
/// contributions to collections (`ContributesToCollection`), the static providers of
/// containers (`ContributesProviders`), and the types that replace them
/// (`ReplacesContribution`), read once: each resolver takes those its module sees, that are
/// for it (`ContributionTarget`), and that no replacement it sees drops (`seen(by:_:)`,
/// `contributions(by:_:)`, `providers(by:_:)`).
struct ContributedBindings: Sendable {
    static let none = ContributedBindings(
        entries: [], elements: [], containers: [], ambiguous: [], replacements: [], receivers: ContributionReceivers(resolvers: [], resolverNames: [])
    )

    /// Sorted by the key of the bound type, then of the implementation.
    private let entries: [Entry]
    /// The bound types that two or more types bind: a resolver that sees two binds neither
    /// (`duplicate-contributed-binding` has failed the run).
    private let ambiguous: Set<TypeKey>
    /// Sorted by the key of the replacing type.
    private let replacements: [ContributionReplacement]
    /// The types' contributions to collections, sorted by the key of the implementation.
    private let elements: [Element]
    /// Sorted by the key of the container.
    private let containers: [Container]
    /// Which resolvers receive the contributions of a type that names its target.
    private let receivers: ContributionReceivers

    private struct Element: Sendable {
        var contribution: Contribution
        var implementation: DIModel.Injectable
        var elementEntry: TypeEntry
        var target: ContributionTarget?
    }

    private struct Entry: Sendable {
        var binding: ContributedBinding
        /// The implementation as the model reads it, which says which modules build it.
        var implementation: DIModel.Injectable
        var target: ContributionTarget?
    }

    private struct Container: Sendable {
        var container: ProviderContainer
        var target: ContributionTarget?
    }

    private init(
        entries: [Entry], elements: [Element], containers: [Container], ambiguous: Set<TypeKey>, replacements: [ContributionReplacement],
        receivers: ContributionReceivers
    ) {
        self.entries = entries
        self.elements = elements
        self.containers = containers
        self.ambiguous = ambiguous
        self.replacements = replacements
        self.receivers = receivers
    }

    var isEmpty: Bool { entries.isEmpty && elements.isEmpty && containers.isEmpty }

    /// Reads the binding of each of `contributing` and the contribution of each of
    /// `collecting` (both sorted by key), and the replacement of each of `replacing`, and
    /// reports what is wrong: an alias that binds, contributes or replaces nothing it can, a
    /// type no style builds as a value (`unbuilt`, with the alias it declares), a target that
    /// names no resolver, a replacement of the generated module that matches no contribution
    /// it sees, and two types that bind one type where a resolver of the generated module
    /// receives both and no replacement drops either. A dependency module's problems go in
    /// `dependencyDiagnostics`, its own run's to report.
    init(
        _ contributing: [DIModel.Injectable], collecting: [DIModel.Injectable], unbuilt: [(InjectableType, DeclaredSupertype.Role)],
        containers: [ProviderContainer], replacing: [TypeEntry], in table: TypeTable,
        resolvers: [ResolverProtocol], resolverNames: Set<String>, diagnostics: inout [Diagnostic], dependencyDiagnostics: inout [Diagnostic]
    ) {
        let modules = table.modules
        func isOfGeneratedModule(_ entry: TypeEntry) -> Bool { modules.isSingleModule || entry.module == nil }
        let receivers = ContributionReceivers(resolvers: resolvers, resolverNames: resolverNames)
        // Each type's target, read and reported once, whichever of its contributions asks: a
        // contribution whose target names no resolver is dropped, as one that cannot be read.
        var targets: [TypeKey: Result<ContributionTarget?, Diagnostic>] = [:]
        func target(of entry: TypeEntry) -> Result<ContributionTarget?, Diagnostic> {
            if let known = targets[entry.key] { return known }
            let target = ContributionTarget.read(of: entry, in: table, receivers: receivers)
            let problem: Diagnostic? = switch target {
            case .failure(let problem): problem
            case .success(nil): ContributionTarget.misspelling(in: entry)
            case .success: nil
            }
            if let problem {
                if isOfGeneratedModule(entry) { diagnostics.append(problem) } else { dependencyDiagnostics.append(problem) }
            }
            targets[entry.key] = target
            return target
        }
        var replacements: [ContributionReplacement] = []
        for entry in replacing {
            switch ContributionReplacement.read(of: entry, in: table) {
            case .success(let replacement): replacements.append(replacement)
            case .failure(let problem) where isOfGeneratedModule(entry): diagnostics.append(problem)
            case .failure(let problem): dependencyDiagnostics.append(problem)
            }
        }
        var entries: [Entry] = []
        for injectable in contributing {
            guard case .success(let type) = injectable.read, case .success(let target) = target(of: type.entry) else { continue }
            switch ContributedBinding.read(of: type, in: table) {
            case .success(let binding): entries.append(Entry(binding: binding, implementation: injectable, target: target))
            case .failure(let problem) where isOfGeneratedModule(type.entry): diagnostics.append(problem)
            case .failure(let problem): dependencyDiagnostics.append(problem)
            }
        }
        var elements: [Element] = []
        for injectable in collecting {
            guard case .success(let type) = injectable.read, case .success(let target) = target(of: type.entry) else { continue }
            switch DeclaredSupertype.read(.collectionElement, of: type.entry, in: table) {
            case .success(let element):
                let method = ProviderMethod.returningImplementation(type, as: element, named: "\(type.entry.name).CollectionElement")
                elements.append(Element(
                    contribution: Contribution(declaredBy: type, method: method), implementation: injectable, elementEntry: element.entry,
                    target: target
                ))
            case .failure(let problem) where isOfGeneratedModule(type.entry): diagnostics.append(problem)
            case .failure(let problem): dependencyDiagnostics.append(problem)
            }
        }
        for (type, role) in unbuilt where isOfGeneratedModule(type.entry) {
            let (reason, fix) = type.entry.isGeneric
                ? ("it is generic, and \(role.declared) names one type to build", role.genericFix)
                : ("it is PropertyInjectable, which is injected into, not built", role.propertyInjectableFix)
            diagnostics.append(Diagnostic(
                .error, id: role.id,
                "'\(type.name)' conforms to '\(role.protocolName)', but \(reason)",
                at: table.conformanceReference(of: type.entry, to: role.dikitProtocol),
                fix: fix
            ))
        }
        entries.sort { ($0.binding.bound.key, $0.binding.implementation.type.key) < ($1.binding.bound.key, $1.binding.implementation.type.key) }
        let containers = containers.compactMap { container -> Container? in
            guard case .success(let target) = target(of: container.entry) else { return nil }
            return Container(container: container, target: target)
        }
        let seenReplacements = replacements.filter { modules.sees($0.replacing, from: nil) }
        for replacement in seenReplacements where isOfGeneratedModule(replacement.replacing) {
            let matches = entries.contains { ContributedBindings.isSeen($0, from: nil, modules) && replacement.replaces($0.binding.implementation.type.key) }
                || elements.contains { ContributedBindings.isSeen($0, from: nil, modules) && replacement.replaces($0.implementation.key) }
                || containers.contains { modules.sees($0.container.entry, from: nil) && replacement.replaces($0.container.entry.key) }
            if !matches { diagnostics.append(replacement.unmatched) }
        }
        if !containers.isEmpty {
            diagnostics += ContributedBindings.duplicateProviders(
                containers, replacements: seenReplacements, resolvers: resolvers, receivers: receivers, modules
            )
        }
        var ambiguous: Set<TypeKey> = []
        var start = 0
        while start < entries.count {
            let key = entries[start].binding.bound.key
            var end = start + 1
            while end < entries.count, entries[end].binding.bound.key == key { end += 1 }
            if end - start > 1 {
                ambiguous.insert(key)
                // Reported where the generated module sees two of them and has a resolver that
                // receives both and no provider of the type, which would replace them.
                let seen = entries[start..<end].filter { entry in
                    ContributedBindings.isSeen(entry, from: nil, modules)
                        && !seenReplacements.contains { $0.replaces(entry.binding.implementation.type.key) }
                }
                if seen.count > 1 {
                    for group in receivers.groups(of: seen, target: \.target, bindingUnprovided: key, in: resolvers) {
                        diagnostics += ContributedBindings.duplicates(group.map(\.binding))
                    }
                }
            }
            start = end
        }
        self.entries = entries
        self.elements = elements
        self.containers = containers
        self.ambiguous = ambiguous
        self.replacements = replacements.sorted { $0.replacing.key < $1.replacing.key }
        self.receivers = receivers
    }

    /// The static providers of containers for `resolver` that code of its module sees and can
    /// call, where no replacement it sees replaces the container; of the types two of them
    /// provide, none (`duplicate-provider` has failed the run where the generated module sees both).
    func providers(by resolver: ResolverProtocol, _ modules: ModuleVisibility) -> [ContainedProvider] {
        guard !containers.isEmpty else { return [] }
        let module = resolver.module
        let replacements = replacements.filter { modules.sees($0.replacing, from: module) }
        let seen = containers.filter { contained in
            receivers.receives(resolver.name, contained.target)
                && modules.sees(contained.container.entry, from: module) && !replacements.contains { $0.replaces(contained.container.entry.key) }
        }.map(\.container).flatMap { container in
            container.providers.filter { provider in
                provider.access >= .internal
                    && (container.entry.module == module || container.entry.module.map { modules.reaches(provider.access, of: $0, from: module) } ?? true)
            }
        }
        var count: [TypeKey: Int] = [:]
        for provider in seen { count[provider.method.returnType.key, default: 0] += 1 }
        return seen.filter { count[$0.method.returnType.key] == 1 }
    }

    /// A `duplicate-provider` error at each of two containers' providers of one type that the
    /// generated module sees, where one of its resolvers receives both and has no provider of
    /// its own.
    private static func duplicateProviders(
        _ containers: [Container], replacements: [ContributionReplacement], resolvers: [ResolverProtocol], receivers: ContributionReceivers,
        _ modules: ModuleVisibility
    ) -> [Diagnostic] {
        var byType: [TypeKey: [(provider: ContainedProvider, target: ContributionTarget?)]] = [:]
        var order: [TypeKey] = []
        for contained in containers where modules.sees(contained.container.entry, from: nil)
            && !replacements.contains(where: { $0.replaces(contained.container.entry.key) }) {
            for provider in contained.container.providers {
                let key = provider.method.returnType.key
                if byType[key] == nil { order.append(key) }
                byType[key, default: []].append((provider, contained.target))
            }
        }
        var diagnostics: [Diagnostic] = []
        for key in order where byType[key]!.count > 1 {
            for group in receivers.groups(of: byType[key]!, target: \.target, bindingUnprovided: key, in: resolvers) {
                diagnostics += duplicates(group.map(\.provider))
            }
        }
        return diagnostics
    }

    /// A `duplicate-provider` error at each of `providers`, which provide one type.
    private static func duplicates(_ providers: [ContainedProvider]) -> [Diagnostic] {
        providers.map { provider in
            let others = providers.filter { $0.method.signature != provider.method.signature }
            return Diagnostic(
                .error, id: .duplicateProvider,
                "'\(provider.method.signature)' provides '\(provider.method.returnType.spelling)', and so does "
                    + others.map { "'\($0.method.signature)'" }.joined(separator: ", ")
                    + ": a resolver that sees both containers could call either",
                at: provider.method.reference,
                notes: others.map { .init("'\($0.method.signature)' is declared here", at: $0.method.reference) },
                fix: "remove all but one of them, declare that one container replaces the other ('ReplacesContribution'), "
                    + "or give the resolver a provider of '\(provider.method.returnType.spelling)', which replaces them"
            )
        }
    }

    /// The contributions to collections that `resolver` makes itself: those for it that code
    /// of its module sees (it sees the implementation and the element type) and no
    /// replacement it sees replaces. A scope makes only those its parent does not receive: it
    /// reaches its parent's collections, which hold the rest.
    func contributions(by resolver: ResolverProtocol, _ modules: ModuleVisibility) -> [Contribution] {
        guard !elements.isEmpty else { return [] }
        let module = resolver.module
        let replacements = replacements.filter { modules.sees($0.replacing, from: module) }
        return elements.filter { element in
            receivers.receivesAlone(resolver, element.target)
                && ContributedBindings.isSeen(element, from: module, modules) && !replacements.contains { $0.replaces(element.implementation.key) }
        }.map(\.contribution)
    }

    /// The bindings for `resolver` that code of its module sees: it sees the implementation and
    /// the bound type, and no replacement it sees replaces the implementation. Of the types two
    /// or more bind, those it receives one binding of. A replacement's binding names the types
    /// it replaced.
    func seen(by resolver: ResolverProtocol, _ modules: ModuleVisibility) -> [ContributedBinding] {
        guard !entries.isEmpty else { return [] }
        let module = resolver.module
        var seen = entries.filter { receivers.receives(resolver.name, $0.target) && ContributedBindings.isSeen($0, from: module, modules) }
        if !replacements.isEmpty {
            seen = replaced(in: seen, by: replacements.filter { modules.sees($0.replacing, from: module) })
        }
        guard !ambiguous.isEmpty else { return seen.map(\.binding) }
        var count: [TypeKey: Int] = [:]
        for entry in seen where ambiguous.contains(entry.binding.bound.key) { count[entry.binding.bound.key, default: 0] += 1 }
        return seen.filter { count[$0.binding.bound.key, default: 1] == 1 }.map(\.binding)
    }

    /// The types that bindings and containers' providers for the scope `resolver` alone bind,
    /// which its parent does not receive (`ContributedTo` names the scope): like the scope's
    /// values, what its parent cannot build. Empty for a resolver that is no scope.
    func typesBound(onlyBy resolver: ResolverProtocol, _ modules: ModuleVisibility) -> [TypeKey] {
        guard resolver.childScope != nil, !isEmpty else { return [] }
        let isOwn = { (target: ContributionTarget?) in
            target != nil && receivers.receivesAlone(resolver, target)
        }
        let bound = entries.filter { isOwn($0.target) && ContributedBindings.isSeen($0, from: resolver.module, modules) }.map(\.binding.bound.key)
        let provided = containers.filter { isOwn($0.target) && modules.sees($0.container.entry, from: resolver.module) }
            .flatMap(\.container.providers).map(\.method.returnType.key)
        return bound + provided
    }

    /// `seen` without the entries `replacements` drop, each replacing type's binding naming
    /// the types whose bindings it dropped.
    private func replaced(in seen: [Entry], by replacements: [ContributionReplacement]) -> [Entry] {
        guard !replacements.isEmpty else { return seen }
        var dropped: [TypeKey: [String]] = [:]
        var kept: [Entry] = []
        for entry in seen {
            let implementation = entry.binding.implementation
            let replacing = replacements.filter { $0.replaces(implementation.type.key) }
            guard replacing.isEmpty else {
                for replacement in replacing where !(dropped[replacement.replacing.key]?.contains(implementation.name) ?? false) {
                    dropped[replacement.replacing.key, default: []].append(implementation.name)
                }
                continue
            }
            kept.append(entry)
        }
        for index in kept.indices {
            if let names = dropped[kept[index].binding.implementation.type.key] { kept[index].binding.replaced = names }
        }
        return kept
    }

    private static func isSeen(_ entry: Entry, from module: ModuleName?, _ modules: ModuleVisibility) -> Bool {
        entry.implementation.isBuilt(from: module, modules) && (entry.binding.boundEntry.map { modules.sees($0, from: module) } ?? true)
    }

    private static func isSeen(_ element: Element, from module: ModuleName?, _ modules: ModuleVisibility) -> Bool {
        element.implementation.isBuilt(from: module, modules) && modules.sees(element.elementEntry, from: module)
    }

    /// A `duplicate-contributed-binding` error at each of `bindings`, which bind one type,
    /// naming the others and their modules.
    private static func duplicates(_ bindings: [ContributedBinding]) -> [Diagnostic] {
        func named(_ binding: ContributedBinding) -> String {
            "'\(binding.implementation.name)'" + (binding.implementation.entry.module.map { " (module \($0))" } ?? "")
        }
        return bindings.map { binding in
            let others = bindings.filter { $0.implementation.type.key != binding.implementation.type.key }
            return Diagnostic(
                .error, id: .duplicateContributedBinding,
                "\(named(binding)) binds '\(binding.bound.spelling)', and so does " + others.map(named).joined(separator: ", ")
                    + ": a resolver that sees both could resolve '\(binding.bound.spelling)' as either",
                at: binding.reference,
                notes: others.map { .init("'\($0.implementation.name)' binds it here", at: $0.reference) },
                fix: "remove 'ContributesBinding' from all but one of them (each stays injectable as itself), "
                    + "declare that one replaces the other ('ReplacesContribution'), "
                    + "or give the resolver a provider of '\(binding.bound.spelling)', which replaces them"
            )
        }
    }
}

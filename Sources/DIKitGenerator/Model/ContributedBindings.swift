/// The bindings the program's types declare for themselves (`ContributesBinding`), read once:
/// each resolver's graph takes those its module sees (`seen(from:_:)`).
struct ContributedBindings: Sendable {
    static let none = ContributedBindings(entries: [], ambiguous: [])

    /// Sorted by the key of the bound type, then of the implementation.
    private let entries: [Entry]
    /// The bound types that two or more types bind: a resolver that sees two binds neither
    /// (`duplicate-contributed-binding` has failed the run).
    private let ambiguous: Set<TypeKey>

    private struct Entry: Sendable {
        var binding: ContributedBinding
        /// The implementation as the model reads it, which says which modules build it.
        var implementation: DIModel.Injectable
    }

    private init(entries: [Entry], ambiguous: Set<TypeKey>) {
        self.entries = entries
        self.ambiguous = ambiguous
    }

    /// Reads the binding of each of `contributing` (sorted by key) and reports what is wrong:
    /// an alias that binds nothing it can, a type no style builds as a value (`unbuilt`), and
    /// two types that bind one type where a resolver of the generated module sees both. A
    /// dependency module's problems go in `dependencyDiagnostics`, its own run's to report.
    init(
        _ contributing: [DIModel.Injectable], unbuilt: [InjectableType], in table: TypeTable, resolvers: [ResolverProtocol],
        diagnostics: inout [Diagnostic], dependencyDiagnostics: inout [Diagnostic]
    ) {
        let modules = table.modules
        func isOfGeneratedModule(_ type: InjectableType) -> Bool { modules.isSingleModule || type.entry.module == nil }
        var entries: [Entry] = []
        for injectable in contributing {
            guard case .success(let type) = injectable.read else { continue }
            switch ContributedBinding.read(of: type, in: table) {
            case .success(let binding): entries.append(Entry(binding: binding, implementation: injectable))
            case .failure(let problem) where isOfGeneratedModule(type): diagnostics.append(problem)
            case .failure(let problem): dependencyDiagnostics.append(problem)
            }
        }
        for type in unbuilt where isOfGeneratedModule(type) {
            let (reason, fix) = type.entry.isGeneric
                ? ("it is generic, and a binding names one type to build", "bind each instantiation with a provider of the bound type")
                : ("it is PropertyInjectable, which is injected into, not built", "make it 'Injectable', or bind it with a provider")
            diagnostics.append(Diagnostic(
                .error, id: .invalidContributedBinding,
                "'\(type.name)' conforms to 'ContributesBinding', but \(reason)",
                at: table.conformanceReference(of: type.entry, to: .contributesBinding),
                fix: fix
            ))
        }
        entries.sort { ($0.binding.bound.key, $0.binding.implementation.type.key) < ($1.binding.bound.key, $1.binding.implementation.type.key) }
        var ambiguous: Set<TypeKey> = []
        var start = 0
        while start < entries.count {
            let key = entries[start].binding.bound.key
            var end = start + 1
            while end < entries.count, entries[end].binding.bound.key == key { end += 1 }
            if end - start > 1 {
                ambiguous.insert(key)
                // Reported where the generated module sees two of them and has a resolver with
                // no provider of the type, which would replace them (a scope asks its parent).
                let seen = entries[start..<end].filter { ContributedBindings.isSeen($0, from: nil, modules) }
                let isUnsettled = resolvers.contains { resolver in
                    resolver.isGenerated && resolver.childScope == nil && !resolver.providers.contains { $0.returnType.key == key }
                }
                if seen.count > 1, isUnsettled { diagnostics += ContributedBindings.duplicates(seen.map(\.binding)) }
            }
            start = end
        }
        self.entries = entries
        self.ambiguous = ambiguous
    }

    /// The bindings that code of `module` sees: it sees the implementation and the bound type.
    /// Of the types two or more bind, those it sees one binding of.
    func seen(from module: ModuleName?, _ modules: ModuleVisibility) -> [ContributedBinding] {
        guard !entries.isEmpty else { return [] }
        let seen = entries.filter { ContributedBindings.isSeen($0, from: module, modules) }
        guard !ambiguous.isEmpty else { return seen.map(\.binding) }
        var count: [TypeKey: Int] = [:]
        for entry in seen where ambiguous.contains(entry.binding.bound.key) { count[entry.binding.bound.key, default: 0] += 1 }
        return seen.filter { count[$0.binding.bound.key, default: 1] == 1 }.map(\.binding)
    }

    private static func isSeen(_ entry: Entry, from module: ModuleName?, _ modules: ModuleVisibility) -> Bool {
        entry.implementation.isBuilt(from: module, modules) && (entry.binding.boundEntry.map { modules.sees($0, from: module) } ?? true)
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
                    + "or give the resolver a provider of '\(binding.bound.spelling)', which replaces them"
            )
        }
    }
}

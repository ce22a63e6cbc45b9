/// A dependency that nothing in one resolver provides: a call-site parameter of that
/// resolver's methods, as `ImplicitParameters` finds it in the resolver's graph.
struct UnprovidedDependency {
    let slot: DependencySlot
    let resolver: ResolverProtocol
    /// The chain of generated methods that needs it, from the outermost requester.
    let chain: Diagnostic.Note
    /// The provided types that differ from the needed one only by `?`, `!` or
    /// capitalisation, each where it is provided.
    let nearMatches: [Diagnostic.Note]
    /// A `missing-provider` error (`--strict`), not an `implicit-parameter` note: its type
    /// is not allowed, closures do not supply it and no scope binds it.
    let isMissingProvider: Bool
}

/// The `missing-provider` errors (`--strict`) and `implicit-parameter` notes (`--verbose`) of
/// every resolver, one per dependency: every resolver's graph holds every injectable type,
/// so a dependency is unprovided in each resolver that provides nothing for it. It is
/// reported once, naming the resolvers among them that refine none of the others: a
/// provider added there is inherited by the rest. It is an error when it is one in any of
/// them (naming those), else a note.
struct UnprovidedDependencyReport {
    /// One diagnostic per dependency, in the order the dependencies were first found.
    private(set) var diagnostics: [Diagnostic] = []
    /// The errors that concern each resolver, by name: those of the dependencies it leaves
    /// unprovided, whether or not the diagnostic names it.
    private(set) var errorsByResolver: [String: [Diagnostic]] = [:]

    /// One dependency across resolvers: where it is declared and the type it has there (a
    /// generic type's dependency has one type per instantiation). Each resolver reads its
    /// inherited providers for itself, so one provider parameter may be several slot objects.
    private struct SlotIdentity: Hashable {
        var reference: SourceReference
        var typeKey: TypeKey
    }

    init(_ unprovided: [UnprovidedDependency], resolvers: [ResolverProtocol], conformances: Conformances, options: GeneratorOptions) {
        var groups: [[UnprovidedDependency]] = []
        var groupOfSlot: [SlotIdentity: Int] = [:]
        for dependency in unprovided {
            let identity = SlotIdentity(reference: dependency.slot.reference, typeKey: dependency.slot.type.key)
            let group = groupOfSlot.firstValue(groups.count, forKey: identity)
            if group == groups.count { groups.append([]) }
            groups[group].append(dependency)
        }
        let ancestors = Self.ancestors(of: resolvers)
        for group in groups {
            let missing = group.filter(\.isMissingProvider)
            let reported = missing.isEmpty ? group : missing
            let names = Set(reported.map(\.resolver.name))
            let named = reported.filter { ancestors[$0.resolver.name, default: []].isDisjoint(with: names) }
            let diagnostic = missing.isEmpty
                ? Self.implicitParameter(group[0].slot, in: named)
                : Self.missingProvider(group[0].slot, in: named, nearMatches: missing.flatMap(\.nearMatches), conformances: conformances, options: options)
            diagnostics.append(diagnostic)
            guard diagnostic.severity == .error else { continue }
            for name in names { errorsByResolver[name, default: []].append(diagnostic) }
        }
    }

    /// The resolvers each resolver refines, at any distance, by name.
    private static func ancestors(of resolvers: [ResolverProtocol]) -> [String: Set<String>] {
        let parentsByName = Dictionary(resolvers.map { ($0.name, $0.parents) }, uniquingKeysWith: { first, _ in first })
        var ancestors: [String: Set<String>] = [:]
        for resolver in resolvers {
            var found = Set<String>()
            var pending = resolver.parents
            while let parent = pending.popLast() {
                guard found.insert(parent).inserted else { continue }
                pending += parentsByName[parent] ?? []
            }
            ancestors[resolver.name] = found
        }
        return ancestors
    }

    /// `'A'`, `'A' or 'B'`, `'A', 'B' or 'C'`.
    private static func list(_ names: [String], _ conjunction: String) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted[quoted.count - 1]
    }

    private static func missingProvider(
        _ slot: DependencySlot, in named: [UnprovidedDependency], nearMatches: [Diagnostic.Note], conformances: Conformances,
        options: GeneratorOptions
    ) -> Diagnostic {
        let type = slot.type.spelling
        let resolvers = named.map(\.resolver.name)
        // The near matches of every resolver that misses the type: a refinement's provider may be the one meant.
        var seen = Set<Diagnostic.Note>()
        let notes = named.map(\.chain) + nearMatches.filter { seen.insert($0).inserted }
        let requirement = "func provide\(TypeNameFragment.of(type))() -> \(type)"
        let provider = "'\(requirement)'"
        let implementations = conformances.types(conformingTo: type)
        let fix = implementations.isEmpty
            ? "add \(provider) to \(list(resolvers, "and")), or allow the parameter \(options.allowedParameterTypesSource.allowing(parameterType: type))"
            : "\(implementations.map { "'\($0)'" }.joined(separator: ", ")) conform\(implementations.count == 1 ? "s" : "") to '\(type)': "
                + "add \(provider) to \(list(resolvers, "and")) returning one"
        return Diagnostic(
            .error, id: .missingProvider, "no provider for '\(type)' in \(list(resolvers, "or")), needed by \(slot.citation)",
            at: slot.reference, notes: notes, fix: fix,
            edits: named.compactMap { Diagnostic.Edit.member(requirement, before: $0.resolver.closingBrace) }
        )
    }

    private static func implicitParameter(_ slot: DependencySlot, in named: [UnprovidedDependency]) -> Diagnostic {
        Diagnostic(
            .note, id: .implicitParameter,
            "'\(slot.name): \(slot.type.spelling)' is a call-site parameter: nothing in \(list(named.map(\.resolver.name), "or")) "
                + "provides '\(slot.type.spelling)'",
            at: slot.reference, notes: named.map(\.chain)
        )
    }
}

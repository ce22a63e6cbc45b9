/// What the program contributes, for the resolvers' collections: read once, from every
/// resolver and injectable type, and only in a program that has a contribution.
struct ContributedCollections {
    /// Every element type some resolver contributes to: its spelling, by key.
    let elements: [TypeKey: String]
    /// The `Set` and map types of those elements that some dependency asks for (as the
    /// value, or wrapped: optional, `Lazy`, a closure), each with the first dependency that
    /// does and the modules whose declarations ask (`nil`: the generated module): a resolver
    /// makes only these, besides the array of each element type, and a resolver of another
    /// module only where its module's own run sees one that asks, as that run generates it.
    let asked: [TypeKey: (first: DependencySlot, modules: Set<ModuleName?>)]
    /// The element types that are existentials (`any Plugin`, a protocol that was read):
    /// never `Hashable`, so never in a `Set`.
    let existentialElementKeys: Set<TypeKey>

    static let none = ContributedCollections(elements: [:], asked: [:], existentialElementKeys: [])

    init(elements: [TypeKey: String], asked: [TypeKey: (first: DependencySlot, modules: Set<ModuleName?>)], existentialElementKeys: Set<TypeKey>) {
        self.elements = elements
        self.asked = asked
        self.existentialElementKeys = existentialElementKeys
    }

    /// The first dependency that asks for the `Set` or map `type`, if a resolver of `module`
    /// makes it: some module that `module`'s run sees asks for it.
    func askedBy(_ type: TypeKey, inResolverOf module: ModuleName?, _ modules: ModuleVisibility) -> DependencySlot? {
        guard let (slot, askers) = asked[type] else { return nil }
        guard module != nil else { return slot }
        return askers.contains { $0 == module || modules.sees(module: $0, from: module) } ? slot : nil
    }

    init(resolvers: [ResolverProtocol], containers: [ProviderContainer], injectables: [InjectionStyle: [DIModel.Injectable]], table: TypeTable) {
        let elements = Dictionary(resolvers.lazy.flatMap(\.contributions).map { ($0.element.key, $0.element.spelling) }) { first, _ in first }
        guard !elements.isEmpty else {
            self = .none
            return
        }
        var askable: Set<TypeKey> = []
        var existential: Set<TypeKey> = []
        for element in resolvers.lazy.flatMap(\.contributions).map(\.element) {
            askable.insert(Multibinding.collectionType(.set, of: element).key)
            askable.insert(Multibinding.collectionType(.map, of: element).key)
            if Self.isExistential(element, in: table) { existential.insert(element.key) }
        }
        var asked: [TypeKey: (first: DependencySlot, modules: Set<ModuleName?>)] = [:]
        DeclaredDependencies.forEach(in: injectables, resolvers: resolvers, containers: containers) { slot, module in
            let key = DeferredDependency.targetKey(of: slot.type)
            guard askable.contains(key) else { return }
            asked[key, default: (slot, [])].modules.insert(module)
        }
        self.init(elements: elements, asked: asked, existentialElementKeys: existential)
    }

    /// `any P`, `P & Q`, or the name of a protocol that was read.
    private static func isExistential(_ type: TypeReference, in table: TypeTable) -> Bool {
        if type.spelling.hasPrefix("any ") { return true }
        switch type.description {
        case .composition: return true
        case .named: return table.entry(named: type.key.text)?.kind == .protocol
        default: return false
        }
    }
}

extension DIModel {
    /// A node for each collection of `contributions` that `resolver` makes (its own, and in a
    /// scope its ancestors', reached through its parent properties), in the documented order:
    /// the array of each element type, and the `Set` and map that a dependency asks for. A map
    /// whose keys repeat, a `Set` of an existential, and contributions of one element type on
    /// two global actors are reported in `diagnostics`.
    func collectionNodes(
        of contributions: [Contribution], in resolver: ResolverProtocol, diagnostics: inout [Diagnostic]
    ) -> [GraphNode] {
        guard !contributions.isEmpty else { return [] }
        var groups: [(element: TypeReference, contributions: [Contribution])] = []
        var groupOfElement: [TypeKey: Int] = [:]
        for contribution in contributions {
            let group = groupOfElement.firstValue(groups.count, forKey: contribution.element.key)
            if group == groups.count { groups.append((contribution.element, [])) }
            groups[group].contributions.append(contribution)
        }
        var nodes: [GraphNode] = []
        for (element, contributions) in groups {
            guard let isolation = Self.commonIsolation(of: contributions, in: resolver, diagnostics: &diagnostics) else { continue }
            for kind in Multibinding.Kind.allCases {
                let type = Multibinding.collectionType(kind, of: element)
                if kind != .array {
                    guard let askedBy = contributed.askedBy(type.key, inResolverOf: resolver.module, modules) else { continue }
                    if kind == .set, contributed.existentialElementKeys.contains(element.key) {
                        diagnostics.append(Self.unhashableSetElement(element, askedBy: askedBy))
                        continue
                    }
                    if kind == .map { diagnostics += Self.repeatedKeys(in: contributions, of: type, askedBy: askedBy) }
                }
                let collector = ProviderMethod(
                    name: Contribution.prefix,
                    // Quoted where a diagnostic quotes what a binding calls: every contribution.
                    signature: contributions.map(\.method.signature).joined(separator: "', '"),
                    returnType: type,
                    parameters: contributions.flatMap(\.method.parameters),
                    reference: contributions[0].method.reference,
                    effects: contributions.dropFirst().reduce(contributions[0].method.effects) { $0.merging($1.method.effects) },
                    isolation: isolation,
                    asyncExecution: contributions.contains { $0.method.effects.isAsync && $0.method.asyncExecution == .concurrent }
                        ? .concurrent : .caller,
                    scope: .unique,
                    distance: contributions.map(\.method.distance).min()!
                )
                nodes.append(GraphNode(.contributions(Multibinding(kind: kind, contributions: contributions), collector: collector)))
            }
        }
        return nodes
    }

    /// Where calling every contribution of one element type runs: on the one global actor
    /// any of them has, else nonisolated only if all are declared so. Two global actors
    /// are an error: no generated method can call both. So is one global actor beside an
    /// `async` contribution that leaves its caller (`@concurrent`, or without
    /// `NonisolatedNonsendingByDefault`), unless the resolver is `Sendable` and the
    /// contribution takes nothing: the method on the actor would send the resolver, or what
    /// it resolved there, off it in the middle of the collection, which one binding's
    /// isolation cannot say.
    private static func commonIsolation(
        of contributions: [Contribution], in resolver: ResolverProtocol, diagnostics: inout [Diagnostic]
    ) -> Isolation? {
        var isolated: Contribution?
        for contribution in contributions {
            guard let actor = contribution.method.isolation.globalActor else { continue }
            guard let first = isolated, let firstActor = first.method.isolation.globalActor else {
                isolated = contribution
                continue
            }
            if actor != firstActor {
                diagnostics.append(Diagnostic(
                    .error, id: .invalidContribution,
                    "'\(contribution.method.signature)' runs on @\(actor), but '\(first.method.signature)' runs on @\(firstActor): "
                        + "no method of '\(resolver.name)' can call both to collect '\(contribution.element.spelling)'",
                    at: contribution.method.reference,
                    notes: [.init("'\(first.method.signature)' runs on @\(firstActor)", at: first.method.reference)],
                    fix: "declare both on one global actor, or one 'nonisolated'"
                ))
                return nil
            }
        }
        if let isolated, let actor = isolated.method.isolation.globalActor {
            if let leaving = contributions.first(where: { contribution in
                GraphNode(.provider(contribution.method)).leavesCallerWhenAwaited
                    && (!resolver.isSendable || !contribution.method.parameters.isEmpty)
            }) {
                let sent = resolver.isSendable ? "what it resolves for it" : "the resolver"
                diagnostics.append(Diagnostic(
                    .error, id: .invalidContribution,
                    "'\(leaving.method.signature)' is async and runs off any actor, but '\(isolated.method.signature)' runs on @\(actor): "
                        + "the method of '\(resolver.name)' that collects '\(leaving.element.spelling)' on @\(actor) would send "
                        + "\(sent) off it to await '\(leaving.method.signature)'",
                    at: leaving.method.reference,
                    notes: [.init("'\(isolated.method.signature)' runs on @\(actor)", at: isolated.method.reference)],
                    fix: "declare '\(leaving.method.signature)' 'nonisolated(nonsending)' or '@\(actor)'"
                ))
                return nil
            }
            return .globalActor(actor)
        }
        return contributions.allSatisfy { $0.method.isolation == .nonisolated } ? .nonisolated : .unspecified
    }

    /// A `Set` needs `Hashable` elements, which an existential (`any Plugin`) never is.
    private static func unhashableSetElement(_ element: TypeReference, askedBy slot: DependencySlot) -> Diagnostic {
        Diagnostic(
            .error, id: .invalidContribution,
            "\(slot.citation) is a 'Set<\(element.spelling)>', but '\(element.spelling)' is not Hashable: "
                + "the contributions cannot be collected into a set",
            at: slot.reference, fix: "take '[\(element.spelling)]' instead"
        )
    }

    /// Each contribution whose key an earlier one of the same element type has: a map
    /// would hold only one of them.
    private static func repeatedKeys(in contributions: [Contribution], of map: TypeReference, askedBy slot: DependencySlot) -> [Diagnostic] {
        var firstOfKey: [String: Contribution] = [:]
        return contributions.compactMap { contribution in
            guard let first = firstOfKey[contribution.key] else {
                firstOfKey[contribution.key] = contribution
                return nil
            }
            return Diagnostic(
                .error, id: .duplicateContributionKey,
                "'\(contribution.method.signature)' has key \"\(contribution.key)\", as '\(first.method.signature)' has: "
                    + "'\(map.spelling)' can hold only one of them",
                at: contribution.method.reference,
                notes: [
                    .init("'\(first.method.signature)' has key \"\(contribution.key)\"", at: first.method.reference),
                    .init("'\(map.spelling)' is needed by \(slot.citation)", at: slot.reference),
                ],
                fix: "rename one of the two: a contribution's key is its name after 'contribute'"
            )
        }
    }
}

/// What a resolver's chain of scopes binds, level by level: the outermost resolver's
/// providers (level 0), each scope's values (its level), and every level's contributions, each
/// reached from the resolver through the parent properties in between. A resolver that is no
/// scope is a chain of one.
struct ScopeChain {
    /// From the outermost resolver (level 0) down to the resolver itself (the last level).
    let members: [ResolverID]
    /// The nodes the chain supplies, each with its level and the highest level at which its
    /// type is bound at all (they differ for a collection, which each contributing level
    /// extends).
    private(set) var supplied: [(node: GraphNode, own: Int, available: Int)] = []

    /// The resolver's own level: the chain's last.
    var level: Int { members.count - 1 }

    init(of resolver: ResolverID, in tree: ResolverTree, model: DIModel, settings: ModuleSettings, diagnostics: inout [Diagnostic]) {
        members = tree.chain(of: resolver)
        let level = members.count - 1
        // The outermost resolver's providers, after a double's replacements, which are nearer;
        // a scope's own are errors, but still its bindings.
        for replacement in tree[members[0]].resolver.replacements { supplied.append((GraphNode(.replacement(replacement)), 0, 0)) }
        for provider in tree[members[0]].resolver.providers { supplied.append((GraphNode(.provider(provider)), 0, 0)) }
        if level > 0 {
            for provider in tree[resolver].resolver.providers { supplied.append((GraphNode(.provider(provider)), level, level)) }
        }
        let asyncExecution: AsyncExecution = settings.of(tree[resolver].resolver.module).nonisolatedAsyncRunsOnCaller ? .caller : .concurrent
        var contributions: [Contribution] = []
        var levelOfContribution: [String: Int] = [:]
        for (memberLevel, member) in members.enumerated() {
            let memberResolver = tree[member].resolver
            if memberLevel > 0, let scope = memberResolver.childScope {
                for value in scope.values {
                    let node = GraphNode(.scopeValue(ProviderMethod(
                        name: value.name, signature: value.signature, returnType: value.type, parameters: [], reference: value.reference,
                        effects: .none, isolation: value.isolation, asyncExecution: asyncExecution, scope: .unique, distance: 0
                    )))
                    supplied.append((node, memberLevel, memberLevel))
                }
            }
            for contribution in memberResolver.contributions {
                let reached = ScopeChain.reached(contribution, from: memberLevel, to: level, through: members, in: tree)
                levelOfContribution[ScopeChain.identity(of: reached)] = memberLevel
                contributions.append(reached)
            }
        }
        // The makers of the scopes made in each level (or in a resolver it refines), that a
        // dependency asks for: a level's own to call, its parent's below it. Not those of the
        // chain's own scopes: inside a session, a new session would be a sibling, not itself.
        if !model.askedScopeMakers.keys.isEmpty {
            let onChain = Set(members)
            var seen: Set<TypeKey> = []
            for (memberLevel, member) in members.enumerated() {
                for maker in tree.selfAndRefined(member).flatMap({ tree[$0].scopes })
                    .filter({ !onChain.contains($0) }).flatMap({ tree[$0].resolver.childScope?.makers ?? [] })
                    where model.askedScopeMakers.contains(maker) && seen.insert(maker.returnType.key).inserted {
                    supplied.append((GraphNode(.scopeMaker(maker)), memberLevel, memberLevel))
                }
            }
        }
        for node in model.collectionNodes(of: Contribution.ordered(contributions), in: tree[resolver].resolver, diagnostics: &diagnostics) {
            let levels = node.multibinding!.contributions.map { levelOfContribution[ScopeChain.identity(of: $0)] ?? 0 }
            supplied.append((node, levels.max()!, levels.min()!))
        }
    }

    /// `contribution`, of the chain's member at `origin`, as the member at `destination` calls
    /// it: through each parent property between them, the nearest to the contributor first.
    private static func reached(
        _ contribution: Contribution, from origin: Int, to destination: Int, through members: [ResolverID], in tree: ResolverTree
    ) -> Contribution {
        var reached = contribution
        for level in stride(from: origin + 1, through: destination, by: 1) {
            guard let scope = tree[members[level]].resolver.childScope else { continue }
            reached = reached.reached(through: scope.parentProperty, isolation: scope.parentIsolation)
        }
        return reached
    }

    /// One contribution of one level, as a collection lists it.
    private static func identity(of contribution: Contribution) -> String {
        (contribution.base ?? "") + "." + contribution.requirement
    }

    /// The types the chain's resolver `member` binds: its values, its providers (errors in a
    /// scope, but bindings all the same), the contributions for it alone, and every collection
    /// of the elements it contributes to, which it makes with its parent's.
    static func typesBound(by member: ResolverID, in tree: ResolverTree, model: DIModel) -> [TypeKey] {
        let resolver = tree[member].resolver
        var types = (resolver.childScope?.values.map(\.type.key) ?? []) + resolver.providers.map(\.returnType.key)
        types += model.contributedBindings.typesBound(onlyBy: resolver, model.modules)
        for element in resolver.contributions.map(\.element) {
            types += Multibinding.Kind.allCases.map { Multibinding.collectionType($0, of: element).key }
        }
        return types
    }
}

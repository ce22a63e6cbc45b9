/// Makes the dependency graph of each resolver of the tree, once its parents' are checked.
///
/// A resolver's graph holds what its chain of scopes binds (`ScopeChain`) and every injectable
/// type its module sees. Two things are then decided by the tree, on that one table of nodes:
///
/// - **What lives in another scope.** A shared type that needs, at any distance, a type that
///   only a scope related to the resolver binds (a scope of its tree, a sibling, a scope of a
///   resolver it refines) lives in that scope, in its store (`ScopedAwayTypes`): it is left
///   out, and what needs it takes it as a call-site parameter.
/// - **What a scope takes from its parent.** In a scope, each node is made at its level
///   (`ScopeLevels`): what is made above the scope's own level, the scope takes from its
///   parent, through the parent's method (which takes it from its own parent in turn, or makes
///   it), its call-site parameters passed on and bound where the scope binds them. A provider
///   is always its resolver's to call. So a type the scope's values or contributions change is
///   made by the scope, and every other type is its parent's, with the parent's shared instances.
struct ResolverGraphFactory {
    let tree: ResolverTree
    let model: DIModel
    let settings: ModuleSettings

    /// The graph of `id`, whose scope parent, if it is a scope, is checked as `parent`; `nil`
    /// for a scope whose parent's graph has errors, or in a tree of invalid scopes (which say why).
    /// The types its graphs meet and cannot read go in `unreadable` (`DIModel.graph`).
    func graph(
        for id: ResolverID, parent: CheckedGraph?, diagnostics: inout [Diagnostic], unreadable: inout Set<DIModel.InjectableID>
    ) -> ResolverGraph? {
        let resolver = tree[id].resolver
        let chain = ScopeChain(of: id, in: tree, model: model, settings: settings, diagnostics: &diagnostics)
        guard chain.level == 0 || tree.hasValidScopes && parent != nil else { return nil }
        let kept = keptTypes(on: chain)
        let elsewhere = boundElsewhere(of: id, chain: chain).merging(kept.elsewhere) { bound, _ in bound }
        let contributedElements = elementsContributedInFamily(of: id)
        let full = model.graph(
            for: resolver, supplied: chain.supplied.map(\.node), boundInScopes: elsewhere, contributedElements: contributedElements,
            excluding: Set(kept.elsewhere.keys), unreadable: &unreadable
        )
        var excluded = kept.elsewhere
        let otherFamilies = valuesOfOtherFamilies(of: id, chain: chain).filter { elsewhere[$0.key] == nil }
        if !elsewhere.isEmpty || !otherFamilies.isEmpty {
            let scopesWithoutStore = Set(tree.relatedScopes(of: id).filter { tree[$0].resolver.instanceStore == nil }.map { tree[$0].resolver.name })
            let scopedAway = ScopedAwayTypes(
                graph: full, boundInScopes: elsewhere, valuesOfOtherFamilies: otherFamilies,
                scopesWithoutStore: scopesWithoutStore, pinned: Set(kept.levels.keys), reportsProviders: chain.level == 0
            )
            diagnostics += scopedAway.diagnostics
            excluded.merge(scopedAway.excluded) { first, _ in first }
        }
        let refinerKeeps = tree.refiningDescendants(of: id).contains { tree[$0].resolver.instanceStore != nil }
        // A scope forwards to its parent what its level does not change: it keeps nothing of that.
        let unkept = resolver.instanceStore == nil && chain.level == 0
            ? ResolverGraphFactory.unkeptSharedTypes(of: full, model: model, refinerKeepsThem: refinerKeeps) : []
        guard chain.level > 0, let parent, let scope = resolver.childScope else {
            guard !excluded.isEmpty || !unkept.isEmpty else { return full }
            return model.graph(
                for: resolver, supplied: chain.supplied.map(\.node), boundInScopes: elsewhere.merging(excluded) { bound, _ in bound },
                contributedElements: contributedElements, excluding: unkept.union(excluded.keys), unreadable: &unreadable
            )
        }
        // What the scope takes from its parent, by the level each node is made at.
        let levelOfNode = Dictionary(chain.supplied.map { ($0.node.type.key, ($0.own, $0.available)) }) { first, _ in first }
        let levels = ScopeLevels(graph: full) { node in
            guard full[node].bindsType else { return nil }
            let key = full[node].type.key
            return levelOfNode[key] ?? kept.levels[key].map { ($0, $0) }
        }
        // A kept type that needs what only a scope below its own binds would move there.
        for id in full.ids where !kept.levels.isEmpty && full[id].bindsType && !full[id].isVariant {
            guard let keeperLevel = kept.levels[full[id].type.key], levels.home[id] > keeperLevel, levels.home[id] == chain.level else { continue }
            diagnostics.append(Diagnostic(
                .error, id: .invalidKeepingScope,
                "'\(full[id].typeName)' is kept by '\(tree[chain.members[keeperLevel]].resolver.name)', but needs what only '\(resolver.name)', "
                    + "a scope inside it, binds or contributes: each '\(resolver.name)' would make its own",
                at: full[id].reference,
                fix: "name '\(resolver.name)' in its 'KeepingScope', or bind what it needs in '\(tree[chain.members[keeperLevel]].resolver.name)'"
            ))
        }
        let asyncExecution: AsyncExecution = settings.of(resolver.module).nonisolatedAsyncRunsOnCaller ? .caller : .concurrent
        var supplied: [GraphNode] = []
        var madeHere: [NodeID] = []
        var unreachable: [UnreachableParentMethod] = []
        var parentProvidersInResolution: [NodeID] = []
        // An assisted variant is not taken from the parent: the scope's graph makes its own
        // where its closures need one (`AssistedVariants`).
        for id in full.ids where full[id].bindsType && !full[id].isVariant && excluded[full[id].type.key] == nil {
            let node = full[id]
            let isProvider = switch node.kind {
            case .provider, .scopeMaker: true
            default: false
            }
            // A provider is always its resolver's to call: a scope reaches one through its
            // parent, but for its own (errors, but bindings all the same). So is the method
            // that makes a scope, which the scope's parent declares.
            let isOwnProvider = isProvider && levelOfNode[node.type.key]?.0 == chain.level
            // What makes or needs a resolution's instance is made by the scope's own method,
            // so that one call of it makes one instance (`ResolutionPlans`); a parent's
            // provider of one is called once by the scope's resolution, through the parent.
            let isInResolution = !node.scope.isShared
                && (node.scope == .perResolution && !isProvider || full.resolutionPlans.plans[id] != nil)
            if isInResolution, isProvider, !isOwnProvider { parentProvidersInResolution.append(id) }
            if levels.home[id] == chain.level || isInResolution, !isProvider || isOwnProvider {
                if node.kind.providerMethod != nil { supplied.append(node) }
                madeHere.append(id)
                continue
            }
            switch scope.forwarder(to: node, in: parent, of: resolver, asyncExecution: asyncExecution) {
            case .node(let forwarder): supplied.append(forwarder)
            case .unreachable(let method): unreachable.append(method)
            case .madeByTheScope, nil:
                // Made here after all: its parent's method cannot be reached, or the parent has
                // none, as it leaves the type to a scope (this one); but an outermost resolver's
                // provider is its own, and the scope has no such type.
                guard !isProvider || isOwnProvider else { continue }
                if node.kind.providerMethod != nil { supplied.append(node) }
                madeHere.append(id)
            }
        }
        let graph = model.graph(
            for: resolver, supplied: supplied, boundInScopes: elsewhere.merging(excluded) { bound, _ in bound },
            contributedElements: contributedElements, excluding: unkept.union(excluded.keys).union(unreachable.map(\.key)), unreadable: &unreadable
        )
        if resolver.isGenerated, let store = resolver.instanceStore, !madeHere.contains(where: { full[$0].scope.isShared }) {
            diagnostics.append(scope.unusedStoreDiagnostic(store, of: resolver))
        }
        madeHere += full.ids.filter { !full[$0].bindsType }
        diagnostics += ResolverGraphFactory.parentProviders(parentProvidersInResolution, neededBy: madeHere, in: full, scope: resolver)
        if let needed = ResolverGraphFactory.firstNeeded(unreachable, by: madeHere, in: full) {
            diagnostics.append(scope.unreachableDiagnostic(needed, in: resolver))
        }
        return graph
    }

    /// Where the `KeptByScope` types live for `chain`: the level of the chain's member that
    /// keeps each (the scope its `KeepingScope` names, or one that refines it), and, for each
    /// type whose scope is not on the chain, that scope's name: the chain cannot make it, and
    /// leaves it to that scope as it leaves the types only a scope binds.
    private func keptTypes(on chain: ScopeChain) -> (levels: [TypeKey: Int], elsewhere: [TypeKey: String]) {
        guard !tree.keepers.isEmpty else { return ([:], [:]) }
        var levelOfKeeper: [ResolverID: Int] = [:]
        for (level, member) in chain.members.enumerated() {
            for keeper in tree.selfAndRefined(member) where levelOfKeeper[keeper] == nil {
                levelOfKeeper[keeper] = level
            }
        }
        var levels: [TypeKey: Int] = [:]
        var elsewhere: [TypeKey: String] = [:]
        for (type, keeper) in tree.keepers {
            if let level = levelOfKeeper[keeper] {
                levels[type] = level
            } else {
                elsewhere[type] = tree[keeper].resolver.name
            }
        }
        return (levels, elsewhere)
    }

    /// The types that the scopes related to `id` (`ResolverTree.relatedScopes`) bind and its
    /// chain does not, each with a scope that binds it: what the resolver may not bind itself,
    /// and must leave to them.
    private func boundElsewhere(of id: ResolverID, chain: ScopeChain) -> [TypeKey: String] {
        let related = tree.relatedScopes(of: id)
        guard !related.isEmpty else { return [:] }
        let onChain = Set(chain.members.flatMap { ScopeChain.typesBound(by: $0, in: tree, model: model) })
        var bound: [TypeKey: String] = [:]
        for scope in related {
            for type in ScopeChain.typesBound(by: scope, in: tree, model: model) where bound[type] == nil && !onChain.contains(type) {
                bound[type] = tree[scope].resolver.name
            }
        }
        return bound
    }

    /// The values of the scopes of the module's other families (`ResolverTree.families`: a
    /// widget's resolver beside the app's tree), each with such a scope, but those `id`'s chain
    /// binds. A shared type that needs one is kept by that scope, not by a resolver that could
    /// only build it with a call-site argument.
    private func valuesOfOtherFamilies(of id: ResolverID, chain: ScopeChain) -> [TypeKey: String] {
        guard tree.familyCount > 1 else { return [:] }
        let module = tree[id].resolver.module
        let family = tree.families[id.index]
        let onChain = Set(chain.members.flatMap { ScopeChain.typesBound(by: $0, in: tree, model: model) })
        var values: [TypeKey: String] = [:]
        for scope in tree.ids where tree.families[scope.index] != family && tree[scope].resolver.module == module {
            for value in tree[scope].resolver.childScope?.values ?? [] where values[value.type.key] == nil && !onChain.contains(value.type.key) {
                values[value.type.key] = tree[scope].resolver.name
            }
        }
        return values
    }

    /// The element types that the resolvers of `id`'s family contribute to, spelled, by key;
    /// `nil` where every resolver is of one family. Another family's contributions are not
    /// this resolver's to miss: a collection of them is a dependency like any other.
    private func elementsContributedInFamily(of id: ResolverID) -> [TypeKey: String]? {
        guard tree.familyCount > 1 else { return nil }
        let family = tree.families[id.index]
        var elements: [TypeKey: String] = [:]
        for member in tree.ids where tree.families[member.index] == family {
            for contribution in tree[member].resolver.contributions where elements[contribution.element.key] == nil {
                elements[contribution.element.key] = contribution.element.spelling
            }
        }
        return elements
    }

    /// A resolver needs a store only where it keeps an instance: without one, a shared type
    /// that nothing of its graph needs is not its to keep, and is left out, when it is another
    /// module's or a resolver that refines it declares a store (that one builds it). One its
    /// graph needs, or one of its own module that no refinement keeps, it keeps:
    /// `missing-shared-instance-store` says it has nowhere to.
    private static func unkeptSharedTypes(of graph: ResolverGraph, model: DIModel, refinerKeepsThem: Bool) -> Set<TypeKey> {
        guard refinerKeepsThem || !model.modules.isSingleModule else { return [] }
        var isNeeded = NodeTable(repeating: false, count: graph.nodes.count)
        for targets in graph.targets.values { for case let target? in targets { isNeeded[target] = true } }
        return Set(graph.ids.compactMap { node in
            guard !isNeeded[node], graph[node].scope.isShared, let type = graph[node].kind.injectableType,
                  refinerKeepsThem || type.entry.module != graph.resolver.module else { return nil }
            return graph[node].type.key
        })
    }

    /// A parent's provider that needs a `SharedInResolution` instance, which a method the
    /// scope makes (`nodes`) needs: the parent would make an instance of its own, apart from
    /// the one the scope's resolution makes.
    private static func parentProviders(
        _ providers: [NodeID], neededBy nodes: [NodeID], in graph: ResolverGraph, scope: ResolverProtocol
    ) -> [Diagnostic] {
        guard !providers.isEmpty else { return [] }
        let needed = Set(nodes.lazy.flatMap { graph.targets[$0] }.compactMap { $0 })
        return providers.filter(needed.contains).map { provider in
            let instances = graph.resolutionPlans.plans[provider]?.instances.map { "'\(graph[$0.maker].typeName)'" } ?? []
            return Diagnostic(
                .error, id: .invalidResolutionInstance,
                "\(graph[provider].description) needs \(instances.joined(separator: ", ")), which is SharedInResolution, but '\(scope.name)' "
                    + "calls it on its parent, which would make an instance of its own apart from the one of the scope's resolution",
                at: graph[provider].reference,
                fix: "make '\(graph[provider].typeName)' an injectable type, which the scope builds with its resolution's instance, "
                    + "or let the provider make what it needs itself"
            )
        }
    }

    /// The first of `unreachable` that the method of one of `nodes` of `graph` depends on, if any.
    private static func firstNeeded(_ unreachable: [UnreachableParentMethod], by nodes: [NodeID], in graph: ResolverGraph) -> UnreachableParentMethod? {
        guard !unreachable.isEmpty else { return nil }
        let byKey = Dictionary(unreachable.map { ($0.key, $0) }) { first, _ in first }
        return nodes.lazy.flatMap { graph.targets[$0] }.compactMap { $0.flatMap { byKey[graph[$0].type.key] } }.first
    }
}

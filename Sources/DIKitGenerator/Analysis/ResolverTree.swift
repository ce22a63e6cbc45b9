/// A resolver of the program's tree, by its place in `ResolverTree.nodes`.
struct ResolverID: Hashable, Comparable, Sendable {
    let index: Int

    static func < (lhs: ResolverID, rhs: ResolverID) -> Bool { lhs.index < rhs.index }
}

/// Every resolver of the program as one structure, built once, before any graph: each
/// knows the resolvers it refines, the scope it is made in (its parent) and the scopes made in
/// it, by identity. Refined protocols, scopes at any depth, test resolvers and their scopes,
/// and resolvers of other modules (read from sources, or known from a summary) are all nodes.
/// What a resolver inherits, leaves to a scope or must build again is read from it by
/// identity: names are resolved to nodes here, and nowhere after.
struct ResolverTree: Sendable {
    struct Node: Sendable {
        let resolver: ResolverProtocol
        /// The resolvers it refines directly, in the order its inheritance clause names them.
        let refined: [ResolverID]
        /// For a scope, the resolver it is made in.
        let scopeParent: ResolverID?
        /// The scopes made in it, in the resolvers' order.
        fileprivate(set) var scopes: [ResolverID] = []
        /// The resolvers that refine it directly, in the resolvers' order.
        fileprivate(set) var refiners: [ResolverID] = []
        /// What its module's summary says of it, for a resolver its module's run analysed: it
        /// is not analysed again.
        let summary: ResolverSummary?
    }

    let nodes: [Node]
    /// For each resolver, by index, its family: the resolvers it is connected to by
    /// refinements and scopes, in any direction, numbered from 0. A conformer of one family's
    /// resolver makes no scope of another's, nor is a refinement of it; a widget's resolver
    /// beside the app's is another family.
    let families: [Int]
    /// How many families the resolvers make.
    let familyCount: Int
    /// Every resolver, each after those it refines and the one it is a scope of.
    let parentsFirst: [ResolverID]
    /// `invalid-scope` errors of the tree's shape: a scope that is its own ancestor, or a
    /// `Sendable` scope of a parent that is not.
    let diagnostics: [Diagnostic]
    /// The scope that keeps each `KeptByScope` type, by the type's key.
    let keepers: [TypeKey: ResolverID]
    /// `invalid-keeping-scope` errors: a `KeepingScope` that names no scope of the tree.
    let keeperDiagnostics: [Diagnostic]

    /// The tree of `resolvers` (sorted by name: a name two modules declare is the first's),
    /// those known from `summaries` taking their summary, with the scopes that keep `keptTypes`.
    init(resolvers: [ResolverProtocol], summaries: [String: ResolverSummary], keptTypes: [KeptType] = []) {
        var idByName: [String: ResolverID] = [:]
        for (index, resolver) in resolvers.enumerated() where idByName[resolver.name] == nil {
            idByName[resolver.name] = ResolverID(index: index)
        }
        var nodes = resolvers.map { resolver in
            Node(
                resolver: resolver, refined: resolver.parents.compactMap { idByName[$0] },
                scopeParent: resolver.childScope.flatMap { idByName[$0.parentName] },
                summary: resolver.isGenerated ? nil : summaries[resolver.name]
            )
        }
        var diagnostics: [Diagnostic] = []
        for index in nodes.indices {
            guard let parent = nodes[index].scopeParent, let scope = nodes[index].resolver.childScope else { continue }
            let resolver = nodes[index].resolver
            if resolver.isSendable, !nodes[parent.index].resolver.isSendable {
                diagnostics.append(Diagnostic(
                    .error, id: .invalidScope,
                    "scope '\(resolver.name)' is Sendable, but its parent '\(nodes[parent.index].resolver.name)' is not: "
                        + "the type generated for it could not hold its parent",
                    at: scope.parentReference,
                    fix: "make '\(nodes[parent.index].resolver.name)' refine 'Sendable' too, or remove 'Sendable' from '\(resolver.name)'"
                ))
            }
            // A scope that is its own ancestor is no scope: it is left without a parent.
            var visited: Set<Int> = [index]
            var ancestor: ResolverID? = parent
            while let current = ancestor {
                guard visited.insert(current.index).inserted else {
                    diagnostics.append(Diagnostic(
                        .error, id: .invalidScope,
                        "scope '\(resolver.name)' is its own ancestor: its parents form a cycle through '\(nodes[current.index].resolver.name)'",
                        at: scope.parentReference, fix: "give the outermost resolver no parent property"
                    ))
                    break
                }
                ancestor = nodes[current.index].scopeParent
            }
            nodes[parent.index].scopes.append(ResolverID(index: index))
        }
        diagnostics += ResolverTree.scopesRefiningScopes(nodes)
        for index in nodes.indices {
            for refined in Set(nodes[index].refined) where refined.index != index {
                nodes[refined.index].refiners.append(ResolverID(index: index))
            }
        }
        self.diagnostics = diagnostics
        (keepers, keeperDiagnostics) = ResolverTree.keepers(of: keptTypes, in: nodes, idByName: idByName)
        self.nodes = nodes
        parentsFirst = ResolverTree.parentsFirst(nodes)
        (families, familyCount) = ResolverTree.families(nodes)
    }

    /// An `invalid-scope` error for each scope that refines another scope, at any distance: the
    /// type generated for it implements its own properties, not those of the scope it refines.
    private static func scopesRefiningScopes(_ nodes: [Node]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, node) in nodes.enumerated() {
            guard let scope = node.resolver.childScope else { continue }
            var seen: Set<ResolverID> = [ResolverID(index: index)]
            var pending = node.refined
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                let refined = nodes[next.index].resolver
                guard refined.childScope == nil else {
                    diagnostics.append(Diagnostic(
                        .error, id: .invalidScope,
                        "scope '\(node.resolver.name)' refines scope '\(refined.name)': the type generated for it would implement "
                            + "its own properties only, not those of '\(refined.name)'",
                        at: scope.parentReference,
                        fix: "declare '\(node.resolver.name)' with 'Resolver' in place of '\(refined.name)', and the values it is made with "
                            + "as its own properties; a test's scope of a test resolver is a scope of its own (see Scopes.md, In tests)"
                    ))
                    break
                }
                pending += nodes[next.index].refined
            }
        }
        return diagnostics
    }

    /// The scope each of `keptTypes` names, by the type's key; an error for a name that is no
    /// resolver, a resolver that is no scope, or, for a type of the generated module, a scope of
    /// a dependency module, whose own run generates the scope's methods without the type.
    private static func keepers(
        of keptTypes: [KeptType], in nodes: [Node], idByName: [String: ResolverID]
    ) -> (keepers: [TypeKey: ResolverID], diagnostics: [Diagnostic]) {
        var keepers: [TypeKey: ResolverID] = [:]
        var diagnostics: [Diagnostic] = []
        for kept in keptTypes {
            let name = kept.keeper.resolverName
            guard let id = idByName[name] else {
                guard kept.isOfGeneratedModule else { continue }
                diagnostics.append(Diagnostic(
                    .error, id: .invalidKeepingScope,
                    "'\(kept.name)' is kept by '\(name)', which is not a resolver protocol among the files read",
                    at: kept.keeper.reference, fix: "name the scope resolver protocol whose every instance keeps its own '\(kept.name)'"
                ))
                continue
            }
            guard nodes[id.index].resolver.childScope != nil else {
                guard kept.isOfGeneratedModule else { continue }
                diagnostics.append(Diagnostic(
                    .error, id: .invalidKeepingScope,
                    "'\(kept.name)' is kept by '\(name)', which is not a scope: it has no parent property, and its shared instances "
                        + "are kept by every resolver that can make them",
                    at: kept.keeper.reference,
                    fix: "name a scope (a resolver protocol with a parent property, such as 'var app: any \(name) { get }'), or remove 'KeptByScope'"
                ))
                continue
            }
            if kept.isOfGeneratedModule, let module = nodes[id.index].resolver.module {
                diagnostics.append(Diagnostic(
                    .error, id: .invalidKeepingScope,
                    "'\(kept.name)' is kept by '\(name)', a scope of module '\(module)', whose generated code cannot see "
                        + "'\(kept.name)': no resolver could make it",
                    at: kept.keeper.reference,
                    fix: "declare '\(kept.name)' in module '\(module)', or name a scope that this module declares"
                ))
                continue
            }
            keepers[kept.key] = id
        }
        return (keepers, diagnostics)
    }

    /// The connected components of the resolvers over their refinements and scopes: a walk
    /// from each resolver not yet numbered.
    private static func families(_ nodes: [Node]) -> (families: [Int], count: Int) {
        var family = Array(repeating: -1, count: nodes.count)
        var count = 0
        for start in nodes.indices where family[start] < 0 {
            family[start] = count
            var pending = [start]
            while let index = pending.popLast() {
                let node = nodes[index]
                let neighbours = node.refined + node.refiners + node.scopes + (node.scopeParent.map { [$0] } ?? [])
                for neighbour in neighbours where family[neighbour.index] < 0 {
                    family[neighbour.index] = count
                    pending.append(neighbour.index)
                }
            }
            count += 1
        }
        return (family, count)
    }

    subscript(id: ResolverID) -> Node { nodes[id.index] }

    var ids: some RandomAccessCollection<ResolverID> { nodes.indices.lazy.map { ResolverID(index: $0) } }

    /// Whether the tree's shape is sound: no scope is its own ancestor, none is `Sendable` in
    /// a parent that is not. Only then are scopes' graphs made.
    var hasValidScopes: Bool { diagnostics.isEmpty }

    /// The scopes from the outermost resolver down to `id`: `[app, session, checkout]` for the
    /// checkout; `[id]` for a resolver that is no scope. A scope's level is its place here.
    func chain(of id: ResolverID) -> [ResolverID] {
        var chain = [id]
        var visited: Set<ResolverID> = [id]
        while let parent = self[chain[0]].scopeParent, visited.insert(parent).inserted { chain.insert(parent, at: 0) }
        return chain
    }

    /// Every resolver `id` refines, at any distance, with how many refinements away it is (the
    /// nearest path's): a walk by levels.
    func refinedAncestors(of id: ResolverID) -> [ResolverID: Int] {
        var distances: [ResolverID: Int] = [:]
        var level = self[id].refined
        var distance = 1
        while !level.isEmpty {
            level = level.filter { $0 != id && distances[$0] == nil }
            for ancestor in level { distances[ancestor] = distance }
            level = level.flatMap { self[$0].refined }
            distance += 1
        }
        return distances
    }

    /// `id` and every resolver it refines, in the resolvers' order after it: what a conformer of
    /// `id` is, whose scopes it makes and whose kept types it keeps.
    func selfAndRefined(_ id: ResolverID) -> [ResolverID] {
        [id] + refinedAncestors(of: id).keys.sorted()
    }

    /// Every resolver that refines `id`, at any distance.
    func refiningDescendants(of id: ResolverID) -> [ResolverID] {
        var seen: Set<ResolverID> = [id]
        var pending = self[id].refiners
        var descendants: [ResolverID] = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            descendants.append(next)
            pending += self[next].refiners
        }
        return descendants.sorted()
    }

    /// The scopes a conformer of `id` can make, and those its scopes' siblings are: the scopes
    /// of every tree that holds a resolver of `id`'s chain, one that a resolver of the chain
    /// refines (a conformer of a test resolver is one of the app's resolver, and makes its
    /// sessions), or one that refines it (a conformer of the app's resolver is one of a
    /// feature's resolver it refines), at any depth, but those of `id`'s own chain.
    func relatedScopes(of id: ResolverID) -> [ResolverID] {
        let chain = chain(of: id)
        var roots: [ResolverID] = []
        var seenRoots: Set<ResolverID> = []
        for member in chain {
            for resolver in [member] + refinedAncestors(of: member).keys.sorted() + refiningDescendants(of: member) {
                let root = self.chain(of: resolver)[0]
                if seenRoots.insert(root).inserted { roots.append(root) }
            }
        }
        let onChain = Set(chain)
        var scopes: [ResolverID] = []
        var pending = roots
        var seen = seenRoots
        while !pending.isEmpty {
            let resolver = pending.removeFirst()
            for scope in self[resolver].scopes where seen.insert(scope).inserted {
                if !onChain.contains(scope) { scopes.append(scope) }
                pending.append(scope)
            }
        }
        return scopes
    }

    /// The resolvers in an order where each comes after those it refines and its scope parent.
    private static func parentsFirst(_ nodes: [Node]) -> [ResolverID] {
        var ordered: [ResolverID] = []
        var visited = Array(repeating: false, count: nodes.count)
        for root in nodes.indices {
            var stack: [(index: Int, expanded: Bool)] = [(root, false)]
            while let (index, expanded) = stack.popLast() {
                if expanded {
                    ordered.append(ResolverID(index: index))
                    continue
                }
                guard !visited[index] else { continue }
                visited[index] = true
                stack.append((index, true))
                let parents = nodes[index].refined + (nodes[index].scopeParent.map { [$0] } ?? [])
                for parent in parents.reversed() { stack.append((parent.index, false)) }
            }
        }
        return ordered
    }
}

import SwiftDeclarations

/// Which methods a refined resolver's extension must define itself, decided in the analysis,
/// parents first, by identity of resolvers and of methods.
///
/// A protocol that refines a resolver inherits the methods of its parents' extensions, and
/// Swift prefers a refined protocol's method over its parent's of the same signature, so a
/// child defines only the methods that would differ from the one it inherits: those whose
/// binding, or any binding below it, the child replaces, and those it would inherit from two
/// resolvers that are not refinements of one another (which would make the call ambiguous).
/// A method is matched by its signature, `resolveProfile(user:)`, as Swift matches it: a
/// variant a closure calls (`AssistedVariants`) beside the binding's own method is another.
///
/// A resolver of another module is known from that module's summary (`inherit`): its
/// methods' identities are stable hashes, computed alike in every run, over what builds
/// each value named with its module (`CanonicalTypeNames`).
struct MethodOwnership {
    /// What one resolver's extension defines or inherits, by signature.
    private struct Methods {
        /// Each method's identity: two resolvers' methods have one identity exactly when they
        /// build the same thing the same way.
        var identities: [String: UInt64] = [:]
        /// The resolvers whose own extension defines each method.
        var definers: [String: Set<Definer>] = [:]
        /// Every resolver it refines, at any distance.
        var ancestors: Set<Definer> = []
    }

    /// A resolver that defines methods: one of the tree, or one only a summary names.
    private enum Definer: Hashable, Comparable {
        case resolver(ResolverID)
        case named(String)
    }

    private let tree: ResolverTree
    private var methods: [ResolverID: Methods] = [:]
    private var sources: [String: UInt64] = [:]
    private let canonicalNames: CanonicalTypeNames
    private let idByName: [String: ResolverID]

    init(tree: ResolverTree, canonicalNames: CanonicalTypeNames) {
        self.tree = tree
        self.canonicalNames = canonicalNames
        var idByName: [String: ResolverID] = [:]
        for id in tree.ids where idByName[tree[id].resolver.name] == nil { idByName[tree[id].resolver.name] = id }
        self.idByName = idByName
    }

    /// Records the resolver `id` of another module as its summary describes it.
    mutating func inherit(_ summary: ResolverSummary, of id: ResolverID) {
        methods[id] = Methods(
            identities: summary.methods.mapValues(\.identity),
            definers: summary.methods.mapValues { Set($0.definers.map(definer(named:))) },
            ancestors: Set(summary.ancestors.map(definer(named:)))
        )
    }

    private func definer(named name: String) -> Definer {
        idByName[name].map(Definer.resolver) ?? .named(name)
    }

    private func name(of definer: Definer) -> String {
        switch definer {
        case .resolver(let id): tree[id].resolver.name
        case .named(let name): name
        }
    }

    /// The methods of `graph`, the resolver `id`'s, that its extension defines: those whose
    /// identity differs from the one the most refined resolver it refines that defines the
    /// method has. Given parents first.
    mutating func ownMethods(of graph: CheckedGraph, id: ResolverID) -> Set<NodeID> {
        let parents = tree[id].refined.filter { methods[$0] != nil }
        var own = Methods()
        own.ancestors = parents.reduce(into: Set(parents.map(Definer.resolver))) { $0.formUnion(methods[$1]?.ancestors ?? []) }
        let identities = identities(of: graph)
        var owned = Set<NodeID>()
        for node in graph.resolverGraph.ids {
            let signature = graph.signature(of: node)
            own.identities[signature] = identities[node]
            // The most refined resolvers that already define the method, seen from this one.
            var candidates = Set(parents.flatMap { parent in
                methods[parent]?.identities[signature] == nil ? [] : methods[parent]?.definers[signature] ?? []
            })
            candidates = candidates.filter { candidate in !candidates.contains { ancestors(of: $0).contains(candidate) } }
            if candidates.count == 1, let inherited = candidates.first, identity(of: signature, in: inherited) == identities[node] {
                own.definers[signature] = candidates
            } else {
                owned.insert(node)
                own.definers[signature] = [.resolver(id)]
            }
        }
        methods[id] = own
        return owned
    }

    private func ancestors(of definer: Definer) -> Set<Definer> {
        guard case .resolver(let id) = definer else { return [] }
        return methods[id]?.ancestors ?? []
    }

    private func identity(of signature: String, in definer: Definer) -> UInt64? {
        guard case .resolver(let id) = definer else { return nil }
        return methods[id]?.identities[signature]
    }

    /// What a module's summary says of the resolver `id`, whose methods were given to
    /// `ownMethods` before, with their effects by signature: every method its extension defines or inherits.
    func summary(of id: ResolverID, effects: [String: Effects]) -> ResolverSummary {
        let recorded = methods[id] ?? Methods()
        return ResolverSummary(
            name: tree[id].resolver.name, ancestors: recorded.ancestors.map(name(of:)).sorted(),
            methods: Dictionary(uniqueKeysWithValues: recorded.identities.map { signature, identity in
                (signature, ResolverSummary.Method(
                    identity: identity, effects: effects[signature] ?? .none,
                    definers: (recorded.definers[signature] ?? []).map(name(of:)).sorted()
                ))
            })
        )
    }

    /// Each method's identity: what builds the value and, recursively, what it resolves,
    /// now or in a closure (a closure calls the method of the extension that made it, so
    /// it is part of the method). Computed over `methodComponents`, where every target
    /// comes first, so an identity depends only on what is reachable from the method,
    /// never on the order in which bindings were read.
    private mutating func identities(of graph: CheckedGraph) -> NodeTable<UInt64> {
        let resolverGraph = graph.resolverGraph
        var ofNode = NodeTable(repeating: UInt64.max, count: resolverGraph.nodes.count)
        for component in graph.methodComponents {
            // A cycle's members are identified before any is recorded: each is read from the others.
            let isCycle = StronglyConnectedComponents.isCycle(component.map(\.index), successors: resolverGraph.methodSuccessors)
            let cycle = isCycle ? Set(component) : []
            let identities = component.map { identity(of: $0, onCycle: cycle, in: resolverGraph, ofNode) }
            for (node, identity) in zip(component, identities) { ofNode[node] = identity }
        }
        return ofNode
    }

    /// What stands for a call-site parameter among a method's parts.
    private static let parameter = UInt64.max

    /// The identity of binding `root`'s method, whose targets outside `cycle` have theirs in
    /// `ofNode`: its source and its targets' identities (`parameter` for a call-site parameter).
    /// `cycle` is empty when the method is on no cycle.
    /// On a cycle through closures, the members of the cycle are walked breadth first from
    /// `root`, each member written as the position at which the walk first met it: two
    /// cycles of one shape, entered at the same binding, have one identity.
    private mutating func identity(of root: NodeID, onCycle cycle: Set<NodeID>, in graph: ResolverGraph, _ ofNode: NodeTable<UInt64>) -> UInt64 {
        guard !cycle.isEmpty else {
            return identity(
                of: [sourceIdentity(of: graph[root].kind)] + graph.targets[root].map { $0.map { ofNode[$0] } ?? Self.parameter }
            )
        }
        var parts: [UInt64] = []
        var walk = [root]
        var positionInWalk = [root: 0]
        var next = 0
        while next < walk.count {
            let node = walk[next]
            next += 1
            parts.append(sourceIdentity(of: graph[node].kind))
            for target in graph.targets[node] {
                guard let target else {
                    parts.append(Self.parameter)
                    continue
                }
                guard cycle.contains(target) else {
                    parts.append(ofNode[target])
                    continue
                }
                if positionInWalk[target] == nil {
                    positionInWalk[target] = walk.count
                    walk.append(target)
                }
                // A position in the walk, hashed apart from any method's identity.
                var position = StableHasher()
                position.combine("position in cycle")
                position.combine(UInt64(positionInWalk[target]!))
                parts.append(position.value)
            }
        }
        return identity(of: parts)
    }

    /// The identity of what builds a value: the provider, or the type and how it is
    /// injected, named with their modules, so that every run gives one thing one identity.
    private mutating func sourceIdentity(of kind: BindingKind) -> UInt64 {
        let text = switch kind {
        case .contributions(let multibinding, _):
            // The same contributions make the same collection, in whichever resolver.
            "\(multibinding.kind) of " + multibinding.contributions.map { canonicalNames.canonicalSignature(of: $0.method) }.joined(separator: ", ")
        case .provider(let method), .scopeValue(let method), .replacement(let method), .parentMethod(let method, _, _), .scopeMaker(let method):
            "provider \(canonicalNames.canonicalSignature(of: method))"
        case .initializer(let type), .factoryMethod(let type), .initializerParameters(let type), .propertyInjection(let type):
            "\(type.style) \(canonicalNames.canonical(type.type.key.text))"
        case .containedProvider(let provider):
            "provider \(canonicalNames.canonicalSignature(of: provider.method))"
        case .contributedBinding(let binding):
            "binding of \(canonicalNames.canonical(binding.bound.key.text)) as \(canonicalNames.canonical(binding.implementation.type.key.text))"
        }
        if let identity = sources[text] { return identity }
        var hasher = StableHasher()
        hasher.combine(text)
        sources[text] = hasher.value
        return hasher.value
    }

    private func identity(of parts: [UInt64]) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(UInt64(parts.count))
        for part in parts { hasher.combine(part) }
        return hasher.value
    }
}

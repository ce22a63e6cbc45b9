import SwiftDeclarations

/// Which methods a refined resolver's extension must define itself.
///
/// A protocol that refines a resolver inherits the methods of its parents' extensions, and
/// Swift prefers a refined protocol's method over its parent's, so a child defines only the
/// methods that would differ from the one it inherits: those whose binding, or any binding
/// below it, the child replaces, and those it would inherit from two resolvers that are not
/// refinements of one another (which would make the call ambiguous).
///
/// A resolver of another module is known from that module's summary (`inherit(_:)`): its
/// methods' identities are stable hashes, computed alike in every run, over what builds
/// each value named with its module (`CanonicalTypeNames`).
struct ResolverHierarchy {
    /// Each method of each resolver by name, identified so that two resolvers' methods
    /// have one identity exactly when they build the same thing the same way.
    private var identities: [String: [String: UInt64]] = [:]
    /// The resolvers whose own extension defines each method, by resolver.
    private var definers: [String: [String: Set<String>]] = [:]
    private var ancestors: [String: Set<String>] = [:]
    private var sources: [String: UInt64] = [:]
    private let canonicalNames: CanonicalTypeNames

    init(canonicalNames: CanonicalTypeNames) {
        self.canonicalNames = canonicalNames
    }

    /// Records a resolver of another module as its summary describes it.
    mutating func inherit(_ summary: ResolverSummary) {
        identities[summary.name] = summary.methods.mapValues(\.identity)
        definers[summary.name] = summary.methods.mapValues { Set($0.definers) }
        ancestors[summary.name] = Set(summary.ancestors)
    }

    /// What a module's summary says of `resolver`, whose methods (effects by name) were
    /// given to `ownMethods` before: every method its extension defines or inherits.
    func summary(of resolver: String, effects: [String: Effects]) -> ResolverSummary {
        let identities = identities[resolver] ?? [:]
        let definers = definers[resolver] ?? [:]
        return ResolverSummary(
            name: resolver, ancestors: (ancestors[resolver] ?? []).sorted(),
            methods: Dictionary(uniqueKeysWithValues: identities.map { name, identity in
                (name, ResolverSummary.Method(identity: identity, effects: effects[name] ?? .none, definers: (definers[name] ?? []).sorted()))
            })
        )
    }

    /// The indices of resolvers named `names`, ordered so that each comes after the
    /// resolvers it refines (`parents`, by name; a name not among them is skipped).
    static func parentsFirst(names: [String], parents: [[String]]) -> [Int] {
        var indexByName: [String: Int] = [:]
        for (index, name) in names.enumerated() where indexByName[name] == nil {
            indexByName[name] = index
        }
        var ordered: [Int] = []
        var visited = Array(repeating: false, count: names.count)
        for root in names.indices {
            var stack: [(index: Int, expanded: Bool)] = [(root, false)]
            while let (index, expanded) = stack.popLast() {
                if expanded {
                    ordered.append(index)
                    continue
                }
                guard !visited[index] else { continue }
                visited[index] = true
                stack.append((index, true))
                for parent in parents[index].reversed() {
                    if let parentIndex = indexByName[parent] { stack.append((parentIndex, false)) }
                }
            }
        }
        return ordered
    }

    /// The names of the methods each graph's extension defines, for graphs given parents first.
    mutating func ownMethods(of graph: CheckedGraph) -> Set<String> {
        let resolver = graph.resolverName
        let parents = graph.parentResolverNames.filter { identities[$0] != nil }
        ancestors[resolver] = parents.reduce(into: Set(parents)) { $0.formUnion(ancestors[$1] ?? []) }
        let ownIdentities = identities(of: graph)
        identities[resolver] = ownIdentities
        var own = Set<String>()
        var defined: [String: Set<String>] = [:]
        for (_, name) in graph.names.all.entries {
            // The most refined resolvers that already define `name`, seen from this one.
            var candidates = Set(parents.flatMap { parent in
                identities[parent]?[name] == nil ? [] : definers[parent]?[name] ?? []
            })
            candidates = candidates.filter { candidate in !candidates.contains { ancestors[$0]?.contains(candidate) == true } }
            if candidates.count == 1, let inherited = candidates.first, identities[inherited]?[name] == ownIdentities[name] {
                defined[name] = candidates
            } else {
                own.insert(name)
                defined[name] = [resolver]
            }
        }
        definers[resolver] = defined
        return own
    }

    /// Each method's identity: what builds the value and, recursively, what it resolves,
    /// now or in a closure (a closure calls the method of the extension that made it, so
    /// it is part of the method). Computed over `methodComponents`, where every target
    /// comes first, so an identity depends only on what is reachable from the method,
    /// never on the order in which bindings were read.
    private mutating func identities(of graph: CheckedGraph) -> [String: UInt64] {
        let resolverGraph = graph.resolverGraph
        var ofNode = NodeTable(repeating: UInt64.max, count: resolverGraph.nodes.count)
        var byName: [String: UInt64] = [:]
        for component in graph.methodComponents {
            // A cycle's members are identified before any is recorded: each is read from the others.
            let isCycle = StronglyConnectedComponents.isCycle(component.map(\.index), successors: resolverGraph.methodSuccessors)
            let cycle = isCycle ? Set(component) : []
            let identities = component.map { identity(of: $0, onCycle: cycle, in: resolverGraph, ofNode) }
            for (node, identity) in zip(component, identities) {
                ofNode[node] = identity
                byName[graph.names[node]] = identity
            }
        }
        return byName
    }

    /// What stands for a call-site parameter among a method's parts.
    private static let parameter = UInt64.max

    /// The identity of binding `root`'s method, whose targets outside `cycle` have theirs in
    /// `ofBinding`: its source and its targets' identities (`parameter` for a call-site parameter).
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
        case .provider(let method), .scopeValue(let method), .parentMethod(let method, _, _):
            "provider \(canonicalNames.canonicalSignature(of: method))"
        case .initializer(let type), .factoryMethod(let type), .initializerParameters(let type), .propertyInjection(let type):
            "\(type.style) \(canonicalNames.canonical(type.type.key.text))"
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

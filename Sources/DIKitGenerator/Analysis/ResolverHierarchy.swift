/// Which methods a refined resolver's extension must define itself.
///
/// A protocol that refines a resolver inherits the methods of its parents' extensions, and
/// Swift prefers a refined protocol's method over its parent's, so a child defines only the
/// methods that would differ from the one it inherits: those whose binding, or any binding
/// below it, the child replaces, and those it would inherit from two resolvers that are not
/// refinements of one another (which would make the call ambiguous).
struct ResolverHierarchy {
    /// Each method of each resolver by name, identified so that two resolvers' methods
    /// have one identity exactly when they build the same thing the same way.
    private var identities: [String: [String: Int]] = [:]
    /// The resolvers whose own extension defines each method, by resolver.
    private var definers: [String: [String: Set<String>]] = [:]
    private var ancestors: [String: Set<String>] = [:]
    private var interned: [[Int]: Int] = [:]
    private var sources: [String: Int] = [:]

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
    mutating func ownMethods(of graph: CheckedGraph, methodNames: [String]) -> Set<String> {
        let resolver = graph.resolverName
        let parents = graph.parentResolverNames.filter { identities[$0] != nil }
        ancestors[resolver] = parents.reduce(into: Set(parents)) { $0.formUnion(ancestors[$1] ?? []) }
        let ownIdentities = identities(of: graph)
        identities[resolver] = ownIdentities
        var own = Set<String>()
        var defined: [String: Set<String>] = [:]
        for name in methodNames {
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
    private mutating func identities(of graph: CheckedGraph) -> [String: Int] {
        let resolverGraph = graph.resolverGraph
        var ofBinding = Array(repeating: -1, count: resolverGraph.bindings.count)
        var byName: [String: Int] = [:]
        for component in graph.methodComponents {
            // A cycle's members are identified before any is recorded: each is read from the others.
            let isCycle = StronglyConnectedComponents.isCycle(component, successors: resolverGraph.methodSuccessors)
            let cycle = isCycle ? Set(component) : []
            let identities = component.map { identity(of: $0, onCycle: cycle, in: resolverGraph, ofBinding) }
            for (binding, identity) in zip(component, identities) {
                ofBinding[binding] = identity
                byName[graph.names.ofBinding[binding]] = identity
            }
        }
        for (position, type) in resolverGraph.propertyInjectables.enumerated() {
            let source = sourceIdentity(of: .injectable(type))
            byName[graph.names.ofInjectable[position]] = intern(
                [source] + resolverGraph.injectableDependencyBindings[position].map { $0.map { ofBinding[$0] } ?? -1 }
            )
        }
        return byName
    }

    /// The identity of binding `root`'s method, whose targets outside `cycle` have theirs in
    /// `ofBinding`: its source and its targets' identities (-1 for a call-site parameter).
    /// `cycle` is empty when the method is on no cycle.
    /// On a cycle through closures, the members of the cycle are walked breadth first from
    /// `root`, each member written as the position at which the walk first met it: two
    /// cycles of one shape, entered at the same binding, have one identity.
    private mutating func identity(of root: Int, onCycle cycle: Set<Int>, in graph: ResolverGraph, _ ofBinding: [Int]) -> Int {
        guard !cycle.isEmpty else {
            return intern([sourceIdentity(of: graph.bindings[root].source)] + graph.dependencyBindings[root].map { $0.map { ofBinding[$0] } ?? -1 })
        }
        var parts: [Int] = []
        var walk = [root]
        var positionInWalk = [root: 0]
        var next = 0
        while next < walk.count {
            let binding = walk[next]
            next += 1
            parts.append(sourceIdentity(of: graph.bindings[binding].source))
            for target in graph.dependencyBindings[binding] {
                guard let target else {
                    parts.append(-1)
                    continue
                }
                guard cycle.contains(target) else {
                    parts.append(ofBinding[target])
                    continue
                }
                if positionInWalk[target] == nil {
                    positionInWalk[target] = walk.count
                    walk.append(target)
                }
                // Below every source's identity: a member of the cycle is never taken for another method.
                parts.append(Int.min + positionInWalk[target]!)
            }
        }
        return intern(parts)
    }

    private mutating func sourceIdentity(of source: Binding.Source) -> Int {
        let key = switch source {
        case .provider(let provider): "provider \(provider.signature)"
        case .injectable(let type): "\(type.style) \(type.type.key)"
        }
        if let identity = sources[key] { return -2 - identity }
        sources[key] = sources.count
        return -2 - (sources.count - 1)
    }

    private mutating func intern(_ parts: [Int]) -> Int {
        if let identity = interned[parts] { return identity }
        interned[parts] = interned.count
        return interned.count - 1
    }
}

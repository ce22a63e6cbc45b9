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
    /// How many identities were made unique: see `identity(of:in:)`.
    private var uniqueCount = 0

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

    /// Each method's identity: what builds the value and, recursively, its dependencies.
    private mutating func identities(of graph: CheckedGraph) -> [String: Int] {
        let resolverGraph = graph.resolverGraph
        var ofBinding = Array(repeating: -1, count: resolverGraph.bindings.count)
        var byName: [String: Int] = [:]
        for binding in graph.dependencyOrder {
            let source = sourceIdentity(of: resolverGraph.bindings[binding].source)
            ofBinding[binding] = intern([source] + resolverGraph.dependencyBindings[binding].map { identity(of: $0, in: ofBinding) })
            byName[graph.names.ofBinding[binding]] = ofBinding[binding]
        }
        for (position, type) in resolverGraph.propertyInjectables.enumerated() {
            let source = sourceIdentity(of: .injectable(type))
            byName[graph.names.ofInjectable[position]] = intern(
                [source] + resolverGraph.injectableDependencyBindings[position].map { identity(of: $0, in: ofBinding) }
            )
        }
        return byName
    }

    /// The identity of a dependency's target: -1 for a call-site parameter. A closure's
    /// target may come later in dependency order, or be on a cycle through closures: until
    /// it is known, an identity no other method has, so that the method is defined again.
    private mutating func identity(of target: Int?, in ofBinding: [Int]) -> Int {
        guard let target else { return -1 }
        guard ofBinding[target] == -1 else { return ofBinding[target] }
        uniqueCount += 1
        return Int.min + uniqueCount
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

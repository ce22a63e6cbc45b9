/// How one generated method makes the `SharedInResolution` instances of its resolution: a
/// call of the method from outside the graph is one resolution, and everything it builds
/// shares one instance of each such type.
///
/// The method makes each instance first, as a local, in an order where an instance comes
/// after those it needs, and returns (or injects with) a variant of its own binding that
/// takes them all as call-site parameters (`AssistedVariants`): below it, every method that
/// would build one takes it instead, at any depth, in the closures it makes too. A shared
/// type's method does so in the construction its store runs: the variant it calls is that
/// construction, which keeps nothing. A shared
/// type's construction is a resolution of its own (its store keeps it beyond this one), and
/// so is a scope a maker opens and a value read from a parent: the plan stops there.
struct ResolutionPlan: Sendable {
    /// One instance the method makes: its type, and the node whose method makes it, given
    /// the instances before it that it needs.
    struct Instance: Sendable {
        var type: TypeKey
        var maker: NodeID
    }

    /// Dependencies first.
    var instances: [Instance]
    /// The variant of the method's binding that takes every instance.
    var construction: NodeID
}

/// The plans of a graph's methods, and the `SharedInResolution` types whose construction
/// needs their own instance (through a closure that would capture what is not yet made).
struct ResolutionPlans: Sendable {
    private(set) var plans: [NodeID: ResolutionPlan] = [:]
    private(set) var selfNeedingTypes: [NodeID] = []

    /// No plans: a graph without `SharedInResolution` types.
    init() {}

    /// The plan of every method of `variants`' graph whose construction reaches a
    /// `SharedInResolution` type that its callers do not supply, with the variants they call
    /// made in `variants`.
    init(variants: inout AssistedVariants) {
        let perResolution = variants.perResolution
        let below = ResolutionPlans.perResolutionTypesBelow(in: variants)
        for node in below.indices where !below[node].isEmpty {
            let types = below[node]
            let isPerResolution = perResolution.contains(variants.nodes[node].type.key) && variants.nodes[node].bindsType
            if isPerResolution, types.contains(variants.nodes[node].type.key) {
                selfNeedingTypes.append(NodeID(node))
                continue
            }
            let makers = ResolutionPlans.dependencyOrder(of: types, below: below, in: variants)
            // A variant also takes what its own callers supply.
            let supplied = types.union(variants.nodes[node].suppliedByCallers)
            let instances = makers.map { maker in
                let needed = variants.suppliedTypes(supplied, below: maker)
                return ResolutionPlan.Instance(
                    type: variants.nodes[maker.index].type.key,
                    maker: needed.isEmpty ? maker : variants.variant(of: maker, supplying: needed)
                )
            }
            let construction = variants.variant(of: NodeID(node), supplying: types, ofShared: true)
            plans[NodeID(node)] = ResolutionPlan(instances: instances, construction: construction)
        }
    }

    /// For each node, the `SharedInResolution` types its construction builds, at any depth,
    /// now or in a closure, through what is not shared; a type's own construction builds its
    /// own only through a cycle. Linear in nodes and edges times the number of such types:
    /// one pass over the components of the edges a resolution follows, dependencies first.
    private static func perResolutionTypesBelow(in variants: AssistedVariants) -> [Set<TypeKey>] {
        let nodes = variants.nodes
        let followed = variants.targets.map { targets in
            targets.compactMap { target -> Int? in
                guard let target else { return nil }
                switch nodes[target.index].kind {
                // A parent's value, a scope opened by a maker: resolutions of their own.
                case .parentMethod, .scopeValue, .scopeMaker: return nil
                case .initializer, .factoryMethod, .initializerParameters, .provider, .contributions, .propertyInjection:
                    return nodes[target.index].scope.isShared ? nil : target.index
                }
            }
        }
        let components = StronglyConnectedComponents(successors: followed)
        var ofComponent = Array(repeating: Set<TypeKey>(), count: components.components.count)
        for (index, component) in components.components.enumerated() {
            var types: Set<TypeKey> = []
            for member in component {
                for target in followed[member] {
                    if variants.perResolution.contains(nodes[target].type.key) { types.insert(nodes[target].type.key) }
                    let targetComponent = components.componentOfNode[target]
                    if targetComponent != index { types.formUnion(ofComponent[targetComponent]) }
                }
            }
            ofComponent[index] = types
        }
        return nodes.indices.map { ofComponent[components.componentOfNode[$0]] }
    }

    /// The nodes of `types`, each after those it needs; among those that need none of the
    /// others, in the order of their keys, so that the output is the same on every run.
    private static func dependencyOrder(of types: Set<TypeKey>, below: [Set<TypeKey>], in variants: AssistedVariants) -> [NodeID] {
        var order: [NodeID] = []
        var placed: Set<TypeKey> = []
        func place(_ type: TypeKey) {
            guard placed.insert(type).inserted, let node = variants.nodeByKey[type] else { return }
            for needed in below[node.index].sorted() where types.contains(needed) { place(needed) }
            order.append(node)
        }
        for type in types.sorted() { place(type) }
        return order
    }
}

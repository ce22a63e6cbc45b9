/// How one generated method makes the `SharedInResolution` instances of its resolution: a
/// call of the method from outside the graph is one resolution, and everything it builds
/// shares one instance of each such type.
///
/// The method makes first, as locals, the instances its construction needs now, in an order
/// where an instance comes after those it needs, and returns (or injects with) a variant of
/// its own binding that takes them all as call-site parameters (`AssistedVariants`): below
/// it, every method that would build one takes it instead, at any depth, and the closures
/// and `Lazy` it makes capture it. A closure that needs an instance the resolution does not
/// make starts a resolution of its own at each call: the variant it calls has a plan too.
/// So the method has no effect or isolation that its construction did not already have.
///
/// A shared type's method makes its instances in the construction its store runs: the
/// variant it calls is that construction, which keeps nothing. A shared type's construction
/// is a resolution of its own (its store keeps it beyond this one), and so is a scope a maker
/// opens and a value read from a parent: the plan stops there.
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

/// The plans of a graph's methods, by node.
struct ResolutionPlans: Sendable {
    private(set) var plans: [NodeID: ResolutionPlan] = [:]

    /// No plans: a graph without `SharedInResolution` types.
    init() {}

    /// The plan of every method of `variants`' graph whose construction needs now a
    /// `SharedInResolution` type that its callers do not supply, with the variants they call
    /// made in `variants`, and planned in turn where a closure of theirs needs one.
    init(variants: inout AssistedVariants) {
        var needed = NeededInstances(variants: variants)
        var node = 0
        while node < variants.nodes.count {
            defer { node += 1 }
            let types = needed.types(of: NodeID(node), in: variants).subtracting(variants.nodes[node].suppliedByCallers)
            guard !types.isEmpty else { continue }
            // A variant also takes what its own callers supply.
            let supplied = types.union(variants.nodes[node].suppliedByCallers)
            let instances = needed.dependencyOrder(of: types, in: variants).map { maker in
                let passed = variants.suppliedTypes(supplied, below: maker)
                return ResolutionPlan.Instance(
                    type: variants.nodes[maker.index].type.key,
                    maker: passed.isEmpty ? maker : variants.variant(of: maker, supplying: passed)
                )
            }
            let construction = variants.variant(of: NodeID(node), supplying: types, ofShared: true)
            plans[NodeID(node)] = ResolutionPlan(instances: instances, construction: construction)
        }
    }
}

/// For each node, the `SharedInResolution` types its construction needs now: at any depth,
/// through values (not closures or `Lazy`, which resolve later) and what is not shared. The
/// graph's own nodes are computed at once, linear in nodes and edges times the number of such
/// types (one pass over the components, dependencies first); a variant made later, when
/// first asked.
private struct NeededInstances {
    private var ofNode: [Set<TypeKey>]

    init(variants: AssistedVariants) {
        let followed = variants.nodes.indices.map { NeededInstances.followedTargets(of: NodeID($0), in: variants).map(\.index) }
        let components = StronglyConnectedComponents(successors: followed)
        var ofComponent = Array(repeating: Set<TypeKey>(), count: components.components.count)
        for (index, component) in components.components.enumerated() {
            var types: Set<TypeKey> = []
            for member in component {
                for target in followed[member] {
                    if variants.perResolution.contains(variants.nodes[target].type.key) { types.insert(variants.nodes[target].type.key) }
                    let targetComponent = components.componentOfNode[target]
                    if targetComponent != index { types.formUnion(ofComponent[targetComponent]) }
                }
            }
            ofComponent[index] = types
        }
        ofNode = variants.nodes.indices.map { ofComponent[components.componentOfNode[$0]] }
    }

    /// The types `node` needs now; a variant made since, computed now from its targets.
    mutating func types(of node: NodeID, in variants: AssistedVariants) -> Set<TypeKey> {
        while ofNode.count < variants.nodes.count {
            // Made in order: a variant's targets are the graph's nodes or variants made before it.
            let next = NodeID(ofNode.count)
            var types: Set<TypeKey> = []
            for target in NeededInstances.followedTargets(of: next, in: variants) {
                if variants.perResolution.contains(variants.nodes[target.index].type.key) { types.insert(variants.nodes[target.index].type.key) }
                if target.index < ofNode.count { types.formUnion(ofNode[target.index]) }
            }
            ofNode.append(types)
        }
        return ofNode[node.index]
    }

    /// The targets of `node` that its construction builds now, and that build in this
    /// resolution: not deferred, not shared, not a parent's value or a scope a maker opens.
    private static func followedTargets(of node: NodeID, in variants: AssistedVariants) -> [NodeID] {
        variants.targets[node.index].enumerated().compactMap { position, target in
            guard let target, !variants.isDeferred(DependencyPosition(node: node, index: position)) else { return nil }
            switch variants.nodes[target.index].kind {
            // A parent's method of a resolution's instance is called once, as the instance's maker.
            case .parentMethod: return variants.perResolution.contains(variants.nodes[target.index].type.key) ? target : nil
            case .scopeValue, .replacement, .scopeMaker: return nil
            case .initializer, .factoryMethod, .initializerParameters, .provider, .contributions, .propertyInjection, .contributedBinding, .containedProvider:
                return variants.nodes[target.index].scope.isShared ? nil : target
            }
        }
    }

    /// The nodes of `types`, each after those it needs; among those that need none of the
    /// others, in the order of their keys, so that the output is the same on every run.
    func dependencyOrder(of types: Set<TypeKey>, in variants: AssistedVariants) -> [NodeID] {
        var order: [NodeID] = []
        var placed: Set<TypeKey> = []
        func place(_ type: TypeKey) {
            guard placed.insert(type).inserted, let node = variants.nodeByKey[type] else { return }
            for needed in ofNode[node.index].sorted() where types.contains(needed) { place(needed) }
            order.append(node)
        }
        for type in types.sorted() { place(type) }
        return order
    }
}

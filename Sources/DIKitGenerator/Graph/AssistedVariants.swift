/// A factory closure's parameters are run-time inputs: a closure `(User) -> Profile` supplies
/// the `User` of the `Profile` it builds, whether or not the resolver binds `User` (a preview
/// resolver that provides a mock user still builds each profile for the user it is given).
///
/// Where the resolver binds such a type, the closure calls a *variant* of its target's method:
/// the same binding, with every dependency of that type in its construction (its own, and
/// those of the types it builds that are not shared, at any depth) taken as a call-site
/// parameter, which the closure's argument supplies. A variant is a node of its own, made
/// once for each target and set of types, after the graph's bindings; it binds no type (a
/// dependency on `Profile` elsewhere is the resolver's own `Profile`), and its method has the
/// name of its binding's, with the parameters that tell them apart (`resolveProfile(user:)`
/// beside `resolveProfile()`). A shared type is made once for all callers: it is never a
/// variant, and takes what the resolver binds.
///
/// A method that makes its resolution's `SharedInResolution` instances calls variants too,
/// which take them (`ResolutionPlans`): of any binding but a forwarder, a collection of
/// contributions and an injection included, and of a shared type as the construction its
/// store runs.
struct AssistedVariants {
    private(set) var nodes: [GraphNode]
    private(set) var targets: [[NodeID?]]
    private(set) var deferred: [DependencyPosition: DeferredDependency]
    let nodeByKey: [TypeKey: NodeID]
    /// The `SharedInResolution` types the graph binds: a dependency of one supplies it as a
    /// value, optional or not (`ResolutionPlans`).
    let perResolution: Set<TypeKey>
    /// Each variant made, by its binding and the types its callers supply.
    private var variants: [Variant: NodeID] = [:]
    /// What each variant made is a variant of: its binding and the types its callers supply.
    private var variantOf: [NodeID: Variant] = [:]

    private struct Variant: Hashable {
        var node: NodeID
        var supplied: [TypeKey]
    }

    /// The graph's `nodes` and `targets` with a variant for each factory closure of `deferred`
    /// whose parameters supply types the graph binds, and the closures retargeted to them.
    init(
        nodes: [GraphNode], targets: [[NodeID?]], deferred: [DependencyPosition: DeferredDependency], nodeByKey: [TypeKey: NodeID],
        perResolution: Set<TypeKey>
    ) {
        self.nodes = nodes
        self.targets = targets
        self.deferred = deferred
        self.nodeByKey = nodeByKey
        self.perResolution = perResolution
        for position in deferred.keys.sorted(by: { ($0.node, $0.index) < ($1.node, $1.index) }) {
            guard case .factory(let closure) = deferred[position], let target = targets[position.node.index][position.index] else { continue }
            let bound = Set(closure.parameters.map(\.key).filter { nodeByKey[$0] != nil })
            guard !bound.isEmpty else { continue }
            let supplied = suppliedTypes(bound, below: target)
            guard !supplied.isEmpty else { continue }
            self.targets[position.node.index][position.index] = variant(of: target, supplying: supplied)
        }
    }

    /// Whether dependency `position` receives a closure or a `Lazy` of its target.
    func isDeferred(_ position: DependencyPosition) -> Bool {
        deferred[position] != nil
    }

    /// Whether any closure asked for a variant.
    var madeVariants: Bool { !variants.isEmpty }

    /// The variant of `node` that takes the types `supplied` as call-site parameters, made
    /// now if it is not yet; `node` itself when it is shared, unless the variant is the
    /// construction that its store runs (`ofShared`). A variant of a variant is the variant of
    /// its binding that takes what both take.
    mutating func variant(of node: NodeID, supplying supplied: Set<TypeKey>, ofShared: Bool = false) -> NodeID {
        // A forwarder's parameters are its parent's: a closure supplies what they take. A
        // collection is made of its contributions' values, as a type of its dependencies'; an
        // injection is given them, which a resolution supplies too (`ResolutionPlans`).
        switch nodes[node.index].kind {
        case .parentMethod, .scopeValue, .replacement: return node
        case .initializer, .factoryMethod, .initializerParameters, .provider, .scopeMaker, .contributions, .propertyInjection, .contributedBinding, .containedProvider:
            break
        }
        guard ofShared || !nodes[node.index].scope.isShared else { return node }
        if let made = variantOf[node] {
            return variant(of: made.node, supplying: supplied.union(made.supplied), ofShared: ofShared)
        }
        let key = Variant(node: node, supplied: supplied.sorted())
        if let made = variants[key] { return made }
        let id = NodeID(nodes.count)
        variants[key] = id
        variantOf[id] = key
        let original = nodes[node.index]
        nodes.append(GraphNode(original.kind, suppliedByCallers: key.supplied))
        targets.append([])
        var variantTargets: [NodeID?] = []
        for (index, slot) in original.dependencies.enumerated() {
            if let deferredAs = deferred[DependencyPosition(node: node, index: index)] {
                deferred[DependencyPosition(node: id, index: index)] = deferredAs
            }
            if isSupplied(slot, at: DependencyPosition(node: node, index: index), by: supplied) {
                variantTargets.append(nil)
                continue
            }
            guard let target = targets[node.index][index] else {
                variantTargets.append(nil)
                continue
            }
            var below = suppliedTypes(supplied, below: target)
            if case .factory(let closure)? = deferred[DependencyPosition(node: node, index: index)], !closure.parameters.isEmpty {
                below = withoutInstances(taking: Set(closure.parameters.map(\.key)), from: below)
            }
            variantTargets.append(below.isEmpty ? target : variant(of: target, supplying: below))
        }
        targets[id.index] = variantTargets
        return id
    }

    /// The types of `types` that the construction of `node` takes as a dependency: its own,
    /// and those of what it builds that is not shared, at any depth, now or in a closure.
    func suppliedTypes(_ types: Set<TypeKey>, below node: NodeID) -> Set<TypeKey> {
        var found: Set<TypeKey> = []
        var visited: Set<NodeID> = []
        var pending = [node]
        while let current = pending.popLast(), found.count < types.count {
            guard visited.insert(current).inserted, !nodes[current.index].scope.isShared else { continue }
            for (index, (slot, target)) in zip(nodes[current.index].dependencies, targets[current.index]).enumerated() {
                if let key = suppliedKey(of: slot, at: DependencyPosition(node: current, index: index)), types.contains(key) { found.insert(key) }
                if let target { pending.append(target) }
            }
        }
        return found
    }

    /// `types` but the `SharedInResolution` instances whose construction takes one of a
    /// closure's `arguments`: made from what each call is given, they are the call's own, a
    /// resolution of its own (`ResolutionPlans`), not the resolution's that made the closure.
    private func withoutInstances(taking arguments: Set<TypeKey>, from types: Set<TypeKey>) -> Set<TypeKey> {
        types.filter { key in
            guard perResolution.contains(key), let instance = nodeByKey[key] else { return true }
            return suppliedTypes(arguments, below: instance).isEmpty
        }
    }

    /// Whether the caller supplies dependency `position`, `slot`, of a variant that takes `supplied`.
    private func isSupplied(_ slot: DependencySlot, at position: DependencyPosition, by supplied: Set<TypeKey>) -> Bool {
        suppliedKey(of: slot, at: position).map(supplied.contains) ?? false
    }

    /// The type a caller can supply for dependency `position`, `slot`: its own, when it is
    /// passed as a value; a `SharedInResolution` type's for an optional of one too. `nil` for
    /// a defaulted or deferred one.
    private func suppliedKey(of slot: DependencySlot, at position: DependencyPosition) -> TypeKey? {
        guard slot.kind == .direct else { return nil }
        guard !perResolution.isEmpty, deferred[position] == nil, !perResolution.contains(slot.type.key),
              let wrapping = DeferredDependency.wrapped(in: slot.type), wrapping.deferred == nil, perResolution.contains(wrapping.key)
        else { return slot.type.key }
        return wrapping.key
    }
}

/// The dependency graph of one resolver: one table of nodes (its bindings, then the
/// property-injectable types it injects into), the node that binds each type, found by key in
/// one dictionary lookup each, the problems it has, and the methods generated from it.
///
/// Everything is linear in nodes + dependencies (plus the size of the parameter lists it
/// prints): an index from type key to node is built once, the strongly connected components
/// give both the cycles and an order in which every node comes after its dependencies, and
/// each node's parameters are computed once, in that order.
struct ResolverGraph: Sendable {
    let resolver: ResolverProtocol
    /// Every node, the bindings first: a node's `NodeID` is its place here.
    let nodes: [GraphNode]
    /// Whose rules the graph follows: DIKit 0.5 knows no optional, closure or `Lazy` binding.
    let semantics: Semantics
    /// Which attributes of closure types are global actors.
    let globalActors: GlobalActors
    /// The type names several modules declare: a method is named from its type as the
    /// resolver's module names it (`ClashingNames.spelling(of:seenFrom:)`).
    let clashingNames: ClashingNames
    /// The first node that binds each type key.
    let nodeByKey: [TypeKey: NodeID]
    /// For each node, the node that supplies each of its dependencies (`nil`: a call-site
    /// parameter, or a default).
    let targets: NodeTable<[NodeID?]>
    /// The dependencies that receive a closure or a `Lazy` of their target rather than its
    /// value; every other resolved dependency receives the value.
    let deferredDependencies: [DependencyPosition: DeferredDependency]
    /// For each node, by index, the nodes whose values constructing it needs: its cycles are errors.
    let successors: [[Int]]
    /// For each node, by index, the nodes its method resolves, now or in a closure: the order
    /// in which methods are made. `successors` when no dependency is deferred.
    let methodSuccessors: [[Int]]
    /// How the methods whose construction needs a `SharedInResolution` type make its instance.
    let resolutionPlans: ResolutionPlans
    /// Each node that binds a type bound before it, with the first node of that type.
    private let repeatedBindings: [(node: NodeID, first: NodeID)]
    /// The element types the resolvers of its family contribute to, spelled, by key: a
    /// collection of one is made of contributions, not passed in (`MultibindingDiagnostics`).
    let contributedElements: [TypeKey: String]
    /// The types only the scopes of the resolver's tree bind (`ScopeTree.typesBoundInScopes`),
    /// and the shared types that live in them (`ScopedAwayTypes`), each with such a scope:
    /// a collection among them is a scope's to make, and a dependency on one no missing provider.
    let boundInScopes: [TypeKey: String]

    init(
        resolver: ResolverProtocol, nodes: [GraphNode], semantics: Semantics,
        globalActors: GlobalActors, clashingNames: ClashingNames, contributedElements: [TypeKey: String] = [:],
        boundInScopes: [TypeKey: String] = [:]
    ) {
        self.resolver = resolver
        self.contributedElements = contributedElements
        self.boundInScopes = boundInScopes
        self.globalActors = globalActors
        self.clashingNames = clashingNames
        self.semantics = semantics
        var index: [TypeKey: NodeID] = [:]
        index.reserveCapacity(nodes.count)
        var repeated: [(node: NodeID, first: NodeID)] = []
        var makers: Set<NodeID> = []
        for (position, node) in nodes.enumerated() where node.bindsType {
            let id = NodeID(position)
            let first = index.firstValue(id, forKey: node.type.key)
            if first != id { repeated.append((id, first)) }
            if case .scopeMaker = node.kind { makers.insert(id) }
        }
        nodeByKey = index
        repeatedBindings = repeated
        // Every method's dependencies are looked up independently of the others: on all cores.
        let nodeIndex = index
        let makerNodes = makers
        let nodeTargets = Parallel.map(count: nodes.count) { node in
            DependencyTargets(of: nodes[node].dependencies, in: nodeIndex, makers: makerNodes, semantics: semantics)
        }
        var deferred: [DependencyPosition: DeferredDependency] = [:]
        for (owner, targets) in nodeTargets.enumerated() {
            for (index, deferredAs) in targets.deferred { deferred[DependencyPosition(node: NodeID(owner), index: index)] = deferredAs }
        }
        var targets = NodeTable(nodeTargets.map(\.targets))
        var allNodes = nodes
        let perResolution = Set(nodes.lazy.filter { $0.bindsType && $0.makesResolutionInstance }.map(\.type.key))
        var plans = ResolutionPlans()
        // A factory closure that supplies a type the graph binds calls a variant of its target;
        // so does a method that makes a resolution's instances (`ResolutionPlans`).
        if !deferred.isEmpty && semantics.includes(.wrappedDependencies) || !perResolution.isEmpty {
            var variants = AssistedVariants(nodes: nodes, targets: targets.values, deferred: deferred, nodeByKey: index, perResolution: perResolution)
            if !perResolution.isEmpty { plans = ResolutionPlans(variants: &variants) }
            if variants.madeVariants {
                allNodes = variants.nodes
                targets = NodeTable(variants.targets)
                deferred = variants.deferred
            }
        }
        resolutionPlans = plans
        self.nodes = allNodes
        self.targets = targets
        deferredDependencies = deferred
        let methodSuccessors = targets.values.map { $0.compactMap { $0?.index } }
        self.methodSuccessors = methodSuccessors
        successors = deferred.isEmpty ? methodSuccessors : targets.values.enumerated().map { node, nodeTargets in
            nodeTargets.indices.compactMap { position in
                deferred[DependencyPosition(node: NodeID(node), index: position)] == nil ? nodeTargets[position]?.index : nil
            }
        }
    }

    /// The node of each dependency of one method, and the dependencies among them that
    /// receive their target deferred.
    private struct DependencyTargets {
        var targets: [NodeID?]
        var deferred: [(index: Int, as: DeferredDependency)]

        /// A dependency is bound by its own type, or under the current rules by the type it
        /// wraps: `T?`, `Lazy<T>`, `() -> T`. A scope's maker (of `makers`) binds only a
        /// closure: a dependency on the scope's type itself, or a `Lazy` or optional of it, is
        /// given a scope by its caller, not a new one.
        init(of dependencies: [DependencySlot], in nodeIndex: [TypeKey: NodeID], makers: Set<NodeID>, semantics: Semantics) {
            var deferred: [(index: Int, as: DeferredDependency)] = []
            targets = dependencies.enumerated().map { position, slot in
                if let target = nodeIndex[slot.type.key] { return makers.isEmpty || !makers.contains(target) ? target : nil }
                guard semantics.includes(.wrappedDependencies), let (key, deferredAs) = DeferredDependency.wrapped(in: slot.type),
                      let target = nodeIndex[key] else { return nil }
                if !makers.isEmpty, makers.contains(target) {
                    guard case .factory = deferredAs else { return nil }
                }
                if let deferredAs { deferred.append((position, deferredAs)) }
                return target
            }
            self.deferred = deferred
        }
    }

    /// The call-site parameter that unresolved dependency `slot` of `node` is passed as: one
    /// of its own name and type, or, where a resolution supplies a `SharedInResolution`
    /// instance (`ResolutionPlans`), one named after the instance's type, so that every
    /// method below takes it once, whatever its dependencies name it, and optional or not.
    func parameter(for slot: DependencySlot, of node: NodeID) -> CallSiteParameter {
        guard let instance = resolutionInstance(suppliedTo: slot, of: node) else { return slot.parameter }
        return CallSiteParameter(name: LocalNameAllocator.typeBasedName(of: self[instance].typeName), typeName: self[instance].typeName)
    }

    /// The `SharedInResolution` node whose instance a resolution passes to unresolved
    /// dependency `slot` of `node`, a variant it calls; `nil` for any other dependency.
    func resolutionInstance(suppliedTo slot: DependencySlot, of node: NodeID) -> NodeID? {
        guard !resolutionPlans.plans.isEmpty, self[node].isVariant else { return nil }
        let key = DeferredDependency.wrapped(in: slot.type).flatMap { $0.deferred == nil ? $0.key : nil } ?? slot.type.key
        guard self[node].suppliedByCallers.contains(key), let instance = nodeByKey[key], self[instance].makesResolutionInstance else {
            return nil
        }
        return instance
    }

    /// Whether unresolved dependency `slot` is given a resolution's `SharedInResolution`
    /// instance: a variant's call-site parameter that no caller outside the graph passes.
    func takesResolutionInstance(_ slot: DependencySlot) -> Bool {
        guard !resolutionPlans.plans.isEmpty else { return false }
        let key = DeferredDependency.wrapped(in: slot.type).flatMap { $0.deferred == nil ? $0.key : nil } ?? slot.type.key
        return nodeByKey[key].map { self[$0].makesResolutionInstance } ?? false
    }

    /// Every node, in order.
    var ids: some RandomAccessCollection<NodeID> { nodes.indices.lazy.map(NodeID.init) }

    subscript(node: NodeID) -> GraphNode { nodes[node.index] }

    /// The dependency of `node` that `target` satisfies (the first, if several do).
    func slot(of node: NodeID, targeting target: NodeID) -> DependencySlot {
        self[node].dependencies[targets[node].firstIndex(of: target)!]
    }

    /// How dependency `index` of `node` is passed when it is deferred; `nil` for a value.
    func deferred(_ node: NodeID, _ index: Int) -> DeferredDependency? {
        deferredDependencies.isEmpty ? nil : deferredDependencies[DependencyPosition(node: node, index: index)]
    }

    /// The targets of `node` whose values its method needs (not those it defers), for what a
    /// method inherits from the methods it calls directly: effects.
    func constructionTargets(of node: NodeID) -> [NodeID?] {
        let targets = targets[node]
        guard !deferredDependencies.isEmpty else { return targets }
        return targets.indices.map { deferred(node, $0) == nil ? targets[$0] : nil }
    }

    /// What `check` finds.
    typealias Check = (graph: CheckedGraph?, diagnostics: [Diagnostic], unprovided: [UnprovidedDependency])

    /// Checks the graph: duplicate bindings and cycles, then each `GraphPass` over the
    /// facts every pass reads (`GraphFacts`) and, under `--strict`, parameters nothing provides. The checked graph, when no problem is an error, the
    /// problems found, and the dependencies nothing provides that `options` asks to report,
    /// which the caller reports with every resolver's (errors under `--strict`). The methods
    /// of a refined resolver take the effects of those it redefines (`inheritedEffects`, by
    /// method name: `InheritedEffects`).
    func check(
        options: GeneratorOptions, visibility: TypeVisibility, sendableTypes: SendableTypes, inheritedEffects: [String: Effects]? = nil
    ) -> Check {
        var diagnostics = duplicateBindings()
        let components = StronglyConnectedComponents(successors: successors)
        let cycles = DependencyCycles(graph: self).diagnostics(components: components)
        guard cycles.isEmpty else { return (nil, diagnostics + cycles, []) }

        // Dependencies come first in component order, so theirs are ready when needed.
        let dependencyOrder = components.components.map { NodeID($0[0]) }
        // Closures and `Lazy` resolve later, but their methods are still called: methods are
        // made in the order of every edge, a cycle through closures as one.
        let methodComponents = (deferredDependencies.isEmpty
            ? components.components : StronglyConnectedComponents(successors: methodSuccessors).components).map { $0.map(NodeID.init) }
        let names = GeneratedMethodNames(graph: self)
        // The settings of the module whose extension holds the methods.
        let settings = options.moduleSettings.of(resolver.module)
        let effects: MethodEffects
        let (callSiteParameters, isolation): (NodeTable<CallSiteParameters>, MethodIsolation)
        if let inheritedEffects {
            // A method inherits the effects of the method of its signature, which its parameters tell.
            (callSiteParameters, isolation) = parametersAndIsolation(methodComponents: methodComponents, sendableTypes: sendableTypes)
            let inherited = NodeTable(ids.map { node in
                inheritedEffects[MethodSignature.of(name: names[node], parameters: callSiteParameters[node], injects: !self[node].bindsType)] ?? .none
            })
            effects = MethodEffects(graph: self, dependencyOrder: dependencyOrder, inherited: inherited)
        } else {
            // Effects read only the graph; isolation reads the call-site parameters too: on two cores.
            (effects, (callSiteParameters, isolation)) = Parallel.both(
                { MethodEffects(graph: self, dependencyOrder: dependencyOrder) },
                { parametersAndIsolation(methodComponents: methodComponents, sendableTypes: sendableTypes) }
            )
        }
        let facts = GraphFacts(
            graph: self, methodComponents: methodComponents, names: names, effects: effects, isolation: isolation,
            callSiteParameters: callSiteParameters, sendableTypes: sendableTypes,
            settings: settings
        )
        for pass in GraphPass.allCases { diagnostics += pass.diagnostics(of: facts) }
        let unprovided = ImplicitParameters(graph: self, methodNames: names, callSiteParameters: callSiteParameters).unprovided(options: options)
        // `--verbose`'s notes are unprovided too: only a missing provider (`--strict`) rejects the graph.
        guard !diagnostics.contains(where: { $0.severity == .error }), !unprovided.contains(where: \.isMissingProvider) else {
            return (nil, diagnostics, unprovided)
        }
        return (CheckedGraph(facts: facts, visibility: visibility), diagnostics, unprovided)
    }

    /// The call-site parameters of each node's method, and where each runs, which reads them.
    private func parametersAndIsolation(
        methodComponents: [[NodeID]], sendableTypes: SendableTypes
    ) -> (NodeTable<CallSiteParameters>, MethodIsolation) {
        let parameters = parametersOfMethods(methodComponents: methodComponents)
        return (parameters, MethodIsolation(graph: self, methodComponents: methodComponents, callSiteParameters: parameters, sendableTypes: sendableTypes))
    }

    /// The call-site parameters of each node's method, the components of `methodComponents`
    /// in order: dependencies first.
    private func parametersOfMethods(methodComponents: [[NodeID]]) -> NodeTable<CallSiteParameters> {
        var parameters = NodeTable(repeating: CallSiteParameters(), count: nodes.count)
        for component in methodComponents {
            // One node, no array: almost every component.
            guard component.count > 1 else {
                parameters[component[0]] = CallSiteParameters(of: component[0], in: self, known: parameters)
                continue
            }
            let parametersOfCycle = CallSiteParameters.ofCycle(component, in: self, known: parameters)
            for (node, parametersOfNode) in zip(component, parametersOfCycle) { parameters[node] = parametersOfNode }
        }
        return parameters
    }

    /// Two bindings for one type, such as two provider methods returning it: which one to
    /// call is ambiguous, and the generated methods would clash.
    private func duplicateBindings() -> [Diagnostic] {
        // Only a type bound twice gets a list of its bindings, from those the index found.
        var duplicatesOfFirst: [NodeID: [NodeID]] = [:]
        for (node, first) in repeatedBindings {
            duplicatesOfFirst[first, default: [first]].append(node)
        }
        return duplicatesOfFirst.values.map { candidates in
            let typeName = self[candidates[0]].typeName
            return Diagnostic(
                .error, id: .duplicateProvider, "'\(typeName)' has \(candidates.count) providers in '\(resolver.name)'",
                at: resolver.reference,
                notes: candidates.map { .init("candidate: \(self[$0].description)", at: self[$0].reference) },
                fix: "keep one provider of '\(typeName)'; to use several values of one type, wrap each in a type of its own"
            )
        }
    }
}

/// How the analysis becomes the graphs to draw: a checked graph gives its nodes with their
/// methods; a graph whose check found an error gives its nodes and edges without methods.
extension GraphExport {
    /// Every resolver's graph in `analysis`, whether or not its check found an error.
    init(_ analysis: Generator.Analysis) {
        let checked = analysis.graphs.map(Resolver.init(checked:))
        let rejected = analysis.rejectedGraphs.map(Resolver.init(rejected:))
        resolvers = (checked + rejected).sorted { $0.name < $1.name }
    }
}

extension GraphExport.Resolver {
    /// A checked graph's nodes, each with its generated method.
    init(checked graph: CheckedGraph) {
        let methods = graph.nodes.map { node in
            GraphExport.Method(
                name: node.methodName, access: node.access, effects: node.methodEffects, globalActor: node.methodGlobalActor,
                callSiteParameters: node.callSiteParameters.map { CallSiteParameter(name: $0.name, typeName: $0.typeName) }
            )
        }
        self.init(graph: graph.resolverGraph, methods: methods)
    }

    /// The nodes of a graph that has no checked form, without methods.
    init(rejected graph: ResolverGraph) {
        self.init(graph: graph, methods: nil)
    }

    /// The nodes of `graph` in a checked graph's order: the bindings (edges to the first
    /// binding of each type), then the property-injectable types; each with its method from
    /// `methods`, in that order, or none (and the graph has errors) without them.
    private init(graph: ResolverGraph, methods: [GraphExport.Method]?) {
        func dependencies(_ slots: [DependencySlot], _ targets: [NodeID?]) -> [GraphExport.Dependency] {
            zip(slots, targets).map { slot, target in
                GraphExport.Dependency(
                    name: slot.name, typeName: slot.type.spelling, kind: slot.kind,
                    supplier: GraphExport.Supplier(target: target?.index, kind: slot.kind), isOnCycle: false, reference: slot.reference
                )
            }
        }
        let nodes = graph.ids.map { id in
            let node = graph[id]
            return GraphExport.Node(
                typeName: node.typeName, key: node.type.key.text, construction: node.construction, method: methods?[id.index],
                effects: node.effects, isolation: node.isolation, scope: node.lifetime, isOnCycle: false,
                reference: node.reference, module: node.kind.injectableType?.entry.module ?? graph.resolver.module,
                dependencies: dependencies(node.dependencies, graph.targets[id])
            )
        }
        self.init(
            name: graph.resolver.name, parentNames: graph.resolver.parents, scopeParent: graph.resolver.childScope?.parentName,
            hasErrors: methods == nil, unorderedNodes: nodes
        )
    }

    /// Sorts `unorderedNodes` (their edges pointing into that array) by type name, then by
    /// how they are built, then by place, so the order never depends on the order of files
    /// or declarations; and marks the nodes and edges that lie on a cycle.
    private init(name: String, parentNames: [String], scopeParent: String?, hasErrors: Bool, unorderedNodes: [GraphExport.Node]) {
        let order = unorderedNodes.indices.sorted { left, right in
            let (a, b) = (unorderedNodes[left], unorderedNodes[right])
            return (a.typeName, a.key, a.construction.rank, a.reference) < (b.typeName, b.key, b.construction.rank, b.reference)
        }
        var positionOfIndex = Array(repeating: 0, count: order.count)
        for (position, index) in order.enumerated() { positionOfIndex[index] = position }
        var nodes = order.map { index in
            var node = unorderedNodes[index]
            for position in node.dependencies.indices {
                if case .node(let target) = node.dependencies[position].supplier {
                    node.dependencies[position].supplier = .node(positionOfIndex[target])
                }
            }
            return node
        }
        GraphExport.markCycles(in: &nodes)
        self.init(name: name, parentNames: parentNames, scopeParent: scopeParent, hasErrors: hasErrors, nodes: nodes)
    }
}

extension GraphExport {
    /// Marks every node in a strongly connected component that is a cycle, and every edge
    /// between two nodes of such a component: exactly the nodes and edges that lie on
    /// some dependency cycle.
    static func markCycles(in nodes: inout [Node]) {
        let successors = nodes.map { node in node.dependencies.compactMap(\.supplier.targetNode) }
        let components = StronglyConnectedComponents(successors: successors)
        let isCyclic = components.components.map { StronglyConnectedComponents.isCycle($0, successors: successors) }
        for index in nodes.indices {
            let component = components.componentOfNode[index]
            guard isCyclic[component] else { continue }
            nodes[index].isOnCycle = true
            for position in nodes[index].dependencies.indices {
                guard let target = nodes[index].dependencies[position].supplier.targetNode else { continue }
                nodes[index].dependencies[position].isOnCycle = components.componentOfNode[target] == component
            }
        }
    }
}

extension GraphExport.Supplier {
    /// What supplies a dependency whose binding is `target`, or that has none.
    init(target: Int?, kind: DependencyKind) {
        if let target {
            self = .node(target)
        } else {
            self = kind == .defaulted ? .defaultValue : .callSiteParameter
        }
    }

    /// The node that supplies it, if one does.
    var targetNode: Int? {
        if case .node(let target) = self { target } else { nil }
    }
}

extension CheckedGraph.Node.Construction {
    /// Where a node built this way sorts among nodes of one type: a type both `Injectable`
    /// and `PropertyInjectable` has its initializer node first.
    var rank: Int {
        switch self {
        case .initializer, .initializerParameters: 0
        case .factoryMethod: 1
        case .provider, .scopeValue, .replacement, .parentScope, .contributions, .scopeMaker, .contributedBinding: 2
        case .propertyInjection: 3
        }
    }
}

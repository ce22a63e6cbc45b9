/// Builds the tree of bindings below one type of a resolver.
///
/// Each binding's subtree is expanded once, where it is first met (depth first, in
/// dependency order); a later occurrence says it is shown above, and a binding already on
/// the path from the root is a cycle. So the tree is linear in the resolver's graph, and
/// finite when the graph has a cycle. A dependency nothing supplies says why.
struct BindingTreeBuilder {
    let graph: ResolverGraph
    /// The names the resolver's extension gives its methods.
    let methodNames: GeneratedMethodNames
    /// Why nothing in the resolver supplies a dependency.
    let describeUnbound: (DependencySlot) -> UnboundDependency
    /// Where every binding and dependency of the tree is declared: the problems of the
    /// resolver's graph that involve the tree are those that point at one of them.
    private(set) var references: Set<SourceReference> = []
    private var expanded: Set<NodeID> = []
    private var onPath: Set<NodeID> = []

    /// How deep the tree goes; a binding deeper than this is not expanded.
    static let maximumDepth = 64

    init(graph: ResolverGraph, methodNames: GeneratedMethodNames, describeUnbound: @escaping (DependencySlot) -> UnboundDependency) {
        self.graph = graph
        self.methodNames = methodNames
        self.describeUnbound = describeUnbound
    }

    /// The tree of the binding `index`.
    mutating func tree(rootedAt index: NodeID) -> ExplanationNode {
        node(binding: index, dependency: nil, depth: 0)
    }

    /// The tree of a property-injectable type: the root is injected into, its dependencies are resolved.
    mutating func tree(injectedInto id: NodeID) -> ExplanationNode {
        let node = graph[id]
        references.insert(node.reference)
        let binding = ExplainedBinding(node, methodName: methodNames[id])
        return ExplanationNode(dependency: nil, content: .injected(binding), children: children(node.dependencies, targets: graph.targets[id], depth: 1))
    }

    private mutating func node(binding index: NodeID, dependency: ExplainedDependency?, depth: Int) -> ExplanationNode {
        let node = graph[index]
        let explained = ExplainedBinding(node, methodName: methodNames[index])
        references.insert(explained.reference)
        if onPath.contains(index) { return ExplanationNode(dependency: dependency, content: .cycle(explained), children: []) }
        if expanded.contains(index) { return ExplanationNode(dependency: dependency, content: .shownAbove(explained), children: []) }
        guard depth < BindingTreeBuilder.maximumDepth else {
            return ExplanationNode(dependency: dependency, content: .beyondDepthLimit(explained), children: [])
        }
        expanded.insert(index)
        onPath.insert(index)
        defer { onPath.remove(index) }
        let children = children(node.dependencies, targets: graph.targets[index], depth: depth + 1)
        return ExplanationNode(dependency: dependency, content: .binding(explained), children: children)
    }

    private mutating func children(_ slots: [DependencySlot], targets: [NodeID?], depth: Int) -> [ExplanationNode] {
        zip(slots, targets).map { slot, target in
            references.insert(slot.reference)
            let dependency = ExplainedDependency(slot)
            guard let target else {
                return ExplanationNode(dependency: dependency, content: .unbound(describeUnbound(slot)), children: [])
            }
            return node(binding: target, dependency: dependency, depth: depth)
        }
    }
}

extension ExplainedBinding {
    init(_ node: GraphNode, methodName: String) {
        self.init(
            typeName: node.typeName, construction: node.construction, declaration: node.declaration,
            methodName: methodName, effects: node.effects, reference: node.reference
        )
    }
}

extension ExplainedDependency {
    init(_ slot: DependencySlot) {
        self.init(name: slot.name, typeName: slot.type.spelling, kind: slot.kind, citation: slot.citation, reference: slot.reference)
    }
}

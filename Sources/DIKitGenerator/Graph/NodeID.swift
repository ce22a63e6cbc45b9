/// A node of one resolver's graph, by its place in the graph's one table of nodes
/// (`ResolverGraph.nodes`): each binding, whose generated method is a `resolve` method, then
/// each property-injectable type, whose method is an `injectTo` method. Every fact of a node
/// (its method's name, effects, isolation, call-site parameters, access) is a `NodeTable`
/// read by it.
struct NodeID: Hashable, Comparable, Sendable {
    let index: Int

    init(_ index: Int) {
        self.index = index
    }

    static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }
}

/// One value for each node of a resolver's graph, read by `NodeID`.
struct NodeTable<Value> {
    private(set) var values: [Value]

    init(_ values: [Value]) {
        self.values = values
    }

    init(repeating value: Value, count: Int) {
        values = Array(repeating: value, count: count)
    }

    subscript(node: NodeID) -> Value {
        get { values[node.index] }
        set { values[node.index] = newValue }
    }

    var count: Int { values.count }

    /// Every node, in order.
    var ids: some RandomAccessCollection<NodeID> { values.indices.lazy.map(NodeID.init) }

    /// Every value in node order, with its node.
    var entries: some Sequence<(node: NodeID, value: Value)> {
        values.indices.lazy.map { (NodeID($0), self.values[$0]) }
    }

    func map<Transformed>(_ transform: (Value) throws -> Transformed) rethrows -> NodeTable<Transformed> {
        NodeTable<Transformed>(try values.map(transform))
    }
}

extension NodeTable: Sendable where Value: Sendable {}

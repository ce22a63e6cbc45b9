/// The strongly connected components of a directed graph, by Tarjan's algorithm, in time
/// linear in nodes + edges. The depth-first search keeps its own stack, so a path of any
/// length cannot overflow the call stack.
///
/// Components come out in reverse topological order: a component appears after every
/// component it has an edge to. With edges from a binding to its dependencies, that is
/// dependencies first, the order in which parameters can be computed.
///
/// Each component lists its nodes in ascending order, not in the order the search met them:
/// what reads a component (a cycle's call-site parameters, its representative) then sees the
/// graph's numbering only, so two graphs that number a cycle's nodes in the same relative
/// order read it alike, whatever the other nodes around it.
struct StronglyConnectedComponents {
    /// Each component's nodes.
    private(set) var components: [[Int]] = []
    /// The component of each node, as an index into `components`.
    private(set) var componentOfNode: [Int]

    init(successors: [[Int]]) {
        let nodeCount = successors.count
        componentOfNode = Array(repeating: -1, count: nodeCount)
        var discoveryIndex = Array(repeating: -1, count: nodeCount)
        var lowLink = Array(repeating: 0, count: nodeCount)
        var isOnStack = Array(repeating: false, count: nodeCount)
        var componentStack: [Int] = []
        /// The search path: a node and how many of its edges were followed.
        var path: [(node: Int, nextEdge: Int)] = []
        var nextDiscoveryIndex = 0

        func discover(_ node: Int) {
            discoveryIndex[node] = nextDiscoveryIndex
            lowLink[node] = nextDiscoveryIndex
            nextDiscoveryIndex += 1
            componentStack.append(node)
            isOnStack[node] = true
            path.append((node, 0))
        }

        for root in 0..<nodeCount where discoveryIndex[root] == -1 {
            discover(root)
            while let (node, nextEdge) = path.last {
                if nextEdge < successors[node].count {
                    path[path.count - 1].nextEdge += 1
                    let successor = successors[node][nextEdge]
                    if discoveryIndex[successor] == -1 {
                        discover(successor)
                    } else if isOnStack[successor] {
                        lowLink[node] = min(lowLink[node], discoveryIndex[successor])
                    }
                    continue
                }
                path.removeLast()
                if let parent = path.last {
                    lowLink[parent.node] = min(lowLink[parent.node], lowLink[node])
                }
                if lowLink[node] == discoveryIndex[node] {
                    var component: [Int] = []
                    while let member = componentStack.popLast() {
                        isOnStack[member] = false
                        componentOfNode[member] = components.count
                        component.append(member)
                        if member == node { break }
                    }
                    components.append(component.count == 1 ? component : component.sorted())
                }
            }
        }
    }

    /// Whether the component is a cycle: several nodes, or one node with an edge to itself.
    static func isCycle(_ component: [Int], successors: [[Int]]) -> Bool {
        component.count > 1 || successors[component[0]].contains(component[0])
    }
}

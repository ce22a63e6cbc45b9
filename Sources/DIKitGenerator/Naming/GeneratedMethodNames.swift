/// The names of a resolver's generated methods: `resolve` or `injectTo` followed by the
/// type's key spelled as an identifier (`TypeNameFragment`: `Checkout.Screen` →
/// `resolveCheckoutScreen`), and the collisions between different types that would spell
/// the same name.
struct GeneratedMethodNames {
    /// Every method's name.
    let all: NodeTable<String>
    /// The type-based name of a local that holds each node's value (`httpClient`).
    let localOfNode: NodeTable<String>
    let collisions: [Diagnostic]

    init(graph: ResolverGraph) {
        // Each name is spelled from its type alone: on all cores.
        let module = graph.resolver.module
        let names = Parallel.map(count: graph.nodes.count) { index in
            let node = graph.nodes[index]
            let fragment = TypeNameFragment.of(graph.clashingNames.spelling(of: node.type.key, seenFrom: module))
            return NodeNames(method: (node.bindsType ? "resolve" : "injectTo") + fragment, local: LocalName.lowercasingFirstWord(of: fragment))
        }
        localOfNode = NodeTable(names.map(\.local))
        let all = NodeTable(names.map(\.method))
        self.all = all

        // Claimants in node order: the bindings, then the property-injectable types. Only
        // each name's first claimant is kept; who it is is looked up on a clash.
        var firstClaimant: [String: NodeID] = [:]
        firstClaimant.reserveCapacity(graph.nodes.count)
        var collisions: [Diagnostic] = []
        for (node, name) in all.entries {
            let first = firstClaimant.firstValue(node, forKey: name)
            guard first != node else { continue }
            // One type bound twice is a duplicate provider, reported as such.
            guard graph[first].typeName != graph[node].typeName else { continue }
            collisions.append(Diagnostic(
                .error, id: .generatedNameCollision,
                "'\(graph[node].typeName)' and '\(graph[first].typeName)' would both generate '\(graph.resolver.name).\(name)'",
                at: graph[node].reference, notes: [.init("'\(graph[first].typeName)' is declared here", at: graph[first].reference)],
                fix: "rename one of the types, or wrap one in a type of its own"
            ))
        }
        self.collisions = collisions
    }

    /// The name of the method of `node`: `resolveHTTPClient`, `injectToScreen`.
    subscript(node: NodeID) -> String { all[node] }

    /// A node's method name and the name of a local that holds its value.
    private struct NodeNames {
        var method: String
        var local: String
    }
}

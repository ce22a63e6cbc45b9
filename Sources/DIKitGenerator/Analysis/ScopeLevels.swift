/// Where each node of a scope's graph is made, as a level of the scope's chain (0: the
/// outermost resolver, the chain's last: the scope itself), decided once from the graph of
/// everything the chain binds.
///
/// A binding has its own level: a scope's value is its scope's, a collection of
/// contributions is its deepest contributor's (what a deeper scope contributes changes it),
/// everything else (an injectable type, a provider of the outermost resolver) 0. Then, in
/// dependency order:
///
/// - a type that is not shared is made at the deepest level of anything it needs, at any
///   distance: there its construction is what it is in the scope. Above that level the scope
///   takes it from its parent, whose construction is the same.
/// - a shared type lives at the highest level where it can be made at all: where everything
///   it needs is bound (a collection as soon as a level contributes to it), so that one
///   instance is shared by every scope below. A scope below takes it from its parent.
///
/// A cycle through closures is one component: its members are made together.
struct ScopeLevels {
    /// The level at which each node's method makes its value.
    let home: NodeTable<Int>

    /// `ownLevel` and `availableLevel` give a binding's own level and the highest level at
    /// which it is bound at all (they differ for a collection); nil for a node they do not
    /// know, at level 0.
    init(graph: ResolverGraph, ownLevel: (NodeID) -> (own: Int, available: Int)?) {
        var home = NodeTable(repeating: 0, count: graph.nodes.count)
        var available = NodeTable(repeating: 0, count: graph.nodes.count)
        for component in StronglyConnectedComponents(successors: graph.methodSuccessors).components.map({ $0.map(NodeID.init) }) {
            var componentHome = 0
            var componentAvailable = 0
            var isShared = false
            let members = Set(component)
            for node in component {
                let levels = ownLevel(node) ?? (0, 0)
                componentHome = max(componentHome, levels.own)
                componentAvailable = max(componentAvailable, levels.available)
                isShared = isShared || graph[node].scope.isShared
                for case let target? in graph.targets[node] where !members.contains(target) {
                    componentHome = max(componentHome, home[target])
                    componentAvailable = max(componentAvailable, available[target])
                }
            }
            for node in component {
                available[node] = componentAvailable
                home[node] = isShared ? componentAvailable : componentHome
            }
        }
        self.home = home
    }
}

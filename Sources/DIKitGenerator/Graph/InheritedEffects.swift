/// The effects a refined resolver's methods must have because the resolvers it refines
/// have methods of the same names with those effects.
///
/// A refined resolver's extension redefines a method whose binding it replaces. Swift
/// prefers the refined protocol's method only when the two have one signature: a
/// synchronous `resolveDatabase()` beside an inherited `async throws` one is an overload,
/// and calls pick either (`call can throw but is not marked with 'try'`). So a refined
/// method takes the effects of every method it redefines, and its callers theirs in turn.
/// Computed for resolvers parents first: each resolver's effects already hold its
/// ancestors'.
struct InheritedEffects {
    private var effectsOfResolver: [String: [String: Effects]] = [:]

    /// What `graph`'s methods, named by `names`, inherit from the resolvers it refines;
    /// `nil` when it refines none that was checked.
    func ofMethods(of graph: ResolverGraph, names: GeneratedMethodNames) -> NodeTable<Effects>? {
        let inherited = graph.resolver.parents.compactMap { effectsOfResolver[$0] }
        guard !inherited.isEmpty else { return nil }
        let merged = inherited.dropFirst().reduce(inherited[0]) { $0.merging($1) { $0.merging($1) } }
        return names.all.map { merged[$0] ?? .none }
    }

    /// Records the effects of a resolver of another module, as its summary gives them.
    mutating func record(_ summary: ResolverSummary) {
        effectsOfResolver[summary.name] = summary.methods.mapValues(\.effects)
    }

    /// Records the effects of the methods of a checked graph, for the resolvers that refine it.
    mutating func record(_ graph: CheckedGraph) {
        effectsOfResolver[graph.resolverName] = graph.effectsByMethodName
    }
}

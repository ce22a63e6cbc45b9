/// The `SharedInResolution` types that a closure or `Lazy` defers
/// (`invalid-resolution-instance`): a resolution makes its instance first, or, where only a
/// closure needs one, each call of the closure does.
struct ResolutionInstanceDiagnostics {
    let graph: ResolverGraph

    /// Each dependency that defers a `SharedInResolution` type: the resolution makes the
    /// instance first, so a `Lazy` of it would not be lazy, and a closure would return the
    /// one instance, not make one at each call.
    func diagnostics() -> [Diagnostic] {
        guard !graph.deferredDependencies.isEmpty, graph.nodes.contains(where: \.makesResolutionInstance) else { return [] }
        return graph.deferredDependencies.keys.sorted { ($0.node, $0.index) < ($1.node, $1.index) }.compactMap { position in
            guard !graph[position.node].isVariant, let target = graph.targets[position.node][position.index],
                  graph[target].makesResolutionInstance else { return nil }
            let slot = graph[position.node].dependencies[position.index]
            let typeName = graph[target].typeName
            return Diagnostic(
                .error, id: .invalidResolutionInstance,
                "\(slot.citation) defers '\(typeName)', which is SharedInResolution: a resolution makes its instance first, "
                    + "for everything it builds, so there is nothing to defer",
                at: slot.reference,
                notes: [.init("'\(typeName)' is SharedInResolution", at: graph[target].reference)],
                fix: "depend on '\(typeName)' itself, or remove 'SharedInResolution' from '\(typeName)' to make one at each call"
            )
        }
    }
}

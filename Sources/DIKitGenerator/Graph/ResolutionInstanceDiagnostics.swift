/// The `SharedInResolution` types a resolution cannot make once, first, for everything it
/// builds (`invalid-resolution-instance`): one that a closure or `Lazy` defers, and one whose
/// construction needs its own instance, through a closure that would capture it before it is
/// made. And a type marked with a second lifetime (`conflicting-lifetimes`).
struct ResolutionInstanceDiagnostics {
    let graph: ResolverGraph

    func diagnostics() -> [Diagnostic] {
        let instances = graph.ids.filter { graph[$0].scope == .perResolution && graph[$0].bindsType && !graph[$0].isVariant }
        guard !instances.isEmpty else { return [] }
        return deferredInstances() + graph.resolutionPlans.selfNeedingTypes.map(selfNeeding)
    }

    /// Each dependency that defers a `SharedInResolution` type: the resolution makes the
    /// instance first, so a `Lazy` of it would not be lazy, and a closure would return the
    /// one instance, not make one at each call.
    private func deferredInstances() -> [Diagnostic] {
        graph.deferredDependencies.keys.sorted { ($0.node, $0.index) < ($1.node, $1.index) }.compactMap { position in
            guard !graph[position.node].isVariant, let target = graph.targets[position.node][position.index],
                  graph[target].scope == .perResolution else { return nil }
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

    /// A `SharedInResolution` type whose construction needs its own instance.
    private func selfNeeding(_ node: NodeID) -> Diagnostic {
        let typeName = graph[node].typeName
        return Diagnostic(
            .error, id: .invalidResolutionInstance,
            "'\(typeName)' is SharedInResolution, but its construction needs its own instance, through a closure or a Lazy: "
                + "the resolution would pass it an instance that it has not made yet",
            at: graph[node].reference,
            fix: "break the cycle, or remove 'SharedInResolution' from '\(typeName)'"
        )
    }
}

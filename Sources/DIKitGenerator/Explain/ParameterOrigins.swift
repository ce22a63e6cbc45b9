/// Where each call-site parameter of a generated method comes from: the chain of
/// dependencies from the method's type down to the one that nothing supplies.
///
/// The parameters are those `CallSiteParameters` computes, in its order: a method's own
/// unsupplied dependencies first, then those of each resolved dependency, depth first; a
/// name that arrives again is the parameter it already is. A binding met a second time adds
/// no new name (its names all arrived the first time), so each binding is visited once, and
/// the chains are kept as links to the visit that led there: linear in the graph.
enum ParameterOrigins {
    /// The origins of the parameters of a method whose type has `dependencies`, resolved
    /// in `graph` to `targets`; `binding` is the type's binding, if it is one.
    static func of(
        _ dependencies: [DependencySlot], targets: [NodeID?], binding root: NodeID?, in graph: ResolverGraph
    ) -> [ParameterOrigin] {
        // A visit: the slot that led to it and the visit it was made from.
        var visits: [(slot: DependencySlot?, parent: Int?)] = [(nil, nil)]
        var pending: [(binding: NodeID?, visit: Int)] = [(nil, 0)]
        var visited = Set(root.map { [$0] } ?? [])
        var seenNames = Set<String>()
        var origins: [ParameterOrigin] = []

        func path(to slot: DependencySlot, from visit: Int) -> [ExplainedDependency] {
            var path = [ExplainedDependency(slot)]
            var current: Int? = visit
            while let index = current, let step = visits[index].slot {
                path.append(ExplainedDependency(step))
                current = visits[index].parent
            }
            return path.reversed()
        }

        while let (binding, visit) = pending.popLast() {
            if let binding, !visited.insert(binding).inserted { continue }
            let slots = binding.map { graph[$0].dependencies } ?? dependencies
            let slotTargets = binding.map { graph.targets[$0] } ?? targets
            for (slot, target) in zip(slots, slotTargets) where target == nil && slot.kind == .direct {
                guard seenNames.insert(slot.name).inserted else { continue }
                origins.append(ParameterOrigin(name: slot.name, typeName: slot.type.spelling, path: path(to: slot, from: visit)))
            }
            // Pushed in reverse, so that the first dependency is visited first.
            for (slot, target) in zip(slots, slotTargets).reversed() {
                guard let target else { continue }
                visits.append((slot, visit))
                pending.append((target, visits.count - 1))
            }
        }
        return origins
    }
}

/// The call-site parameters of one generated method, in order, each with the dependency
/// it comes from: the method's own unresolved dependencies first, then those of each
/// resolved dependency, in order. A name that arrives again with the same type is one
/// parameter; with another type, it is a conflict.
///
/// A factory closure's parameters supply some of its target's parameters; the method
/// supplies the rest, which the closure captures. A method on a cycle through closures
/// takes what the methods it may call need, less what a closure's parameters supply there,
/// in the order in which a walk of the cycle meets them (see `ofCycle`).
struct CallSiteParameters {
    struct Entry {
        var parameter: CallSiteParameter
        /// The property or provider parameter that needs it.
        var origin: DependencySlot
    }

    struct Conflict {
        var first: Entry
        var second: Entry
    }

    private(set) var entries: [Entry] = []
    private(set) var conflicts: [Conflict] = []
    private var indexByName: [String: Int] = [:]

    var parameters: [CallSiteParameter] { entries.map(\.parameter) }

    /// The parameters of the `resolve` method of each binding of `cycle` (bindings on one
    /// cycle through closures), in its order, given the parameters already computed for
    /// each node they resolve outside it in `known`.
    ///
    /// In a cycle, what a method needs is the least solution of: its own unresolved
    /// dependencies, plus each callee's parameters less those the closure that calls it
    /// supplies. It is found by growing each method's set until none grows (each grows at
    /// most to the cycle's parameters). Each set is written in the order outside a cycle:
    /// the method's own, then each dependency's, in order (see `orderOfAppearance`).
    static func ofCycle(_ cycle: [NodeID], in graph: ResolverGraph, known: NodeTable<CallSiteParameters>) -> [CallSiteParameters] {
        let whole = CallSiteParameters(nodes: cycle, members: cycle, in: graph, known: known)
        let memberPosition = Dictionary(uniqueKeysWithValues: cycle.enumerated().map { ($1, $0) })
        // Each method's own, and what its callees outside the cycle need.
        var needed = cycle.map { node in
            Set(CallSiteParameters(nodes: CollectionOfOne(node), members: cycle, in: graph, known: known).entries.map(\.parameter.name))
        }
        var grew = true
        while grew {
            grew = false
            for (position, node) in cycle.enumerated() {
                for (index, target) in graph.targets[node].enumerated() {
                    guard let target, let calleePosition = memberPosition[target] else { continue }
                    let (calleeEntries, supplied) = whole.passed(to: needed[calleePosition], by: graph.deferred(node, index))
                    for (entry, isSupplied) in zip(calleeEntries, supplied) where !isSupplied {
                        grew = needed[position].insert(entry.parameter.name).inserted || grew
                    }
                }
            }
        }
        return needed.indices.map { position in
            let order = orderOfAppearance(from: position, cycle: cycle, memberPosition: memberPosition, needed: needed, whole: whole, in: graph, known: known)
            return whole.keeping(needed[position], inOrder: order)
        }
    }

    /// The names of the parameters met by a walk of `cycle` from the method at `start`, in
    /// the order outside a cycle: each method's own unresolved dependencies, then each
    /// dependency's parameters, in order, depth first. Below a closure, the names its
    /// parameters supply are hidden. A method is walked again only with fewer names hidden
    /// than every time before: otherwise it would meet no name it has not met.
    private static func orderOfAppearance(
        from start: Int, cycle: [NodeID], memberPosition: [NodeID: Int], needed: [Set<String>],
        whole: CallSiteParameters, in graph: ResolverGraph, known: NodeTable<CallSiteParameters>
    ) -> [String] {
        struct Step {
            var position: Int
            var hidden: Set<String>
            var nextDependency = 0
        }
        var order: [String] = []
        var met: Set<String> = []
        func meet(_ name: String, hidden: Set<String>) {
            if !hidden.contains(name), met.insert(name).inserted { order.append(name) }
        }
        var hiddenOfWalks = Array(repeating: [Set<String>](), count: cycle.count)
        var path: [Step] = []
        func enter(_ position: Int, hidden: Set<String>) {
            hiddenOfWalks[position].append(hidden)
            let node = cycle[position]
            for (slot, target) in zip(graph[node].dependencies, graph.targets[node]) where target == nil && slot.kind == .direct {
                meet(slot.parameter.name, hidden: hidden)
            }
            path.append(Step(position: position, hidden: hidden))
        }
        enter(start, hidden: [])
        while var step = path.popLast() {
            let node = cycle[step.position]
            let targets = graph.targets[node]
            guard step.nextDependency < targets.count else { continue }
            let index = step.nextDependency
            step.nextDependency += 1
            path.append(step)
            guard let target = targets[index] else { continue }
            let deferred = graph.deferred(node, index)
            guard let calleePosition = memberPosition[target] else {
                let entries = known[target].entries
                let supplied = if case .factory(let closure)? = deferred {
                    ClosureParameterMatch(closure: closure, targetParameters: entries).supplied
                } else {
                    Array(repeating: false, count: entries.count)
                }
                for (entry, isSupplied) in zip(entries, supplied) where !isSupplied { meet(entry.parameter.name, hidden: step.hidden) }
                continue
            }
            var hidden = step.hidden
            let (calleeEntries, supplied) = whole.passed(to: needed[calleePosition], by: deferred)
            for (entry, isSupplied) in zip(calleeEntries, supplied) where isSupplied { hidden.insert(entry.parameter.name) }
            guard !hiddenOfWalks[calleePosition].contains(where: { $0.isSubset(of: hidden) }) else { continue }
            enter(calleePosition, hidden: hidden)
        }
        return order
    }

    /// The parameters of the method of `node`, which is on no cycle.
    init(of node: NodeID, in graph: ResolverGraph, known: NodeTable<CallSiteParameters>) {
        guard !graph.deferredDependencies.isEmpty else {
            // Almost every graph: every dependency a value.
            self.init(node: node, in: graph, known: known)
            return
        }
        self.init(nodes: CollectionOfOne(node), members: [node], in: graph, known: known)
    }

    /// The entries of a cycle's parameters (`self`) that a callee on it needs (`needed`), and
    /// for each whether the closure that calls it (`deferred`, when a factory) supplies it.
    private func passed(to needed: Set<String>, by deferred: DeferredDependency?) -> (entries: [Entry], supplied: [Bool]) {
        let calleeEntries = entries.filter { needed.contains($0.parameter.name) }
        guard case .factory(let closure)? = deferred else { return (calleeEntries, Array(repeating: false, count: calleeEntries.count)) }
        return (calleeEntries, ClosureParameterMatch(closure: closure, targetParameters: calleeEntries).supplied)
    }

    /// These parameters without those whose names are not in `names`, in `order`, then any
    /// left in this order; conflicts stay.
    private func keeping(_ names: Set<String>, inOrder order: [String]) -> CallSiteParameters {
        var kept = self
        let ordered = order.compactMap { name in names.contains(name) ? indexByName[name].map { entries[$0] } : nil }
        let orderedNames = Set(ordered.map(\.parameter.name))
        kept.entries = ordered + entries.filter { names.contains($0.parameter.name) && !orderedNames.contains($0.parameter.name) }
        kept.indexByName = Dictionary(uniqueKeysWithValues: kept.entries.enumerated().map { ($1.parameter.name, $0) })
        return kept
    }

    /// The parameters of a method whose dependencies are all values, resolved by `targets`.
    private init(node: NodeID, in graph: ResolverGraph, known: NodeTable<CallSiteParameters>) {
        addUnresolved(of: node, in: graph)
        for case let target? in graph.targets[node] {
            for entry in known[target].entries { add(entry) }
        }
    }

    private init(nodes: some Collection<NodeID>, members: [NodeID], in graph: ResolverGraph, known: NodeTable<CallSiteParameters>) {
        for node in nodes {
            addUnresolved(of: node, in: graph)
        }
        for node in nodes {
            for (position, target) in graph.targets[node].enumerated() {
                guard let target, !members.contains(target) else { continue }
                let entries = known[target].entries
                guard case .factory(let closure)? = graph.deferred(node, position) else {
                    for entry in entries { add(entry) }
                    continue
                }
                let supplied = ClosureParameterMatch(closure: closure, targetParameters: entries).supplied
                for (index, entry) in entries.enumerated() where !supplied[index] { add(entry) }
            }
        }
    }

    init() {}

    /// Adds each dependency of `node` that nothing resolves. A defaulted one keeps its
    /// default: no parameter.
    private mutating func addUnresolved(of node: NodeID, in graph: ResolverGraph) {
        for (dependency, target) in zip(graph[node].dependencies, graph.targets[node]) where target == nil && dependency.kind == .direct {
            add(Entry(parameter: graph.parameter(for: dependency, of: node), origin: dependency))
        }
    }

    private mutating func add(_ entry: Entry) {
        guard let existing = indexByName[entry.parameter.name] else {
            indexByName[entry.parameter.name] = entries.count
            entries.append(entry)
            return
        }
        // A resolution's instance is one parameter of its type, whatever the slots' types are.
        if entries[existing].origin.type.key != entry.origin.type.key, entries[existing].parameter != entry.parameter {
            conflicts.append(Conflict(first: entries[existing], second: entry))
        }
    }
}

/// How the parameters of a factory closure, `(Item) -> DetailScreen`, supply the call-site
/// parameters of the method it calls: each by its type, or where two of that method's
/// parameters share the type, by the name the closure's type gives it (`(_ item: Item)`).
struct ClosureParameterMatch {
    /// For each closure parameter, the index of the target parameter it supplies; `nil`
    /// when it supplies none.
    let targetParameterOfClosureParameter: [Int?]
    /// For each target parameter, whether a closure parameter supplies it.
    let supplied: [Bool]

    init(closure: TypeDescription.FunctionType, targetParameters: [CallSiteParameters.Entry]) {
        var supplied = Array(repeating: false, count: targetParameters.count)
        targetParameterOfClosureParameter = closure.parameters.enumerated().map { position, type in
            let key = type.key
            let candidates = targetParameters.indices.filter { !supplied[$0] && targetParameters[$0].origin.type.key == key }
            let name = position < closure.parameterNames.count ? closure.parameterNames[position] : nil
            let match = candidates.count == 1 ? candidates[0] : candidates.first { targetParameters[$0].parameter.name == name }
            if let match { supplied[match] = true }
            return match
        }
        self.supplied = supplied
    }
}

/// The problems of a graph's shared instances: a resolver with shared types but no store
/// to keep them in (`missing-shared-instance-store`), a type marked both strongly and
/// weakly shared (`conflicting-lifetimes`), and a shared type whose construction needs a
/// call-site parameter (`shared-instance-parameter`): the instance is kept, so which
/// call's argument would it have?
struct SharedInstanceDiagnostics {
    let graph: ResolverGraph
    let callSiteParameters: NodeTable<CallSiteParameters>

    func diagnostics() -> [Diagnostic] {
        // A shared type's variant is the construction its store runs, given a resolution's instances.
        let shared = graph.ids.filter { graph[$0].scope.isShared && !graph[$0].isVariant }
        guard !shared.isEmpty else { return [] }
        return missingStore(shared) + shared.compactMap(conflictingMarkers(of:)) + shared.compactMap(parameterDiagnostic(of:))
    }

    /// A store keeps an instance strongly or weakly, not both.
    private func conflictingMarkers(of binding: NodeID) -> Diagnostic? {
        guard let type = graph[binding].kind.injectableType else { return nil }
        if type.conformances.contains(.sharedInResolution) {
            let marker = graph[binding].scope.markerName!
            return Diagnostic(
                .error, id: .conflictingLifetimes,
                "'\(type.name)' conforms to both '\(marker)' and 'SharedInResolution': a store keeps its instance, or each resolution makes one, not both",
                at: type.reference,
                fix: "keep '\(marker)' to keep one instance, or 'SharedInResolution' to make one for each resolution"
            )
        }
        guard type.conformances.isSuperset(of: [.sharedInstance, .weakSharedInstance]) else { return nil }
        return Diagnostic(
            .error, id: .conflictingLifetimes,
            "'\(type.name)' conforms to both 'SharedInstance' and 'WeakSharedInstance': a store keeps an instance strongly or weakly, not both",
            at: type.reference,
            fix: "keep 'SharedInstance' to keep it until it is removed, or 'WeakSharedInstance' to keep it while something holds it"
        )
    }

    private var resolverName: String { graph.resolver.name }

    private func missingStore(_ shared: [NodeID]) -> [Diagnostic] {
        guard graph.resolver.instanceStore == nil else { return [] }
        let requirement = "var sharedInstances: SharedInstanceStore { get }"
        return [Diagnostic(
            .error, id: .missingSharedInstanceStore,
            "'\(resolverName)' resolves shared instances, but declares no store to keep them in",
            at: graph.resolver.reference,
            notes: shared.map { binding in
                let scope = graph[binding].scope
                return .init("'\(graph[binding].typeName)' is \(scope.markerName!)", at: graph[binding].reference)
            },
            fix: graph.resolver.childScope == nil
                ? "declare '\(requirement)' in '\(resolverName)', "
                    + "and give each conformer its own: 'let sharedInstances = SharedInstanceStore()'"
                : "declare '\(requirement)' in '\(resolverName)': the type generated for the scope makes one",
            edits: Diagnostic.Edit.member(requirement, before: graph.resolver.closingBrace).map { [$0] } ?? []
        )]
    }

    private func parameterDiagnostic(of binding: NodeID) -> Diagnostic? {
        let entries = callSiteParameters[binding].entries
        guard !entries.isEmpty else { return nil }
        let typeName = graph[binding].typeName
        let marker = graph[binding].scope.markerName!
        let parameters = entries.map { "'\($0.parameter.name): \($0.parameter.typeName)'" }.joined(separator: ", ")
        return Diagnostic(
            .error, id: .sharedInstanceParameter,
            "'\(typeName)' is \(marker), but building it needs call-site parameter\(entries.count == 1 ? "" : "s") \(parameters): "
                + "the instance is kept, so which call's argument would it have?",
            at: graph[binding].reference,
            notes: entries.map { entry in
                let chain = self.chain(from: binding, to: entry.origin)
                return .init(
                    "'\(entry.parameter.name): \(entry.parameter.typeName)' is needed by \(entry.origin.citation)"
                        + (chain.count > 1 ? " (through \(chain.joined(separator: " -> ")))" : ""),
                    at: entry.origin.reference
                )
            },
            fix: "provide the value in '\(resolverName)' ('func provide\(TypeNameFragment.of(entries[0].origin.type.spelling))() -> "
                + "\(entries[0].origin.type.spelling)'), "
                + (graph.resolver.scopeNames.first.map { scope in
                    "declare it as a value of scope '\(scope)' ('var \(entries[0].parameter.name): \(entries[0].parameter.typeName) { get }'), "
                } ?? "")
                + "or remove '\(marker)' from '\(typeName)'"
        )
    }

    /// The types from `binding` to the binding that declares `slot`, by a breadth-first
    /// search over the methods each calls.
    private func chain(from binding: NodeID, to slot: DependencySlot) -> [String] {
        var predecessor: [Int: Int] = [binding.index: binding.index]
        var queue = [binding.index]
        var next = 0
        while next < queue.count {
            let node = queue[next]
            next += 1
            if graph.nodes[node].dependencies.contains(where: { $0 === slot }) {
                var path = [node]
                while let previous = predecessor[path[path.count - 1]], previous != path[path.count - 1] { path.append(previous) }
                return path.reversed().map { graph.nodes[$0].typeName }
            }
            for successor in graph.methodSuccessors[node] where predecessor[successor] == nil {
                predecessor[successor] = node
                queue.append(successor)
            }
        }
        return [graph[binding].typeName]
    }
}

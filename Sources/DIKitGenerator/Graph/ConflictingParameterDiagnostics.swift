/// One call-site parameter name reaching a method with two types: the method could not
/// declare it. A conflict is reported where its two origins first meet, in dependency
/// order, not again at every method that depends on that one.
struct ConflictingParameterDiagnostics {
    let facts: GraphFacts

    func diagnostics() -> [Diagnostic] {
        let graph = facts.graph
        var diagnostics: [Diagnostic] = []
        var reported = Set<[SourceReference]>()
        // Almost no method has a conflict: only those that do are read further.
        for component in facts.methodComponents where !facts.callSiteParameters[component[0]].conflicts.isEmpty {
            diagnostics += conflicts(of: component[0], at: graph[component[0]].reference, reported: &reported)
        }
        return diagnostics
    }

    /// A conflict in an effectful or isolated method says which declarations make it so.
    private func conflicts(
        of method: NodeID, at reference: SourceReference, reported: inout Set<[SourceReference]>
    ) -> [Diagnostic] {
        let graph = facts.graph
        let methodName = facts.names[method]
        var origins = facts.effects[method].origin.map { [$0] } ?? []
        if case .node(let origin) = facts.isolation[method].origin, graph[origin].bindsType, !origins.contains(origin) { origins.append(origin) }
        let through = origins.isEmpty ? "" : " (through \(origins.map { graph[$0].traitCitation }.joined(separator: ", ")))"
        return facts.callSiteParameters[method].conflicts.compactMap { conflict in
            guard reported.insert([conflict.first.origin.reference, conflict.second.origin.reference]).inserted else { return nil }
            let name = conflict.first.parameter.name
            return Diagnostic(
                .error, id: .conflictingParameters,
                "call-site parameter '\(name)' of '\(graph.resolver.name).\(methodName)' would have two types, "
                    + "'\(conflict.first.parameter.typeName)' and '\(conflict.second.parameter.typeName)'\(through)",
                at: reference,
                notes: [conflict.first, conflict.second].map { entry in
                    .init("'\(name): \(entry.parameter.typeName)' is needed by \(entry.origin.citation)", at: entry.origin.reference)
                },
                fix: "rename one of the two, or add a provider for one of the types"
            )
        }
    }
}

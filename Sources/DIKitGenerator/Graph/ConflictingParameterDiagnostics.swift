/// One call-site parameter name reaching a method with two types: the method could not
/// declare it. A conflict is reported where its two origins first meet, in dependency
/// order, not again at every method that depends on that one.
struct ConflictingParameterDiagnostics {
    let facts: GraphFacts

    func diagnostics() -> [Diagnostic] {
        let graph = facts.graph
        var diagnostics: [Diagnostic] = []
        var reported = Set<[SourceReference]>()
        for component in facts.methodComponents {
            let binding = component[0]
            diagnostics += conflicts(
                facts.callSiteParameters[.resolve(binding)], method: facts.names[.resolve(binding)], effects: facts.effects[.resolve(binding)],
                isolation: facts.isolation[.resolve(binding)], at: graph.bindings[binding].reference, reported: &reported
            )
        }
        for (position, type) in graph.propertyInjectables.enumerated() {
            diagnostics += conflicts(
                facts.callSiteParameters[.injectTo(position)], method: facts.names[.injectTo(position)],
                effects: facts.effects[.injectTo(position)], isolation: facts.isolation[.injectTo(position)], at: type.reference,
                reported: &reported
            )
        }
        return diagnostics
    }

    /// A conflict in an effectful or isolated method says which declarations make it so.
    private func conflicts(
        _ parameters: CallSiteParameters, method: String, effects: MethodEffects.Entry, isolation: MethodIsolation.Entry,
        at reference: SourceReference, reported: inout Set<[SourceReference]>
    ) -> [Diagnostic] {
        let graph = facts.graph
        var origins = effects.origin.map { [$0] } ?? []
        if case .binding(let origin) = isolation.origin, !origins.contains(origin) { origins.append(origin) }
        let through = origins.isEmpty ? "" : " (through \(origins.map { graph.bindings[$0].traitCitation }.joined(separator: ", ")))"
        return parameters.conflicts.compactMap { conflict in
            guard reported.insert([conflict.first.origin.reference, conflict.second.origin.reference]).inserted else { return nil }
            let name = conflict.first.parameter.name
            return Diagnostic(
                .error, id: .conflictingParameters,
                "call-site parameter '\(name)' of '\(graph.resolver.name).\(method)' would have two types, "
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

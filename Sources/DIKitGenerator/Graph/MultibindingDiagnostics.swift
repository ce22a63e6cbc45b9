/// The problems of a graph's collections of contributions: a collection that would need a
/// call-site parameter (`contribution-parameter`), and a dependency on a collection of a
/// contributed type to which the resolver contributes nothing (`missing-contribution`).
struct MultibindingDiagnostics {
    let graph: ResolverGraph
    let callSiteParameters: NodeTable<CallSiteParameters>

    func diagnostics() -> [Diagnostic] {
        contributionParameters() + missingContributions()
    }

    /// A collection is made whole, from every contribution: the call that asks for it
    /// cannot pass what one contribution needs.
    private func contributionParameters() -> [Diagnostic] {
        var reported: Set<SourceReference> = []
        var diagnostics: [Diagnostic] = []
        for node in graph.ids {
            let binding = graph[node]
            // A variant's callers supply what it takes (`AssistedVariants`).
            guard binding.multibinding != nil, !binding.isVariant else { continue }
            for entry in callSiteParameters[node].entries where reported.insert(entry.origin.reference).inserted {
                diagnostics.append(Diagnostic(
                    .error, id: .contributionParameter,
                    "\(entry.origin.citation) needs '\(entry.parameter.name): \(entry.parameter.typeName)', which nothing in "
                        + "'\(graph.resolver.name)' binds: '\(binding.typeName)' is collected from every contribution at once, "
                        + "and its resolve method takes no call-site parameter",
                    at: entry.origin.reference,
                    fix: "bind '\(entry.parameter.typeName)' in '\(graph.resolver.name)', or let the contribution make it"
                ))
            }
        }
        return diagnostics
    }

    /// A dependency on `[E]`, `Set<E>` or `[String: E]` that nothing binds, where `E` is
    /// contributed to in the resolver's family (`ResolverGraph.contributedElements`): it would
    /// become a call-site parameter, though it is meant to be collected. One with a default value is allowed to be empty, and an
    /// optional one is passed `nil`.
    ///
    /// Scopes contribute nothing: a scope's collections are its parent's, taken through it.
    private func missingContributions() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // A collection of a type the resolver contributes to that is not bound is refused
        // already (a `Set` of an existential), and says why.
        let ownElementKeys = Set(graph.resolver.contributions.map(\.element.key))
        func check(_ slots: [DependencySlot], _ targets: [NodeID?]) {
            for (slot, target) in zip(slots, targets) where target == nil && slot.kind == .direct {
                guard let collection = Multibinding.collection(takenAs: slot.type), !collection.isOptional,
                      let element = graph.contributedElements[collection.elementKey], !ownElementKeys.contains(collection.elementKey),
                      graph.boundInScopes[collection.key] == nil else {
                    continue
                }
                // A scope's collections are its parent's.
                let contributor = graph.resolver.childScope?.parentName ?? graph.resolver.name
                diagnostics.append(Diagnostic(
                    .error, id: .missingContribution,
                    "\(slot.citation) is a collection of contributions to '\(element)', but nothing in '\(graph.resolver.name)' "
                        + "contributes to '\(element)'",
                    at: slot.reference,
                    fix: "declare a contribution in '\(contributor)' or a protocol it refines, as in "
                        + "'func contributeName() -> \(element)', or give the dependency a default value to allow it to be empty"
                ))
            }
        }
        for node in graph.ids { check(graph[node].dependencies, graph.targets[node]) }
        return diagnostics
    }
}

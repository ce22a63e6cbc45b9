/// The problems of closures and `Lazy` values that resolve a dependency later: what
/// resolving the target involves must fit the closure's type (`closure-effects`), a
/// closure that runs elsewhere must be able to call it (`closure-isolation`,
/// `resolver-not-sendable`), and each closure parameter must supply one of the target's
/// call-site parameters (`closure-parameters`).
struct DeferredDependencyDiagnostics {
    let graph: ResolverGraph
    let effects: MethodEffects
    let isolation: MethodIsolation
    let callSiteParameters: NodeTable<CallSiteParameters>
    let names: GeneratedMethodNames
    let settings: CompilerSettings

    private var resolverName: String { graph.resolver.name }

    func diagnostics() -> [Diagnostic] {
        // Sorted by position, so the diagnostics come out in one order whatever the hashing.
        let positions = graph.deferredDependencies.keys.sorted { lhs, rhs in
            (lhs.node, lhs.index) < (rhs.node, rhs.index)
        }
        return positions.flatMap { position in
            let slot = graph[position.node].dependencies[position.index]
            let target = graph.targets[position.node][position.index]!
            switch graph.deferredDependencies[position]! {
            case .lazy:
                return lazyEffects(slot, target).map { [$0] } ?? []
            case .factory(let closure):
                return [closureEffects(slot, closure, target), closureIsolation(slot, closure, target, in: position.node)]
                    .compactMap { $0 } + closureParameters(slot, closure, target)
            }
        }
    }

    private func method(_ target: NodeID) -> String { "'\(resolverName).\(names[target])'" }

    /// Why resolving `target` has its effects: the declaration that makes it so.
    private func effectsNote(_ target: NodeID) -> [Diagnostic.Note] {
        guard let origin = effects[target].origin else { return [] }
        let binding = graph[origin]
        return [.init("resolving '\(graph[target].typeName)' calls \(binding.effectCitation)", at: binding.reference)]
    }

    private func lazyEffects(_ slot: DependencySlot, _ target: NodeID) -> Diagnostic? {
        let targetEffects = effects[target].effects
        guard !targetEffects.isNone else { return nil }
        let typeName = graph[target].typeName
        return Diagnostic(
            .error, id: .closureEffects,
            "\(slot.citation) is 'Lazy<\(typeName)>', but \(method(target)) is '\(targetEffects.specifiers)': "
                + "a Lazy value is made synchronously and cannot throw",
            at: slot.reference, notes: effectsNote(target),
            fix: "take a closure instead: '() \(targetEffects.specifiers) -> \(typeName)'"
        )
    }

    private func closureEffects(_ slot: DependencySlot, _ closure: TypeDescription.FunctionType, _ target: NodeID) -> Diagnostic? {
        let targetEffects = effects[target].effects
        let fitsAsync = closure.isAsync || !targetEffects.isAsync
        let fitsThrowing = switch (closure.throwing, targetEffects.throwing) {
        case (_, nil), (.any, _): true
        case (.typed(let declared), .typed(let thrown)): declared.key == thrown.key
        case (nil, _), (.typed, .any): false
        }
        guard !fitsAsync || !fitsThrowing else { return nil }
        var needed = closure
        needed.isAsync = closure.isAsync || targetEffects.isAsync
        needed.throwing = fitsThrowing ? closure.throwing : targetEffects.throwing
        return Diagnostic(
            .error, id: .closureEffects,
            "\(slot.citation) is '\(slot.type.spelling)', but \(method(target)) is '\(targetEffects.specifiers)': "
                + "the closure cannot call it",
            at: slot.reference, notes: effectsNote(target),
            fix: "declare the closure '\(TypeDescription.function(needed).key)'"
        )
    }

    /// A closure on a global actor can call what runs there, or what is not isolated; a
    /// `@Sendable` one runs anywhere: it can call only what is not isolated, and takes the
    /// resolver with it; an `async` one awaits what runs on another actor, and takes the
    /// resolver there. A closure made off its actor takes the resolver there. (Under
    /// `-default-isolation MainActor` what says nothing is on the main actor: isolated.)
    private func closureIsolation(
        _ slot: DependencySlot, _ closure: TypeDescription.FunctionType, _ target: NodeID, in method: NodeID
    ) -> Diagnostic? {
        let targetActor = isolation[target].globalActor
        let makerActor = isolation[method].globalActor
        let globalActors = graph.globalActors
        let hops = closure.hops(to: targetActor, madeOn: makerActor, among: globalActors)
        let runsOn = closure.globalActor(among: globalActors)
        let isSendable = closure.isSendable(among: globalActors)
        guard isSendable || runsOn != nil || hops else { return nil }
        let runsWhere = closure.runsOn(madeOn: makerActor, among: globalActors).map { "on @\($0)" } ?? (isSendable ? "on any thread" : "off any actor")
        if let targetActor, targetActor != closure.runsOn(madeOn: makerActor, among: globalActors), !hops {
            return Diagnostic(
                .error, id: .closureIsolation,
                "\(slot.citation) is '\(slot.type.spelling)', which runs \(runsWhere), but \(self.method(target)) runs on @\(targetActor)",
                at: slot.reference,
                fix: runsOn == nil
                    ? "declare what builds '\(graph[target].typeName)' 'nonisolated', or drop '@Sendable'"
                    : "isolate '\(graph[target].typeName)' to @\(runsOn!), or declare it 'nonisolated'"
            )
        }
        // A closure that is neither `@Sendable` nor isolated stays in its maker's region:
        // the compiler lets it take the resolver along when it hops.
        let staysWithMaker = !isSendable && runsOn == nil
        let madeOnSameActor = runsOn != nil && makerActor == runsOn
        guard !graph.resolver.isSendable, !staysWithMaker, !madeOnSameActor || hops else { return nil }
        let calls = hops ? "awaits \(self.method(target)) on @\(targetActor!)" : "calls '\(resolverName)' there"
        return Diagnostic(
            settings.dataRaceSeverity, id: .resolverNotSendable,
            "\(slot.citation) is '\(slot.type.spelling)', which runs \(runsWhere) and \(calls), "
                + "and '\(resolverName)' is not Sendable",
            at: slot.reference,
            fix: "make '\(resolverName)' refine 'Sendable' (its conformers then must be Sendable), or drop the closure's attribute"
        )
    }

    private func closureParameters(_ slot: DependencySlot, _ closure: TypeDescription.FunctionType, _ target: NodeID) -> [Diagnostic] {
        let targetParameters = callSiteParameters[target].entries
        let match = ClosureParameterMatch(closure: closure, targetParameters: targetParameters)
        let takes = targetParameters.isEmpty
            ? "takes no parameter"
            : "takes \(targetParameters.map { "'\($0.parameter.name): \($0.parameter.typeName)'" }.joined(separator: ", "))"
        return match.targetParameterOfClosureParameter.enumerated().compactMap { position, matched -> Diagnostic? in
            guard matched == nil else { return nil }
            let key = closure.parameters[position].key
            let sameType = targetParameters.filter { $0.origin.type.key == key }
            let message = sameType.count > 1
                ? "parameter \(position + 1) of '\(slot.type.spelling)' could supply any of "
                    + "\(sameType.map { "'\($0.parameter.name)'" }.joined(separator: ", ")) of \(method(target))"
                : "parameter \(position + 1) of '\(slot.type.spelling)', '\(key)', supplies nothing: \(method(target)) \(takes)"
            return Diagnostic(
                .error, id: .closureParameters, "\(slot.citation): \(message)",
                at: slot.reference,
                notes: targetParameters.map { .init("'\($0.parameter.name): \($0.parameter.typeName)' is needed by \($0.origin.citation)", at: $0.origin.reference) },
                fix: sameType.count > 1
                    ? "name the closure's parameters after them: '(_ \(sameType[0].parameter.name): \(key), ...)'"
                    : "remove the parameter, or give it the type of one that \(method(target)) takes"
            )
        }
    }
}

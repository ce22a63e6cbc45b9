/// The isolation problems of a graph whose methods' isolation and effects are known:
/// two global actors that one method would need (`isolation-conflict`), and a call that
/// would send a resolver that is not `Sendable` to another isolation
/// (`resolver-not-sendable`), or a value made on a global actor to another isolation
/// (`value-not-sendable`), or a call-site parameter to another isolation
/// (`parameter-not-sendable`, in `IsolationDiagnostics+Parameters.swift`). Each names the
/// method, the declarations involved and the chain of dependencies between them.
struct IsolationDiagnostics {
    let graph: ResolverGraph
    let isolation: MethodIsolation
    let effects: MethodEffects
    let names: GeneratedMethodNames
    let callSiteParameters: NodeTable<CallSiteParameters>
    let sendableTypes: SendableTypes
    let settings: CompilerSettings

    var resolverName: String { graph.resolver.name }

    func diagnostics() -> [Diagnostic] {
        isolation.conflicts.map(diagnostic(for:))
            + (graph.resolver.isSendable
                ? graph.ids.filter { graph[$0].bindsType }.compactMap(isolatedValueCrossing(of:)) + graph.ids.flatMap(closureResultCrossings(of:))
                : crossings())
            + parameterCrossings()
    }

    // MARK: Conflicts

    private func diagnostic(for conflict: MethodIsolation.Conflict) -> Diagnostic {
        let (first, second) = (conflict.first.globalActor!, conflict.second.globalActor!)
        return Diagnostic(
            .error, id: .isolationConflict,
            "'\(resolverName).\(names[conflict.node])' would have to run on both @\(first) and @\(second)",
            at: graph[conflict.node].reference,
            notes: [note(for: conflict.first, in: conflict.node), note(for: conflict.second, in: conflict.node)],
            fix: "isolate both to one global actor, or make one of them nonisolated "
                + "('nonisolated init(dependency:)', or a 'nonisolated' provider)"
        )
    }

    /// Why `entry` isolates `method`, with the chain of types from the method to the
    /// declaration when that is not the method's own.
    private func note(for entry: MethodIsolation.Entry, in node: NodeID) -> Diagnostic.Note {
        let actor = "@\(entry.globalActor!)"
        switch entry.origin! {
        case .resolver:
            return .init("'\(resolverName)' is isolated to \(actor)", at: graph.resolver.reference)
        case .node(let origin) where !graph[origin].bindsType:
            return .init("\(graph[origin].description) is isolated to \(actor)", at: graph[origin].reference)
        case .node(let origin):
            let binding = graph[origin]
            let chain = node == origin ? "" : " (needed through \(self.chain(from: node, to: origin)))"
            return .init("\(binding.description) runs on \(actor)\(chain)", at: binding.reference)
        }
    }

    /// `Coordinator -> Screen -> ViewModel`: the types from `method`'s to `origin`'s,
    /// following at each step the first dependency whose method took its isolation from
    /// `origin`.
    private func chain(from node: NodeID, to origin: NodeID) -> String {
        let isolatedByOrigin = { (target: NodeID?) in target.map { self.isolation[$0].origin == .node(origin) } ?? false }
        var types = [graph[node].typeName]
        var targets = graph.targets[node]
        while let next = targets.first(where: isolatedByOrigin) ?? nil {
            types.append(graph[next].typeName)
            if next == origin { break }
            targets = graph.targets[next]
        }
        return types.joined(separator: " -> ")
    }

    // MARK: Crossings

    /// A method isolated to a global actor sends the resolver (or what it resolves) away
    /// when it awaits a method or a declaration that is async and not isolated, which runs
    /// off the actor (unless `NonisolatedNonsendingByDefault` keeps it on the caller's);
    /// and any method sends what it resolves into an actor it builds. In Swift 5 mode the
    /// compiler checks none of it: each is a warning there, what Swift 6 would reject.
    private func crossings() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var reportedAwaits: Set<NodeID> = []
        for node in graph.ids {
            let dependencies = graph[node].dependencies
            diagnostics += awaitCrossings(in: node, dependencies: dependencies, targets: graph.constructionTargets(of: node), reported: &reportedAwaits)
            diagnostics += closureAwaitCrossings(in: node, dependencies: dependencies, reported: &reportedAwaits)
            guard graph[node].bindsType else { continue }
            diagnostics += constructionCrossing(of: node).map { [$0] } ?? []
            diagnostics += sharedConstructionCrossing(of: node).map { [$0] } ?? []
        }
        return diagnostics
    }

    /// Each dependency of an isolated `method` whose method is async and not isolated:
    /// awaiting it sends the resolver off the actor. Reported once for each such method.
    private func awaitCrossings(
        in method: NodeID, dependencies: [DependencySlot], targets: [NodeID?], reported: inout Set<NodeID>
    ) -> [Diagnostic] {
        let entry = isolation[method]
        guard let actor = entry.globalActor, awaitingNonisolatedLeavesActor else { return [] }
        var diagnostics: [Diagnostic] = []
        for (dependency, target) in zip(dependencies, targets) {
            guard let target, isolation[target].globalActor == nil, effects[target].effects.isAsync,
                  reported.insert(target).inserted else { continue }
            let asyncOrigin = self.asyncOrigin(of: target)
            diagnostics.append(Diagnostic(
                settings.dataRaceSeverity, id: .resolverNotSendable,
                "'\(resolverName).\(names[method])' runs on @\(actor) and awaits '\(resolverName).\(names[target])', "
                    + "which is async and not isolated: that sends '\(resolverName)' off @\(actor), and '\(resolverName)' is not Sendable",
                at: dependency.reference,
                notes: [
                    note(for: entry, in: method),
                    .init(
                        "'\(graph[target].typeName)' is async through \(graph[asyncOrigin].effectCitation)",
                        at: graph[asyncOrigin].reference
                    ),
                ],
                fix: "\(sendableFix), or isolate the async declaration to @\(actor)"
            ))
        }
        return diagnostics
    }

    /// Each `async` closure that `method` makes and that runs on a global actor (its own, or,
    /// when it says none and is not `@Sendable`, the method's) whose target's method is async
    /// and not isolated: awaiting that method in the closure sends the resolver off the actor,
    /// as awaiting it in the method would. Reported once for each such target.
    private func closureAwaitCrossings(in method: NodeID, dependencies: [DependencySlot], reported: inout Set<NodeID>) -> [Diagnostic] {
        // Most graphs have no closure at all.
        guard awaitingNonisolatedLeavesActor, !graph.deferredDependencies.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for (position, target) in graph.targets[method].enumerated() {
            guard let target, case .factory(let closure)? = graph.deferred(method, position), closure.isAsync,
                  let actor = closure.globalActor(among: graph.globalActors)
                    ?? (closure.runsWhereMade(among: graph.globalActors) ? isolation[method].globalActor : nil),
                  isolation[target].globalActor == nil, effects[target].effects.isAsync,
                  reported.insert(target).inserted
            else { continue }
            let asyncOrigin = self.asyncOrigin(of: target)
            let dependency = dependencies[position]
            diagnostics.append(Diagnostic(
                settings.dataRaceSeverity, id: .resolverNotSendable,
                "the closure \(dependency.citation) runs on @\(actor) and awaits '\(resolverName).\(names[target])', "
                    + "which is async and not isolated: that sends '\(resolverName)' off @\(actor), and '\(resolverName)' is not Sendable",
                at: dependency.reference,
                notes: [
                    .init(
                        "'\(graph[target].typeName)' is async through \(graph[asyncOrigin].effectCitation)",
                        at: graph[asyncOrigin].reference
                    ),
                ],
                fix: "\(sendableFix), or isolate the async declaration to @\(actor)"
            ))
        }
        return diagnostics
    }

    /// Calling the binding's own declaration from its method sends values away: into an
    /// actor's initializer or a `sending` parameter, or off a global actor into an async
    /// declaration that is not isolated. Values of types known to be `Sendable` may go; the resolver may not, nor
    /// what it resolves.
    private func constructionCrossing(of index: NodeID) -> Diagnostic? {
        let binding = graph[index]
        let method = index
        let actor = isolation[index].globalActor
        // Most bindings send nothing anywhere: tell them apart before looking at values.
        guard binding.receivesAnySent || (actor != nil && binding.effects.isAsync) else { return nil }
        let sentPositions = binding.dependencies.indices.filter { sendsUnsendableValue(index, $0) }
        let sentValues = sentPositions.map { binding.dependencies[$0] }
        if binding.receivesAnySent {
            let crossing = sentPositions.filter(binding.receivesSent).map { binding.dependencies[$0] }
            if !crossing.isEmpty {
                return Diagnostic(
                    settings.dataRaceSeverity, id: .resolverNotSendable,
                    "'\(resolverName).\(names[method])' passes values that '\(resolverName)' resolves into \(binding.sentDestination), "
                        + "and '\(resolverName)' is not Sendable",
                    at: binding.reference,
                    notes: crossing.map { .init("\($0.citation) is resolved by '\(resolverName)'", at: $0.reference) },
                    fix: "\(sendableFix), or make the types of '\(binding.typeName).Dependency' Sendable"
                )
            }
            if binding.isolation == .actor { return nil }
        }
        // Off a global actor, into an async declaration that is not isolated: a provider
        // takes the resolver along, an initializer, factory method or container's static
        // provider what it resolved.
        guard let actor, binding.leavesCallerWhenAwaited else { return nil }
        let sent: String
        if binding.kind.isCalledOnTheResolver {
            sent = "'\(resolverName)'"
        } else {
            guard !sentValues.isEmpty else { return nil }
            sent = "the values '\(resolverName)' resolves"
        }
        return Diagnostic(
            settings.dataRaceSeverity, id: .resolverNotSendable,
            "'\(resolverName).\(names[method])' runs on @\(actor) and calls \(binding.effectCitation), which is not isolated: "
                + "that sends \(sent) off @\(actor), and '\(resolverName)' is not Sendable",
            at: binding.reference,
            notes: [note(for: isolation[index], in: method)],
            fix: "\(sendableFix), or isolate \(binding.effectCitation) to @\(actor)"
        )
    }

    /// A shared type is built in a closure that the store runs in the caller's isolation
    /// (`nonisolated(nonsending)`). Off a global actor, awaiting there what is async and not
    /// isolated sends the resolver (or what it resolves) to another isolation.
    private func sharedConstructionCrossing(of index: NodeID) -> Diagnostic? {
        guard effects[index].effects.isAsync, isolation[index].globalActor == nil else { return nil }
        let binding = graph[index]
        guard binding.scope.isShared else { return nil }
        let method = index
        let awaited: String
        var sent = "'\(resolverName)'"
        if awaitingNonisolatedLeavesActor, let target = graph.constructionTargets(of: method).first(where: { target in
            target.map { effects[$0].effects.isAsync && isolation[$0].globalActor == nil } ?? false
        }) ?? nil {
            awaited = "'\(resolverName).\(names[target])'"
        } else if binding.leavesCallerWhenAwaited {
            let sendsOnlyValues = !binding.kind.isCalledOnTheResolver
            if sendsOnlyValues, !binding.dependencies.indices.contains(where: { sendsUnsendableValue(index, $0) }) {
                return nil
            }
            awaited = binding.effectCitation
            if sendsOnlyValues { sent = "the values '\(resolverName)' resolves" }
        } else {
            return nil
        }
        return Diagnostic(
            settings.dataRaceSeverity, id: .resolverNotSendable,
            "'\(resolverName).\(names[method])' builds \(binding.scope.markerName!) '\(binding.typeName)' in the store's closure, "
                + "which runs in the caller's isolation, and awaits \(awaited) there, which is async and not isolated: "
                + "that sends \(sent) to another isolation, and '\(resolverName)' is not Sendable",
            at: binding.reference,
            fix: "\(sendableFix), or isolate '\(binding.typeName)' to a global actor"
        )
    }

    /// Whether awaiting a generated method that is `async` and not isolated leaves the
    /// caller's actor, sending what it takes along. A declaration says it for itself
    /// (`Binding.asyncExecution`).
    private var awaitingNonisolatedLeavesActor: Bool { !settings.nonisolatedAsyncRunsOnCaller }

    /// The first fix of every `resolver-not-sendable`.
    private var sendableFix: String {
        "make '\(resolverName)' refine 'Sendable' (its conformers then must be Sendable)"
    }

    /// The binding whose declaration makes `target`'s method async: its own, or the first
    /// async one among its dependencies' methods, followed down.
    private func asyncOrigin(of target: NodeID) -> NodeID {
        var current = target
        while !graph[current].effects.isAsync {
            let isAsync = { (next: NodeID?) in next.map { self.effects[$0].effects.isAsync } ?? false }
            guard let next = graph.constructionTargets(of: current).first(where: isAsync) ?? nil else { break }
            current = next
        }
        return current
    }

    /// With a `Sendable` resolver, what a method makes or gets on a global actor still
    /// belongs to that actor when its type is not `Sendable`: a closure or `Lazy` it makes
    /// there (unless the closure is `@Sendable` or isolated), and a value that a method on
    /// the same actor resolved. None may go into an actor or a `sending` parameter, nor into
    /// an async declaration that is not isolated and leaves the actor. (With a resolver that
    /// is not `Sendable`, `constructionCrossing` reports every such value.)
    private func isolatedValueCrossing(of index: NodeID) -> Diagnostic? {
        let binding = graph[index]
        guard let actor = isolation[index].globalActor else { return nil }
        let leavesActor = binding.leavesCallerWhenAwaited
        guard leavesActor || binding.receivesAnySent else { return nil }
        let values = binding.dependencies.indices.filter { position in
            guard leavesActor || binding.receivesSent(position), let target = graph.targets[index][position] else { return false }
            switch graph.deferred(index, position) {
            case .factory(let closure)?: return closure.runsWhereMade(among: graph.globalActors)
            case .lazy?: return true
            case nil: return isolation[target].globalActor == actor && !isKnownSendable(target)
            }
        }
        guard !values.isEmpty else { return nil }
        let destination = leavesActor ? "to \(binding.effectCitation), which is not isolated" : "into \(binding.sentDestination)"
        return Diagnostic(
            settings.dataRaceSeverity, id: .valueNotSendable,
            "'\(resolverName).\(names[index])' runs on @\(actor) and passes what it gets there \(destination): "
                + "a value made on @\(actor) whose type is not Sendable may not leave it",
            at: binding.reference,
            notes: values.map { position in
                let dependency = binding.dependencies[position]
                let how = graph.deferred(index, position) == nil ? "is resolved on @\(actor)" : "is made on @\(actor)"
                return .init("\(dependency.citation) \(how)", at: dependency.reference)
            },
            fix: "make the types of '\(binding.typeName).Dependency' Sendable (a closure '@Sendable'), or isolate \(binding.effectCitation) to @\(actor)"
        )
    }

    /// With a `Sendable` resolver, an `async` closure that runs off the global actor of its
    /// target's method (a `@Sendable` one, or one on another actor) awaits the method there,
    /// and the value it returns leaves that actor: its type must be `Sendable`. (With a
    /// resolver that is not `Sendable`, the closure may not take the resolver along at all:
    /// `closureAwaitCrossings`, and the closure checks.)
    private func closureResultCrossings(of index: NodeID) -> [Diagnostic] {
        // Most graphs have no closure at all.
        guard !graph.deferredDependencies.isEmpty else { return [] }
        let makerActor = isolation[index].globalActor
        return graph.targets[index].indices.compactMap { position -> Diagnostic? in
            guard let target = graph.targets[index][position], case .factory(let closure)? = graph.deferred(index, position),
                  let targetActor = isolation[target].globalActor,
                  closure.hops(to: targetActor, madeOn: makerActor, among: graph.globalActors), !isKnownSendable(target)
            else { return nil }
            let dependency = graph[index].dependencies[position]
            let runsOn = closure.runsOn(madeOn: makerActor, among: graph.globalActors).map { "on @\($0)" } ?? "on any thread"
            return Diagnostic(
                settings.dataRaceSeverity, id: .valueNotSendable,
                "the closure \(dependency.citation) runs \(runsOn) and awaits '\(resolverName).\(names[target])' on @\(targetActor): "
                    + "the '\(graph[target].typeName)' it returns would leave @\(targetActor), and its type is not Sendable",
                at: dependency.reference,
                notes: [note(for: isolation[target], in: target)],
                fix: "make '\(graph[target].typeName)' Sendable (a protocol: refine 'Sendable'), or isolate the closure to @\(targetActor)"
            )
        }
    }

    /// Whether dependency `position` of binding `index` passes a resolved value that may not
    /// cross isolation: one whose type is not known to be Sendable, or a closure or `Lazy`,
    /// which holds the resolver.
    private func sendsUnsendableValue(_ index: NodeID, _ position: Int) -> Bool {
        guard let target = graph.targets[index][position] else { return false }
        return graph.deferred(index, position) != nil || !isKnownSendable(target)
    }

    /// A value of this node's type may be sent anywhere (`SendableTypes`).
    private func isKnownSendable(_ target: NodeID) -> Bool {
        sendableTypes.isKnownSendable(graph[target].type)
    }
}

/// Where a generated method hands its call-site parameters to code that runs in another
/// isolation: the compiler then sends them, and rejects those whose types are not
/// `Sendable` (Swift 6 mode; Swift 5 mode says nothing, so these are warnings there).
/// Whatever the resolver, the caller's values may not go:
/// - into the binding's own declaration, when it runs elsewhere: an actor's initializer,
///   or an `async` declaration that is not isolated, called from a global actor (unless
///   it runs on the caller's actor: `nonisolated(nonsending)`); or where it takes them
///   `sending`;
/// - into a dependency's method that runs elsewhere, awaited by the method or by an
///   `async` closure it makes: on another global actor, or not isolated, awaited from a
///   global actor (unless `NonisolatedNonsendingByDefault` keeps it there);
/// - into a `@Sendable` closure, which captures them.
///
/// Each is `parameter-not-sendable`, with the parameters that cross.
extension IsolationDiagnostics {
    func parameterCrossings() -> [Diagnostic] {
        // Whatever crosses is among some method's parameters (those a closure supplies too):
        // almost every graph has none that is not Sendable, and is done after one look.
        let unsendable = callSiteParameters.map { $0.entries.filter { !isKnownSendable($0.origin.type) } }
        guard unsendable.values.contains(where: { !$0.isEmpty }) else { return [] }
        var diagnostics: [Diagnostic] = []
        for node in graph.ids {
            // What the declaration gets, the method takes.
            if graph[node].bindsType, !unsendable[node].isEmpty, let crossing = declarationCrossing(of: node) { diagnostics.append(crossing) }
            diagnostics += callCrossings(in: node, dependencies: graph[node].dependencies, unsendable: unsendable)
        }
        return diagnostics
    }

    // MARK: Into the binding's declaration

    /// The binding's method passes call-site parameters (or values resolved with them, which
    /// may hold them) to its declaration, which runs elsewhere.
    private func declarationCrossing(of index: NodeID) -> Diagnostic? {
        let binding = graph[index]
        let actor = actor(of: index)
        let leavesActor = actor != nil && binding.leavesCallerWhenAwaited
        guard leavesActor || binding.receivesAnySent else { return nil }
        let destination = leavesActor ? "from @\(actor!) to \(binding.effectCitation), which is not isolated" : "into \(binding.sentDestination)"
        var notes: [Diagnostic.Note] = []
        for (position, dependency) in binding.dependencies.enumerated() where leavesActor || binding.receivesSent(position) {
            guard let target = graph.targets[index][position] else {
                // A provider's `sending` parameter is the method's `sending` parameter too:
                // its caller's value is disconnected, and stays so.
                if dependency.kind == .direct, !isKnownSendable(dependency.type), !dependency.type.spelling.hasPrefix("sending ") {
                    notes.append(.init("\(dependency.citation) is \(parameterPhrase(dependency, named: dependency.name))", at: dependency.reference))
                }
                continue
            }
            // With a resolver that is not Sendable, `resolver-not-sendable` reports the value.
            guard graph.resolver.isSendable, graph.deferred(index, position) == nil, !isKnownSendable(graph[target].type),
                  let parameter = callSiteParameters[target].entries.first(where: { !isKnownSendable($0.origin.type) })
            else { continue }
            notes.append(.init(
                "\(dependency.citation) is built from \(parameterPhrase(parameter.origin, named: parameter.parameter.name))",
                at: dependency.reference
            ))
        }
        guard !notes.isEmpty else { return nil }
        let fix = leavesActor
            ? "isolate \(binding.effectCitation) to @\(actor!), or make it 'nonisolated(nonsending)'"
            : "bind them so that \(binding.isolation == .actor ? "the actor" : "the declaration") gets values of its own"
        return Diagnostic(
            settings.dataRaceSeverity, id: .parameterNotSendable,
            "'\(resolverName).\(names[index])' sends the caller's values \(destination), and their types are not Sendable",
            at: binding.reference, notes: notes,
            fix: "make the parameters' types Sendable, or \(fix)"
        )
    }

    // MARK: Into a dependency's method

    /// Each dependency of `method` whose method gets call-site parameters that are not known
    /// to be `Sendable` where they cross: awaited in another isolation, by the method or by a
    /// closure it makes, or captured by a `@Sendable` closure.
    /// `unsendable`: the call-site parameters of each binding's method whose types are not
    /// known to be `Sendable`.
    private func callCrossings(in method: NodeID, dependencies: [DependencySlot], unsendable: NodeTable<[CallSiteParameters.Entry]>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let makerActor = actor(of: method)
        for (position, target) in graph.targets[method].enumerated() {
            guard let target, !unsendable[target].isEmpty else { continue }
            let deferred = graph.deferred(method, position)
            if case .lazy? = deferred { continue }
            let closure: TypeDescription.FunctionType? = if case .factory(let closure)? = deferred { closure } else { nil }
            // A value passes the target's parameters; a closure the target's, some of them
            // its own, all in the closure's isolation.
            let callerActor = closure.map { $0.runsOn(madeOn: makerActor, among: graph.globalActors) } ?? makerActor
            let dependency = dependencies[position]
            let callee = "'\(resolverName).\(names[target])'"
            if closure?.isAsync ?? true, let crossing = crossing(into: target, awaitedFrom: callerActor) {
                let awaiter = closure == nil ? "'\(resolverName).\(names[method])'" : "the closure \(dependency.citation)"
                let (destination, fix) = switch crossing {
                case .toActor(let actor):
                    ("which runs on @\(actor): that sends its call-site parameters to @\(actor)",
                     "have the caller and \(callee) run on one global actor")
                case .offActor(let actor):
                    ("which is async and not isolated: that sends its call-site parameters off @\(actor)",
                     "isolate the async declaration to @\(actor), or make it 'nonisolated(nonsending)'")
                }
                diagnostics.append(Diagnostic(
                    settings.dataRaceSeverity, id: .parameterNotSendable,
                    "\(awaiter) \(callerActor.map { "runs on @\($0) and " } ?? "")awaits \(callee), \(destination), "
                        + "and their types are not Sendable",
                    at: dependency.reference, notes: unsendable[target].map(neededNote),
                    fix: "make the parameters' types Sendable, or \(fix)"
                ))
            } else if let closure, closure.isSendable(among: graph.globalActors) {
                let entries = callSiteParameters[target].entries
                let supplied = ClosureParameterMatch(closure: closure, targetParameters: entries).supplied
                let capturedUnsendable = entries.indices.filter { !supplied[$0] && !isKnownSendable(entries[$0].origin.type) }.map { entries[$0] }
                guard !capturedUnsendable.isEmpty else { continue }
                diagnostics.append(Diagnostic(
                    settings.dataRaceSeverity, id: .parameterNotSendable,
                    "the @Sendable closure \(dependency.citation) captures call-site parameters of \(callee), and their types are not Sendable",
                    at: dependency.reference,
                    notes: capturedUnsendable.map(neededNote),
                    fix: "make the parameters' types Sendable, take them as the closure's parameters, or drop '@Sendable' from the closure's type"
                ))
            }
        }
        return diagnostics
    }

    /// How awaiting a method leaves the caller's isolation.
    private enum Crossing {
        /// To the method's global actor.
        case toActor(String)
        /// Off the caller's global actor: the method is not isolated.
        case offActor(String)
    }

    /// How awaiting `target`'s method from code on `callerActor` leaves it, if it does: a
    /// method on another global actor is awaited there, even when it is synchronous.
    private func crossing(into target: NodeID, awaitedFrom callerActor: String?) -> Crossing? {
        if let calleeActor = actor(of: target) { return calleeActor == callerActor ? nil : .toActor(calleeActor) }
        guard let callerActor, effects[target].effects.isAsync, !settings.nonisolatedAsyncRunsOnCaller else { return nil }
        return .offActor(callerActor)
    }

    /// The global actor `method` runs on: the one it is isolated to, or, when it is not
    /// declared `nonisolated`, the module's default.
    private func actor(of method: NodeID) -> String? {
        let entry = isolation[method]
        if let actor = entry.globalActor { return actor }
        return entry.isNonisolatedByDeclaration ? nil : settings.undeclaredIsolation.globalActor
    }

    /// `'history: UndoHistory' is needed by 'Autosave.Dependency.history'`, at that property.
    private func neededNote(_ entry: CallSiteParameters.Entry) -> Diagnostic.Note {
        let resolution = graph.takesResolutionInstance(entry.origin) ? " (the resolution's 'SharedInResolution' instance)" : ""
        return .init(
            "'\(entry.parameter.name): \(entry.origin.type.spelling)'\(resolution) is needed by \(entry.origin.citation)", at: entry.origin.reference
        )
    }

    /// `call-site parameter 'user: User'`, or, for what a resolution passes, `the
    /// resolution's instance 'draft: Draft' (SharedInResolution), which what else it builds shares`.
    private func parameterPhrase(_ slot: DependencySlot, named name: String) -> String {
        graph.takesResolutionInstance(slot)
            ? "the resolution's instance '\(name): \(slot.type.spelling)' (SharedInResolution), which what else it builds shares"
            : "call-site parameter '\(name): \(slot.type.spelling)'"
    }

    private func isKnownSendable(_ type: TypeReference) -> Bool {
        sendableTypes.isKnownSendable(type)
    }
}

/// Builds the methods of a checked graph as generated code: each binding's `resolve`
/// method and each property-injectable type's `injectTo` method, with locals named so
/// they never clash.
struct ResolverMethodBuilder: Sendable {
    let graph: CheckedGraph

    private var resolverGraph: ResolverGraph { graph.resolverGraph }

    /// The injectable type that the method of `node` builds or injects into; `nil` for a
    /// value a method of the resolver supplies.
    func builtType(of node: NodeID) -> InjectableType? {
        resolverGraph[node].kind.injectableType
    }

    /// The method of `node` as generated code: a binding's `resolve` method or a
    /// property-injectable type's `injectTo` method.
    func method(_ node: NodeID) -> FunctionSyntax {
        resolverGraph[node].bindsType ? resolveMethod(for: node) : injectMethod(for: node)
    }

    /// `func resolveT(parameters) -> T`, `@MainActor` first when it runs there (`nonisolated`
    /// when all it calls is): the call of the provider, initializer or factory method with
    /// the resolved dependencies (see ``resolvedArguments(of:takenNames:argumentsRun:)``),
    /// each call marked `try`/`await` as its effects need; the method has the effects of all
    /// of them. A shared type's statements run in a closure that the resolver's store calls
    /// when it has no instance.
    func resolveMethod(for index: NodeID) -> FunctionSyntax {
        let binding = resolverGraph[index]
        let parameters = graph.callSiteParameters[index].entries
        if let plan = resolverGraph.resolutionPlans.plans[index] {
            var statements = plannedStatements(plan, takenNames: parameters.map(\.parameter.name), injecting: nil)
            let effects = graph.effects[index].effects
            if binding.scope.isShared {
                statements = [sharedInstance(of: binding, effects: effects, constructedBy: statements)]
            }
            return FunctionSyntax(
                isolation: FunctionIsolation(graph.isolation[index]), access: graph.access(of: index), name: graph.names[index],
                parameters: ResolverMethodBuilder.parameterSyntax(parameters, semantics: resolverGraph.semantics), effects: effects,
                returnType: binding.typeName, body: statements
            )
        }
        // A collection calls contributions between its arguments, a parent's method reads the
        // parent property before them: both run code of the user's first.
        let argumentsRun: ArgumentsRun = switch binding.kind {
        case .parentMethod, .contributions: .afterUserCode
        case .initializer, .factoryMethod, .initializerParameters, .propertyInjection, .provider, .scopeValue, .replacement, .scopeMaker,
             .contributedBinding, .containedProvider:
            .first
        }
        var (statements, arguments) = resolvedArguments(
            of: index, takenNames: parameters.lazy.map(\.parameter.name), argumentsRun: argumentsRun
        )
        let construction: Expression = switch binding.kind {
        case .provider(let provider), .scopeMaker(let provider): .call(callee: .name(provider.name), arguments: arguments)
        case .scopeValue(let value), .replacement(let value): .identifier(value.name)
        // The implementation itself, which the method's return converts to the bound type.
        case .contributedBinding: arguments[0].value
        case .containedProvider(let provider): .call(callee: .member(base: provider.container, name: provider.method.name), arguments: arguments)
        // A call-site parameter of the parent property's name hides it: `self.app` then.
        case .parentMethod(let method, let property, _):
            .call(
                callee: .member(base: parameters.contains { $0.parameter.name == property } ? "self." + property : property, name: method.name),
                arguments: arguments
            )
        case .contributions(let multibinding, _): ResolverMethodBuilder.collection(multibinding, arguments: arguments)
        case .initializerParameters(let type): .call(callee: .name(type.name), arguments: arguments)
        case .factoryMethod(let type): .call(callee: .member(base: type.name, name: "makeInstance"), arguments: [dependencyArgument(arguments)])
        case .initializer(let type), .propertyInjection(let type): .call(callee: .name(type.name), arguments: [dependencyArgument(arguments)])
        }
        statements.append(.return(.calling(construction, with: binding.effects)))
        let effects = graph.effects[index].effects
        // A shared type's variant is the construction its store runs (`ResolutionPlan`).
        if binding.scope.isShared, !binding.isVariant {
            statements = [sharedInstance(of: binding, effects: effects, constructedBy: statements)]
        }
        return FunctionSyntax(
            isolation: FunctionIsolation(graph.isolation[index]), access: graph.access(of: index), name: graph.names[index],
            parameters: ResolverMethodBuilder.parameterSyntax(parameters, semantics: resolverGraph.semantics), effects: effects,
            returnType: binding.typeName, body: statements
        )
    }

    /// `[contributeA(x: x), contributeB()]`, or `["a": ..., "b": ...]` for a map: each
    /// contribution called with its share of `arguments`, in order.
    private static func collection(_ multibinding: Multibinding, arguments: [Expression.Argument]) -> Expression {
        var remaining = arguments[...]
        return .collectionLiteral(multibinding.contributions.map { contribution in
            let count = contribution.method.parameters.count
            // A type's own contribution is the value resolved for it, its one argument.
            if contribution.implementation != nil {
                defer { remaining = remaining.dropFirst(count) }
                return .init(key: multibinding.kind == .map ? contribution.key : nil, value: remaining.first!.value)
            }
            let callee: Expression.Callee = contribution.base.map { .member(base: $0, name: contribution.method.name) }
                ?? .name(contribution.method.name)
            let call = Expression.call(callee: callee, arguments: Array(remaining.prefix(count)))
            remaining = remaining.dropFirst(count)
            return .init(key: multibinding.kind == .map ? contribution.key : nil, value: call)
        })
    }

    /// `return sharedInstances.instance(of: T.self) { construction }`, or `weakInstance`.
    private func sharedInstance(of binding: GraphNode, effects: Effects, constructedBy construction: [Statement]) -> Statement {
        let method = binding.scope == .weakShared ? "weakInstance" : "instance"
        let typeName = binding.typeName
        // `Database.self`, `Repository<User>.self`; `(any Clock).self` in parentheses.
        // A nominal type written as such (an existential's spelling starts with `any`, which its key drops).
        let metatype = if case .named = binding.type.key.type, !typeName.hasPrefix("any ") {
            "\(typeName).self"
        } else {
            "(\(typeName)).self"
        }
        let call = Expression.call(
            callee: .member(base: "sharedInstances", name: method),
            arguments: [.init(label: "of", value: .identifier(metatype))]
        )
        return .returnWithTrailingClosure(
            .calling(call, with: effects), ClosureSyntax(signatureEffects: effects.throwsTypedError ? effects : nil, body: construction)
        )
    }

    /// Call-site parameters as the method declares them: an optional one defaults to `nil`,
    /// and a closure is `@escaping`, since it is stored (neither under DIKit 0.5's rules).
    /// Static: a method reference would copy the builder.
    private static func parameterSyntax(_ parameters: [CallSiteParameters.Entry], semantics: Semantics) -> [ParameterSyntax] {
        parameters.map { parameter in
            guard semantics.includes(.wrappedDependencies) else {
                return ParameterSyntax(name: parameter.parameter.name, type: parameter.parameter.typeName)
            }
            // A resolution's instance is passed as itself, where an optional of it is needed too.
            let isOptional = parameter.origin.type.key.isOptional && parameter.parameter == parameter.origin.parameter
            var type = parameter.parameter.typeName
            if parameter.origin.type.isFunction { type = "@escaping " + type }
            return ParameterSyntax(name: parameter.parameter.name, type: type, defaultValue: isOptional ? "nil" : nil)
        }
    }

    /// `func injectToT(_ t: T, parameters) -> Void`: resolves the dependencies and assigns them.
    func injectMethod(for node: NodeID) -> FunctionSyntax {
        let type = resolverGraph[node].kind.injectableType!
        let parameters = graph.callSiteParameters[node].entries
        let parameterNames = parameters.map(\.parameter.name)
        let instanceName = LocalNameAllocator.injectedInstanceName(of: type.type.key.text, parameterNames: parameterNames)
        var statements: [Statement]
        if let plan = resolverGraph.resolutionPlans.plans[node] {
            statements = plannedStatements(plan, takenNames: parameterNames + [instanceName], injecting: instanceName)
        } else {
            var arguments: [Expression.Argument]
            (statements, arguments) = resolvedArguments(of: node, takenNames: parameterNames + [instanceName], argumentsRun: .first)
            let dependency = Expression.call(callee: .member(base: type.name, name: "Dependency"), arguments: arguments)
            statements.append(.assignment(target: .member(base: instanceName, name: "dependency"), value: dependency))
        }
        return FunctionSyntax(
            isolation: FunctionIsolation(graph.isolation[node]), access: graph.access(of: node), name: graph.names[node],
            parameters: [ParameterSyntax(label: "_", name: instanceName, type: type.name)]
                + ResolverMethodBuilder.parameterSyntax(parameters, semantics: graph.resolverGraph.semantics),
            effects: graph.effects[node].effects, returnType: "Void",
            body: statements
        )
    }

    /// The body of a method that makes its resolution's instances (`ResolutionPlan`): a `let`
    /// for each, then the call of the variant that takes them, returned, or, `injecting` an
    /// instance (the name of the `injectTo` method's parameter), made with it.
    private func plannedStatements(_ plan: ResolutionPlan, takenNames: [String], injecting instance: String?) -> [Statement] {
        var locals = LocalNameAllocator(taken: takenNames, localCount: plan.instances.count)
        var localOfType: [TypeKey: String] = [:]
        var statements: [Statement] = []
        statements.reserveCapacity(plan.instances.count + 1)
        for instance in plan.instances {
            let name = locals.name(
                typeBased: graph.names.localOfNode[instance.maker], property: graph.names.localOfNode[instance.maker], typeIsRepeated: false
            )
            statements.append(.constant(name: name, value: call(of: instance.maker, given: localOfType, first: nil)))
            localOfType[instance.type] = name
        }
        let construction = call(of: plan.construction, given: localOfType, first: instance)
        statements.append(instance == nil ? .return(construction) : .expression(construction))
        return statements
    }

    /// The call of `node`'s method, marked as its effects need, each call-site parameter
    /// passed the local made for its type in `localOfType` (as a value or an optional), or
    /// else the caller's parameter of its name; after the unlabelled `first`, if any.
    private func call(of node: NodeID, given localOfType: [TypeKey: String], first: String?) -> Expression {
        var arguments = first.map { [Expression.Argument(label: nil, value: .identifier($0))] } ?? []
        for entry in graph.callSiteParameters[node].entries {
            let type = entry.origin.type
            let local = localOfType[type.key] ?? DeferredDependency.wrapped(in: type).flatMap { $0.deferred == nil ? localOfType[$0.key] : nil }
            arguments.append(.init(label: entry.parameter.name, value: .identifier(local ?? entry.parameter.name)))
        }
        return .calling(.call(callee: .name(graph.names[node]), arguments: arguments), with: graph.effects[node].effects)
    }

    /// `dependency: .init(arguments)`.
    private func dependencyArgument(_ arguments: [Expression.Argument]) -> Expression.Argument {
        .init(label: "dependency", value: .call(callee: .member(base: nil, name: "init"), arguments: arguments))
    }

    /// Whether the expression that takes a method's arguments runs code of the user's before
    /// it evaluates them.
    private enum ArgumentsRun {
        /// A call of a provider, initializer or factory method: nothing runs before the
        /// arguments.
        case first
        /// A collection of contributions, or a parent's method read through its property.
        case afterUserCode
    }

    /// The argument passed for every dependency (none for a defaulted one that nothing
    /// binds: it keeps its default), and the statements that come first. A deferred
    /// dependency's argument is the closure or `Lazy` that resolves it.
    ///
    /// Each resolution is passed as its argument (`.init(a: resolveA(), b: resolveB())`):
    /// Swift type-checks that one expression in about half the time of a `let` per
    /// dependency. Passed so, the arguments run in the order the `let`s would, with nothing
    /// of the user's between them. So each is named by a `let` (`takenNames` are the
    /// method's other names) when one needs `try` or `await`, when a defaulted dependency's
    /// default would be evaluated before one of them, when user code runs before them, and
    /// always under DIKit 0.5's rules.
    private func resolvedArguments(
        of method: NodeID, takenNames: some Collection<String>, argumentsRun: ArgumentsRun
    ) -> (statements: [Statement], arguments: [Expression.Argument]) {
        let (dependencies, targets) = (resolverGraph[method].dependencies, resolverGraph.targets[method])
        let hasDeferred = !resolverGraph.deferredDependencies.isEmpty
        var arguments: [Expression.Argument] = []
        arguments.reserveCapacity(dependencies.count)
        /// Where each resolution is passed, and whose dependency it resolves.
        var resolutions: [(argument: Int, position: Int, target: NodeID)] = []
        var passesInline = argumentsRun == .first && graph.resolverGraph.semantics.includes(.inlineResolutions)
        // A defaulted dependency left out keeps its default, evaluated in the call, in its place.
        var leavesOutADefault = false
        for (position, (dependency, target)) in zip(dependencies, targets).enumerated() {
            guard let target else {
                if dependency.kind == .direct {
                    let name = resolverGraph.parameter(for: dependency, of: method).name
                    arguments.append(.init(label: dependency.argumentLabel, value: .identifier(name)))
                } else {
                    leavesOutADefault = true
                }
                continue
            }
            if hasDeferred, let deferred = resolverGraph.deferred(method, position) {
                arguments.append(.init(label: dependency.argumentLabel, value: deferredResolution(of: target, as: deferred, in: method)))
                continue
            }
            let resolution = resolution(of: target, base: nil)
            if case .effectful = resolution { passesInline = false }
            if leavesOutADefault { passesInline = false }  // it would run before this resolution
            resolutions.append((arguments.count, position, target))
            arguments.append(.init(label: dependency.argumentLabel, value: resolution))
        }
        guard !passesInline, !resolutions.isEmpty else { return ([], arguments) }
        var locals = LocalNameAllocator(taken: takenNames, localCount: dependencies.count)
        let isRepeated = ResolverMethodBuilder.repeatedTargets(targets)
        // Room for the statement that ends the body, too.
        var statements: [Statement] = []
        statements.reserveCapacity(resolutions.count + 1)
        for (argument, position, target) in resolutions {
            let localName = locals.name(
                typeBased: graph.names.localOfNode[target], property: dependencies[position].name,
                typeIsRepeated: isRepeated[position]
            )
            statements.append(.constant(name: localName, value: arguments[argument].value))
            arguments[argument].value = .identifier(localName)
        }
        return (statements, arguments)
    }

    /// `resolveT(parameters)` marked as its effects need (and `await` when it is called
    /// from another actor: `hops`), each parameter passed by its name; called on `base`
    /// (`self` in a closure) when there is one.
    private func resolution(of target: NodeID, base: String?, hops: Bool = false) -> Expression {
        let resolverArguments = graph.callSiteParameters[target].parameters.map { parameter in
            Expression.Argument(label: parameter.name, value: .identifier(parameter.name))
        }
        let callee: Expression.Callee = base.map { .member(base: $0, name: graph.names[target]) } ?? .name(graph.names[target])
        var effects = graph.effects[target].effects
        effects.isAsync = effects.isAsync || hops
        return .calling(.call(callee: callee, arguments: resolverArguments), with: effects)
    }

    /// `Lazy { self.resolveT() }`, or a closure `{ item in self.resolveT(item: item) }` whose
    /// parameters are named after the target's parameters they supply. A closure whose type
    /// throws a typed error says so in its signature, or Swift would infer `any Error`.
    private func deferredResolution(of target: NodeID, as deferred: DeferredDependency, in method: NodeID) -> Expression {
        switch deferred {
        case .lazy:
            let body = [Statement.expression(resolution(of: target, base: "self"))]
            return .trailingClosureCall(callee: .name("Lazy"), arguments: [], closure: ClosureSyntax(body: body))
        case .factory(let closureType):
            let hops = closureType.hops(
                to: graph.isolation[target].globalActor, madeOn: graph.isolation[method].globalActor,
                among: resolverGraph.globalActors
            )
            let body = [Statement.expression(resolution(of: target, base: "self", hops: hops))]
            let targetParameters = graph.callSiteParameters[target].entries
            let match = ClosureParameterMatch(closure: closureType, targetParameters: targetParameters)
            let names = match.targetParameterOfClosureParameter.map { targetParameters[$0!].parameter.name }
            let effects = Effects(isAsync: closureType.isAsync, throwing: closureType.throwing)
            return .closure(ClosureSyntax(parameterNames: names, signatureEffects: effects.throwsTypedError ? effects : nil, body: body))
        }
    }

    /// For each target, whether another dependency has the same one. A method has a
    /// handful of dependencies: they are compared pairwise, and counted in a dictionary
    /// beyond sixteen, so a huge method stays linear.
    private static func repeatedTargets(_ targets: [NodeID?]) -> [Bool] {
        guard targets.count > 16 else {
            return targets.indices.map { position in
                targets[position] != nil && targets.indices.contains { $0 != position && targets[$0] == targets[position] }
            }
        }
        var count: [NodeID: Int] = [:]
        for case let target? in targets { count[target, default: 0] += 1 }
        return targets.map { target in target.map { count[$0]! > 1 } ?? false }
    }
}

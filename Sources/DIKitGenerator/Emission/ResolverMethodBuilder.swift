/// Builds the methods of a checked graph as generated code: each binding's `resolve`
/// method and each property-injectable type's `injectTo` method, with locals named so
/// they never clash.
struct ResolverMethodBuilder {
    let graph: CheckedGraph

    private var bindings: [Binding] { graph.resolverGraph.bindings }

    /// `func resolveT(parameters) -> T`, `@MainActor` first when it runs there (`nonisolated` when all it calls is): a `let` for each resolved dependency, then the
    /// call of the provider, initializer or factory method, each marked `try`/`await` as
    /// its effects need; the method has the effects of all of them.
    func resolveMethod(for index: Int) -> FunctionSyntax {
        let binding = bindings[index]
        let parameters = graph.parametersOfBinding[index].parameters
        var locals = LocalNameAllocator(taken: parameters.map(\.name))
        var (statements, arguments) = localResolutions(
            of: binding.dependencies, targets: graph.resolverGraph.dependencyBindings[index], locals: &locals
        )
        let construction: Expression = switch binding.source {
        case .provider(let provider):
            .call(callee: .name(provider.name), arguments: arguments)
        case .injectable(let type) where type.style == .factoryMethod:
            .call(callee: .member(base: type.name, name: "makeInstance"), arguments: [dependencyArgument(arguments)])
        case .injectable(let type):
            .call(callee: .name(type.name), arguments: [dependencyArgument(arguments)])
        }
        statements.append(.return(.calling(construction, with: binding.effects)))
        return FunctionSyntax(
            isolation: FunctionIsolation(graph.isolation.ofBinding[index]), access: graph.access(ofBinding: index), name: graph.names.ofBinding[index],
            parameters: parameters.map { ParameterSyntax(name: $0.name, type: $0.typeName) },
            effects: graph.effects.ofBinding[index].effects, returnType: binding.typeName, body: statements
        )
    }

    /// `func injectToT(_ t: T, parameters) -> Void`: resolves the dependencies and assigns them.
    func injectMethod(for position: Int) -> FunctionSyntax {
        let type = graph.resolverGraph.propertyInjectables[position]
        let parameters = graph.parametersOfInjectable[position].parameters
        let instanceName = LocalNameAllocator.injectedInstanceName(of: type.type.key, parameterNames: parameters.map(\.name))
        var locals = LocalNameAllocator(taken: parameters.map(\.name) + [instanceName])
        var (statements, arguments) = localResolutions(
            of: type.dependencies, targets: graph.resolverGraph.targets(of: type), locals: &locals
        )
        let dependency = Expression.call(callee: .member(base: type.name, name: "Dependency"), arguments: arguments)
        statements.append(.assignment(target: .member(base: instanceName, name: "dependency"), value: dependency))
        return FunctionSyntax(
            isolation: FunctionIsolation(graph.isolation.ofInjectable[position]), access: graph.access(ofInjectable: position), name: graph.names.ofInjectable[type.type.key]!,
            parameters: [ParameterSyntax(label: "_", name: instanceName, type: type.name)]
                + parameters.map { ParameterSyntax(name: $0.name, type: $0.typeName) },
            effects: graph.effects.ofInjectable[position].effects, returnType: "Void",
            body: statements
        )
    }

    /// `dependency: .init(arguments)`.
    private func dependencyArgument(_ arguments: [Expression.Argument]) -> Expression.Argument {
        .init(label: "dependency", value: .call(callee: .member(base: nil, name: "init"), arguments: arguments))
    }

    /// A `let` for each resolved dependency, and the argument passed for every dependency
    /// (none for a defaulted one that nothing binds: it keeps its default).
    private func localResolutions(
        of dependencies: [DependencySlot], targets: [Int?], locals: inout LocalNameAllocator
    ) -> (statements: [Statement], arguments: [Expression.Argument]) {
        let isRepeated = ResolverMethodBuilder.repeatedTargets(targets)
        // Room for the statement that ends the body, too.
        var statements: [Statement] = []
        statements.reserveCapacity(dependencies.count + 1)
        var arguments: [Expression.Argument] = []
        arguments.reserveCapacity(dependencies.count)
        for (position, (dependency, target)) in zip(dependencies, targets).enumerated() {
            guard let target else {
                if dependency.kind == .direct {
                    arguments.append(.init(label: dependency.argumentLabel, value: .identifier(dependency.name)))
                }
                continue
            }
            let localName = locals.name(
                typeBased: graph.names.localOfBinding[target], property: dependency.name,
                typeIsRepeated: isRepeated[position]
            )
            let resolverArguments = graph.parametersOfBinding[target].parameters.map { parameter in
                Expression.Argument(label: parameter.name, value: .identifier(parameter.name))
            }
            let call = Expression.call(callee: .name(graph.names.ofBinding[target]), arguments: resolverArguments)
            statements.append(.constant(name: localName, value: .calling(call, with: graph.effects.ofBinding[target].effects)))
            arguments.append(.init(label: dependency.argumentLabel, value: .identifier(localName)))
        }
        return (statements, arguments)
    }

    /// For each target, whether another dependency has the same one. A method has a
    /// handful of dependencies: they are compared pairwise, and counted in a dictionary
    /// beyond sixteen, so a huge method stays linear.
    private static func repeatedTargets(_ targets: [Int?]) -> [Bool] {
        guard targets.count > 16 else {
            return targets.indices.map { position in
                targets[position] != nil && targets.indices.contains { $0 != position && targets[$0] == targets[position] }
            }
        }
        var count: [Int: Int] = [:]
        for case let target? in targets { count[target, default: 0] += 1 }
        return targets.map { target in target.map { count[$0]! > 1 } ?? false }
    }
}

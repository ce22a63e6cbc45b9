/// Builds the methods of a checked graph: each binding's `resolve` method and each
/// property-injectable type's `injectTo` method, with locals named so they never clash.
struct GeneratedMethodBuilder {
    let graph: ResolverGraph
    let names: GeneratedMethodNames
    let parametersOfBinding: [CallSiteParameters]

    func resolveMethod(for index: Int) -> GeneratedMethod {
        let binding = graph.bindings[index]
        let parameters = parametersOfBinding[index].parameters
        var locals = LocalNameAllocator(taken: parameters.map(\.name))
        let (resolutions, arguments) = localResolutions(
            of: binding.dependencies, targets: graph.dependencyBindings[index], locals: &locals
        )
        let result: GeneratedMethod.Result = switch binding.source {
        case .provider(let provider): .provider(methodName: provider.name, arguments: arguments)
        case .injectable(let type) where type.style == .factoryMethod: .factoryMethod(typeName: type.name, arguments: arguments)
        case .injectable(let type): .initializer(typeName: type.name, arguments: arguments)
        }
        return GeneratedMethod(
            name: names.ofBinding[index], injectedInstance: nil, parameters: parameters,
            returnTypeName: binding.typeName, localResolutions: resolutions, result: result
        )
    }

    func injectMethod(for type: InjectableType, parameters: CallSiteParameters) -> GeneratedMethod {
        let parameterNames = Set(parameters.parameters.map(\.name))
        var instanceName = LocalNameAllocator.typeBasedName(of: type.name)
        if parameterNames.contains(instanceName) { instanceName += "Instance" }
        var locals = LocalNameAllocator(taken: parameterNames.union([instanceName]))
        let (resolutions, arguments) = localResolutions(of: type.dependencies, targets: graph.targets(of: type), locals: &locals)
        return GeneratedMethod(
            name: names.ofInjectable[type.name]!,
            injectedInstance: CallSiteParameter(name: instanceName, typeName: type.name),
            parameters: parameters.parameters, returnTypeName: "Void", localResolutions: resolutions,
            result: .propertyInjection(instanceName: instanceName, typeName: type.name, arguments: arguments)
        )
    }

    /// A `let` for each resolved dependency, and the argument passed for every dependency.
    private func localResolutions(
        of dependencies: [DependencySlot], targets: [Int?], locals: inout LocalNameAllocator
    ) -> (resolutions: [GeneratedMethod.LocalResolution], arguments: [GeneratedMethod.Argument]) {
        var resolutionsPerTarget: [Int: Int] = [:]
        for case let target? in targets { resolutionsPerTarget[target, default: 0] += 1 }
        var resolutions: [GeneratedMethod.LocalResolution] = []
        var arguments: [GeneratedMethod.Argument] = []
        for (dependency, target) in zip(dependencies, targets) {
            guard let target else {
                arguments.append(.init(label: dependency.name, value: dependency.name))
                continue
            }
            let localName = locals.name(
                typeBased: names.localOfBinding[target], property: dependency.name,
                typeIsRepeated: resolutionsPerTarget[target]! > 1
            )
            resolutions.append(.init(
                localName: localName, methodName: names.ofBinding[target],
                arguments: parametersOfBinding[target].parameters.map(\.name)
            ))
            arguments.append(.init(label: dependency.name, value: localName))
        }
        return (resolutions, arguments)
    }
}

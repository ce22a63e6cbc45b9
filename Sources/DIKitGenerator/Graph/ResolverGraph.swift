/// The dependency graph of one resolver: its bindings, found by type text in one
/// dictionary lookup each, and the methods generated from them.
///
/// Building it is linear in bindings + dependencies: an index from type text to binding
/// is built once, the strongly connected components give both the cycles and an order in
/// which every binding comes after its dependencies, and each binding's parameters are
/// computed once, in that order.
struct ResolverGraph {
    let resolver: ResolverProtocol
    let bindings: [Binding]
    /// The first binding for each type text.
    private let bindingIndexByTypeName: [String: Int]
    /// For each binding, the binding of each of its dependencies (`nil`: a call-site parameter).
    private let dependencyBindings: [[Int?]]

    init(resolver: ResolverProtocol, bindings: [Binding]) {
        self.resolver = resolver
        self.bindings = bindings
        var index: [String: Int] = [:]
        for (position, binding) in bindings.enumerated() where index[binding.typeName] == nil {
            index[binding.typeName] = position
        }
        bindingIndexByTypeName = index
        dependencyBindings = bindings.map { binding in binding.dependencies.map { index[$0.typeName] } }
    }

    /// The methods of the resolver's extension, sorted by name, or a diagnostic when the
    /// graph has a cycle. `propertyInjectables` get `injectTo` methods.
    func generatedMethods(propertyInjectables: [InjectableType]) -> Swift.Result<[GeneratedMethod], Diagnostic> {
        let successors = dependencyBindings.map { $0.compactMap { $0 } }
        let components = StronglyConnectedComponents(successors: successors)
        guard !components.components.contains(where: { StronglyConnectedComponents.isCycle($0, successors: successors) }) else {
            return .failure(Diagnostic(.error, id: "dependency-cycle", "Could not resolve dependency graph", at: resolver.reference))
        }
        // Dependencies come first in component order, so theirs are ready when needed.
        var parametersOfBinding = Array(repeating: [DependencySlot](), count: bindings.count)
        for component in components.components {
            let binding = component[0]
            parametersOfBinding[binding] = callSiteParameters(
                of: bindings[binding].dependencies, targets: dependencyBindings[binding], known: parametersOfBinding
            )
        }
        let names = BindingNames(bindings: bindings, parameters: parametersOfBinding)
        var methods = Parallel.map(count: bindings.count) { index in
            resolveMethod(for: index, parameters: parametersOfBinding[index], names: names)
        }
        for type in propertyInjectables {
            methods.append(injectMethod(for: type, known: parametersOfBinding, names: names))
        }
        // A stable sort by name (equal names keep their order), moving indices, not methods.
        let order = methods.indices.sorted { lhs, rhs in
            methods[lhs].name != methods[rhs].name ? methods[lhs].name < methods[rhs].name : lhs < rhs
        }
        return .success(order.map { methods[$0] })
    }

    /// What every use of a binding repeats, computed once per binding: its local variable
    /// name, its method name, and the names of its call-site parameters.
    private struct BindingNames {
        var localNames: [String]
        var methodNames: [String]
        var parameterNames: [[String]]

        init(bindings: [Binding], parameters: [[DependencySlot]]) {
            localNames = bindings.map { LocalName.lowercasingFirstWord(of: $0.typeName) }
            methodNames = bindings.map { "resolve" + $0.typeName }
            parameterNames = parameters.map { $0.map(\.name) }
        }
    }

    /// A method's call-site parameters: its own unresolved dependencies in order, then
    /// those of each resolved dependency, in order. Like DIKit 0.5, repeated names are kept.
    private func callSiteParameters(of dependencies: [DependencySlot], targets: [Int?], known: [[DependencySlot]]) -> [DependencySlot] {
        var parameters: [DependencySlot] = []
        for (dependency, target) in zip(dependencies, targets) where target == nil {
            parameters.append(dependency)
        }
        for target in targets {
            if let target { parameters += known[target] }
        }
        return parameters
    }

    private func localResolutions(of dependencies: [DependencySlot], targets: [Int?], names: BindingNames) -> (resolutions: [GeneratedMethod.LocalResolution], arguments: [GeneratedMethod.Argument]) {
        var resolutions: [GeneratedMethod.LocalResolution] = []
        var arguments: [GeneratedMethod.Argument] = []
        resolutions.reserveCapacity(dependencies.count)
        arguments.reserveCapacity(dependencies.count)
        for (dependency, target) in zip(dependencies, targets) {
            guard let target else {
                arguments.append(.init(label: dependency.name, value: dependency.name))
                continue
            }
            let localName = names.localNames[target]
            resolutions.append(.init(localName: localName, methodName: names.methodNames[target], arguments: names.parameterNames[target]))
            arguments.append(.init(label: dependency.name, value: localName))
        }
        return (resolutions, arguments)
    }

    private func resolveMethod(for index: Int, parameters: [DependencySlot], names: BindingNames) -> GeneratedMethod {
        let binding = bindings[index]
        let (resolutions, arguments) = localResolutions(of: binding.dependencies, targets: dependencyBindings[index], names: names)
        let result: GeneratedMethod.Result = switch binding.source {
        case .provider(let provider): .provider(methodName: provider.name, arguments: arguments)
        case .injectable(let type) where type.style == .factoryMethod: .factoryMethod(typeName: type.name, arguments: arguments)
        case .injectable(let type): .initializer(typeName: type.name, arguments: arguments)
        }
        return GeneratedMethod(
            name: names.methodNames[index], injectedInstance: nil, parameters: parameters,
            returnTypeName: binding.typeName, localResolutions: resolutions, result: result
        )
    }

    private func injectMethod(for type: InjectableType, known: [[DependencySlot]], names: BindingNames) -> GeneratedMethod {
        let targets = type.dependencies.map { bindingIndexByTypeName[$0.typeName] }
        let (resolutions, arguments) = localResolutions(of: type.dependencies, targets: targets, names: names)
        let instanceName = LocalName.lowercasingFirstWord(of: type.name)
        return GeneratedMethod(
            name: "injectTo" + type.name,
            injectedInstance: DependencySlot(name: instanceName, typeName: type.name),
            parameters: callSiteParameters(of: type.dependencies, targets: targets, known: known),
            returnTypeName: "Void", localResolutions: resolutions,
            result: .propertyInjection(instanceName: instanceName, typeName: type.name, arguments: arguments)
        )
    }
}

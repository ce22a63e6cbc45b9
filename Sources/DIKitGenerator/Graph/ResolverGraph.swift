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
        var methods = bindings.indices.map { index in
            resolveMethod(for: index, parameters: parametersOfBinding[index], known: parametersOfBinding)
        }
        for type in propertyInjectables {
            methods.append(injectMethod(for: type, known: parametersOfBinding))
        }
        // A stable sort by name: equal names keep their order.
        let sorted = methods.enumerated().sorted { lhs, rhs in
            lhs.element.name != rhs.element.name ? lhs.element.name < rhs.element.name : lhs.offset < rhs.offset
        }
        return .success(sorted.map(\.element))
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

    private func localResolutions(of dependencies: [DependencySlot], targets: [Int?], known: [[DependencySlot]]) -> (resolutions: [GeneratedMethod.LocalResolution], arguments: [GeneratedMethod.Argument]) {
        var resolutions: [GeneratedMethod.LocalResolution] = []
        var arguments: [GeneratedMethod.Argument] = []
        for (dependency, target) in zip(dependencies, targets) {
            guard let target else {
                arguments.append(.init(label: dependency.name, value: dependency.name))
                continue
            }
            let typeName = bindings[target].typeName
            let localName = LocalName.lowercasingFirstWord(of: typeName)
            resolutions.append(.init(localName: localName, methodName: "resolve" + typeName, arguments: known[target].map(\.name)))
            arguments.append(.init(label: dependency.name, value: localName))
        }
        return (resolutions, arguments)
    }

    private func resolveMethod(for index: Int, parameters: [DependencySlot], known: [[DependencySlot]]) -> GeneratedMethod {
        let binding = bindings[index]
        let (resolutions, arguments) = localResolutions(of: binding.dependencies, targets: dependencyBindings[index], known: known)
        let result: GeneratedMethod.Result = switch binding.source {
        case .provider(let provider): .provider(methodName: provider.name, arguments: arguments)
        case .injectable(let type) where type.style == .factoryMethod: .factoryMethod(typeName: type.name, arguments: arguments)
        case .injectable(let type): .initializer(typeName: type.name, arguments: arguments)
        }
        return GeneratedMethod(
            name: "resolve" + binding.typeName, injectedInstance: nil, parameters: parameters,
            returnTypeName: binding.typeName, localResolutions: resolutions, result: result
        )
    }

    private func injectMethod(for type: InjectableType, known: [[DependencySlot]]) -> GeneratedMethod {
        let targets = type.dependencies.map { bindingIndexByTypeName[$0.typeName] }
        let (resolutions, arguments) = localResolutions(of: type.dependencies, targets: targets, known: known)
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

/// One node of a resolver's graph as every reader sees it, checked or not: the type its
/// method builds or injects into, how, and its dependencies with the binding of each.
/// Generated code, graph export and `explain` read nodes through this one view, by the
/// node's `GeneratedMethod`.
struct GraphNode {
    let method: GeneratedMethod
    /// The type as generated code writes it.
    let typeName: String
    /// The canonical key dependencies are matched by.
    let key: TypeKey
    let construction: CheckedGraph.Node.Construction
    /// The provider's signature, or the type's name.
    let declaration: String
    /// What the initializer, factory method or provider declares (none for property injection).
    let effects: Effects
    let isolation: Isolation
    let scope: Scope
    /// Where the type or provider is declared.
    let reference: SourceReference
    let dependencies: [DependencySlot]
    /// The binding of each dependency; `nil`: a call-site parameter or a default.
    let targets: [Int?]
}

extension ResolverGraph {
    /// Every node: each binding's, then each property-injectable type's.
    var methods: [GeneratedMethod] {
        bindings.indices.map(GeneratedMethod.resolve) + propertyInjectables.indices.map(GeneratedMethod.injectTo)
    }

    /// The node of `method`.
    func node(_ method: GeneratedMethod) -> GraphNode {
        switch method {
        case .resolve(let index):
            let binding = bindings[index]
            let declaration = switch binding.source {
            case .provider(let provider): provider.signature
            case .injectable(let type): type.name
            }
            return GraphNode(
                method: method, typeName: binding.typeName, key: binding.type.key, construction: binding.construction,
                declaration: declaration, effects: binding.effects, isolation: binding.isolation, scope: binding.lifetime,
                reference: binding.reference, dependencies: binding.dependencies, targets: dependencyBindings[index]
            )
        case .injectTo(let position):
            let type = propertyInjectables[position]
            return GraphNode(
                method: method, typeName: type.name, key: type.type.key, construction: .propertyInjection, declaration: type.name,
                effects: .none, isolation: type.isolation, scope: .unique, reference: type.reference,
                dependencies: type.dependencies, targets: injectableDependencyBindings[position]
            )
        }
    }
}

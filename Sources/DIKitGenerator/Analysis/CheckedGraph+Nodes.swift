/// The checked graph as plain values, for tools that read it (graph export takes its methods):
/// a node for each type the resolver builds, provides or injects into, and an edge for
/// each of its dependencies.
extension CheckedGraph {
    public struct Node: Sendable {
        public enum Construction: Sendable, Equatable {
            case initializer
            case factoryMethod
            /// The provider method's name.
            case provider(String)
            case propertyInjection
            /// `InitializerInjectable`: the type's own initializer, its parameters the
            /// dependencies.
            case initializerParameters
            /// A value the scope is made with: the property's name.
            case scopeValue(String)
            /// A value a `ResolverDouble` holds in the binding's place: the property's name.
            case replacement(String)
            /// The scope's parent resolves it: the parent's method, as in
            /// `AppResolver.resolveDatabase()`.
            case parentScope(String)
            /// A collection of the contributions, named as in `contributeAudit(log:)`.
            case contributions([String])
            /// A scope's generated type, made by the parent's method: its name, as in
            /// `makeSessionResolver`.
            case scopeMaker(String)
            /// The type that binds it where it is declared (`ContributesBinding`): its name,
            /// as in `URLSessionAPIClient`, and the types whose bindings it replaced
            /// (`ReplacesContribution`) in this resolver's module.
            case contributedBinding(String, replacing: [String])
        }

        /// The type as generated code writes it.
        public var typeName: String
        /// The canonical key dependencies are matched by.
        public var key: String
        public var construction: Construction
        /// The generated method: `resolveT` or `injectToT`.
        public var methodName: String
        public var dependencies: [Edge]
        /// The generated method's call-site parameters, `(name, type)`, in order.
        public var callSiteParameters: [(name: String, typeName: String)]
        /// What the initializer, factory method or provider declares (none for property injection).
        public var effects: Effects
        /// What calling the generated method involves: `effects`, merged with the effects
        /// of every method it calls, at any distance.
        public var methodEffects: Effects
        /// The global actor the generated method runs on, if any: the declaration's, or one
        /// that what it calls, or the store it reads, needs (`MethodIsolation`).
        public var methodGlobalActor: String?
        public var isolation: Isolation
        public var scope: Scope
        public var access: AccessLevel
        /// Where the type or provider is declared.
        public var reference: SourceReference
    }

    public struct Edge: Sendable {
        /// The property or provider parameter.
        public var name: String
        public var typeName: String
        public var kind: DependencyKind
        /// The node that supplies it; `nil` for a call-site parameter or a default.
        public var target: Int?
        /// Where the property or parameter is declared.
        public var reference: SourceReference
    }

    /// A node for each generated method: the bindings in order, then the
    /// property-injectable types.
    public var nodes: [Node] {
        resolverGraph.ids.map { id in
            let node = resolverGraph[id]
            return Node(
                typeName: node.typeName, key: node.type.key.text, construction: node.construction, methodName: names[id],
                dependencies: zip(node.dependencies, resolverGraph.targets[id]).map { slot, target in
                    Edge(name: slot.name, typeName: slot.type.spelling, kind: slot.kind, target: target?.index, reference: slot.reference)
                },
                callSiteParameters: callSiteParameters[id].parameters.map { ($0.name, $0.typeName) }, effects: node.effects,
                methodEffects: effects[id].effects, methodGlobalActor: isolation[id].globalActor, isolation: node.isolation,
                scope: node.lifetime, access: access(of: id), reference: node.reference
            )
        }
    }
}

/// One resolver's dependency graph once it has been checked: no cycle, no duplicate, no
/// conflict. Emission, graph export and any later tool read it.
public struct CheckedGraph: Sendable {
    let resolverGraph: ResolverGraph
    /// The bindings grouped by the edges of every dependency, deferred ones included: each
    /// group after the groups it resolves, now or in a closure; a cycle through closures is
    /// one group, its bindings in ascending order.
    let methodComponents: [[Int]]
    let names: GeneratedMethodNames
    /// What calling each generated method involves, its dependencies' effects included.
    let effects: MethodEffects
    /// The global actor each generated method runs on, if any.
    let isolation: MethodIsolation
    /// The call-site parameters each generated method declares.
    let callSiteParameters: MethodTable<CallSiteParameters>
    /// Each generated method's access level: the resolver's, narrowed to what its signature's types allow.
    private let methodAccess: MethodTable<AccessLevel>

    init(facts: GraphFacts, visibility: TypeVisibility) {
        let resolverGraph = facts.graph
        self.resolverGraph = resolverGraph
        methodComponents = facts.methodComponents
        names = facts.names
        effects = facts.effects
        isolation = facts.isolation
        callSiteParameters = facts.callSiteParameters
        let resolverAccess = min(resolverGraph.resolver.access, .public)
        func access(returning type: TypeReference?, _ parameters: CallSiteParameters) -> AccessLevel {
            // Internal and narrower resolvers give internal methods: nothing to narrow.
            guard resolverAccess > .internal else { return .internal }
            let types = (type.map { [$0] } ?? []) + parameters.entries.map(\.origin.type)
            return max(.internal, types.map(visibility.level(of:)).reduce(resolverAccess, min))
        }
        methodAccess = MethodTable(
            ofBindings: zip(resolverGraph.bindings, facts.callSiteParameters.ofBindings).map { access(returning: $0.type, $1) },
            ofInjectables: zip(resolverGraph.propertyInjectables, facts.callSiteParameters.ofInjectables).map { access(returning: $0.type, $1) }
        )
    }

    /// The resolver's name.
    public var resolverName: String { resolverGraph.resolver.name }
    /// The names of the resolvers it refines directly.
    public var parentResolverNames: [String] { resolverGraph.resolver.parents }

    /// The access level of `method`.
    func access(of method: GeneratedMethod) -> AccessLevel { methodAccess[method] }
}

extension CheckedGraph {
    /// The effects of each generated method, by name.
    var effectsByMethodName: [String: Effects] {
        var byName: [String: Effects] = [:]
        for (method, name) in names.all.entries { byName[name] = effects[method].effects }
        return byName
    }
}

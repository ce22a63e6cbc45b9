/// One resolver's dependency graph once it has been checked: no cycle, no duplicate, no
/// conflict. Emission, graph export and any later tool read it.
public struct CheckedGraph: Sendable {
    let resolverGraph: ResolverGraph
    /// The nodes grouped by the edges of every dependency, deferred ones included: each
    /// group after the groups it resolves, now or in a closure; a cycle through closures is
    /// one group, its nodes in ascending order.
    let methodComponents: [[NodeID]]
    let names: GeneratedMethodNames
    /// What calling each generated method involves, its dependencies' effects included.
    let effects: MethodEffects
    /// The global actor each generated method runs on, if any.
    let isolation: MethodIsolation
    /// The call-site parameters each generated method declares.
    let callSiteParameters: NodeTable<CallSiteParameters>
    /// Each generated method's access level: the resolver's, narrowed to what its signature's types allow.
    private let methodAccess: NodeTable<AccessLevel>

    init(facts: GraphFacts, visibility: TypeVisibility) {
        let resolverGraph = facts.graph
        self.resolverGraph = resolverGraph
        methodComponents = facts.methodComponents
        names = facts.names
        effects = facts.effects
        isolation = facts.isolation
        callSiteParameters = facts.callSiteParameters
        let resolverAccess = min(resolverGraph.resolver.access, .public)
        // Internal and narrower resolvers give internal methods: nothing to narrow.
        methodAccess = NodeTable(resolverGraph.ids.map { node in
            guard resolverAccess > .internal else { return .internal }
            let types = [resolverGraph[node].type] + facts.callSiteParameters[node].entries.map(\.origin.type)
            return max(.internal, types.map(visibility.level(of:)).reduce(resolverAccess, min))
        })
    }

    /// The resolver's name.
    public var resolverName: String { resolverGraph.resolver.name }
    /// The names of the resolvers it refines directly.
    public var parentResolverNames: [String] { resolverGraph.resolver.parents }

    /// The access level of the method of `node`.
    func access(of node: NodeID) -> AccessLevel { methodAccess[node] }
}

/// How Swift tells two generated methods apart: their name and argument labels.
enum MethodSignature {
    /// `resolveProfile(user:)`; `injectToScreen(_:theme:)` for an `injectTo` method (`injects`),
    /// which takes the instance first.
    static func of(name: String, parameters: CallSiteParameters, injects: Bool) -> String {
        "\(name)(\(injects ? "_:" : "")\(parameters.entries.map { $0.parameter.name + ":" }.joined()))"
    }
}

extension CheckedGraph {
    /// The signature of the method of `node`, as Swift tells two methods apart:
    /// `resolveProfile(user:)`, `injectToScreen(_:theme:)`.
    func signature(of node: NodeID) -> String {
        MethodSignature.of(name: names[node], parameters: callSiteParameters[node], injects: !resolverGraph[node].bindsType)
    }

    /// The effects of each generated method, by signature.
    var effectsBySignature: [String: Effects] {
        var bySignature: [String: Effects] = [:]
        for node in resolverGraph.ids { bySignature[signature(of: node)] = effects[node].effects }
        return bySignature
    }
}

/// What the checks of a resolver's graph read once it has no cycle, each computed once in
/// `ResolverGraph.check`: the methods' names, effects, isolation and call-site parameters.
/// A checked graph is made of the same facts.
struct GraphFacts {
    let graph: ResolverGraph
    /// The nodes grouped by the edges of every dependency, deferred ones included: each
    /// group after the groups it resolves, now or in a closure.
    let methodComponents: [[NodeID]]
    let names: GeneratedMethodNames
    /// What calling each generated method involves, its dependencies' effects included.
    let effects: MethodEffects
    /// The global actor each generated method runs on, if any.
    let isolation: MethodIsolation
    let callSiteParameters: NodeTable<CallSiteParameters>
    let sendableTypes: SendableTypes
    /// The settings of the module whose extension holds the methods.
    let settings: CompilerSettings
}

/// The checks of a graph with no cycle, each a pass over its facts that adds diagnostics,
/// in the order they are reported. A new check is a new case.
///
/// Two checks come before the facts, as the facts need their answers: duplicate providers
/// (each type has one binding) and dependency cycles (an order of the bindings).
enum GraphPass: CaseIterable {
    /// Two types that would spell one method name.
    case generatedNameCollisions
    /// Methods that would run on two actors, and values or resolvers that cannot cross.
    case isolation
    /// Shared instances without a store, with two markers, or that need call-site parameters.
    case sharedInstances
    /// Closures and `Lazy` that cannot await, throw, cross or take what their target needs.
    case deferredDependencies
    /// One call-site parameter name with two types.
    case conflictingParameters
    /// Collections that miss contributions, or whose contributions need call-site parameters.
    case multibindings
    /// `SharedInResolution` types that a resolution cannot make once, first.
    case resolutionInstances

    func diagnostics(of facts: GraphFacts) -> [Diagnostic] {
        let graph = facts.graph
        switch self {
        case .generatedNameCollisions:
            return facts.names.collisions
        case .isolation:
            return IsolationDiagnostics(
                graph: graph, isolation: facts.isolation, effects: facts.effects, names: facts.names,
                callSiteParameters: facts.callSiteParameters, sendableTypes: facts.sendableTypes, settings: facts.settings
            ).diagnostics()
        case .sharedInstances:
            return SharedInstanceDiagnostics(graph: graph, callSiteParameters: facts.callSiteParameters).diagnostics()
        case .deferredDependencies:
            guard !graph.deferredDependencies.isEmpty else { return [] }
            return DeferredDependencyDiagnostics(
                graph: graph, effects: facts.effects, isolation: facts.isolation, callSiteParameters: facts.callSiteParameters,
                names: facts.names, settings: facts.settings
            ).diagnostics()
        case .conflictingParameters:
            return ConflictingParameterDiagnostics(facts: facts).diagnostics()
        case .multibindings:
            guard !graph.contributedElements.isEmpty else { return [] }
            return MultibindingDiagnostics(graph: graph, callSiteParameters: facts.callSiteParameters).diagnostics()
        case .resolutionInstances:
            return ResolutionInstanceDiagnostics(graph: graph).diagnostics()
        }
    }
}

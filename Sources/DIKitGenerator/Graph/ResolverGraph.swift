/// The dependency graph of one resolver: its bindings, found by type text in one
/// dictionary lookup each, the problems it has, and the methods generated from it.
///
/// Everything is linear in bindings + dependencies (plus the size of the parameter lists
/// it prints): an index from type text to binding is built once, the strongly connected
/// components give both the cycles and an order in which every binding comes after its
/// dependencies, and each binding's parameters are computed once, in that order.
struct ResolverGraph: Sendable {
    let resolver: ResolverProtocol
    let bindings: [Binding]
    let propertyInjectables: [InjectableType]
    /// Whose rules the graph follows: DIKit 0.5 knows no optional, closure or `Lazy` binding.
    let semantics: Semantics
    /// Which attributes of closure types are global actors.
    let globalActors: GlobalActors
    /// The type names several modules declare: a method is named from its type as the
    /// resolver's module names it (`ClashingNames.spelling(of:seenFrom:)`).
    let clashingNames: ClashingNames
    /// The first binding for each type key.
    let bindingIndexByKey: [TypeKey: Int]
    /// For each binding, the binding of each of its dependencies (`nil`: a call-site parameter).
    let dependencyBindings: [[Int?]]
    /// For each property-injectable type, the binding of each of its dependencies.
    let injectableDependencyBindings: [[Int?]]
    /// The dependencies that receive a closure or a `Lazy` of their target rather than its
    /// value; every other resolved dependency receives the value.
    let deferredDependencies: [DependencyPosition: DeferredDependency]
    /// For each binding, the bindings whose values constructing it needs: its cycles are errors.
    let successors: [[Int]]
    /// For each binding, the bindings its method resolves, now or in a closure: the order in
    /// which methods are made. `successors` when no dependency is deferred.
    let methodSuccessors: [[Int]]
    /// Each binding of a type bound before it, with the first binding of that type.
    private let repeatedBindings: [(binding: Int, first: Int)]
    /// The element types the program's resolvers contribute to, spelled, by key: a
    /// collection of one is made of contributions, not passed in (`MultibindingDiagnostics`).
    let contributedElements: [TypeKey: String]
    /// The types only the scopes of the resolver's tree bind (`ScopeTree.typesBoundInScopes`),
    /// and the shared types that live in them (`ScopedAwayTypes`), each with such a scope:
    /// a collection among them is a scope's to make, and a dependency on one no missing provider.
    let boundInScopes: [TypeKey: String]

    init(
        resolver: ResolverProtocol, bindings: [Binding], propertyInjectables: [InjectableType], semantics: Semantics,
        globalActors: GlobalActors, clashingNames: ClashingNames, contributedElements: [TypeKey: String] = [:],
        boundInScopes: [TypeKey: String] = [:]
    ) {
        self.resolver = resolver
        self.contributedElements = contributedElements
        self.boundInScopes = boundInScopes
        self.globalActors = globalActors
        self.clashingNames = clashingNames
        self.bindings = bindings
        self.propertyInjectables = propertyInjectables
        self.semantics = semantics
        var index: [TypeKey: Int] = [:]
        index.reserveCapacity(bindings.count)
        var repeated: [(binding: Int, first: Int)] = []
        for (position, binding) in bindings.enumerated() {
            let key = binding.type.key
            let first = index.firstValue(position, forKey: key)
            if first != position { repeated.append((position, first)) }
        }
        bindingIndexByKey = index
        repeatedBindings = repeated
        // Every method's dependencies are looked up independently of the others: on all cores.
        let bindingIndex = index
        let bindingTargets = Parallel.map(count: bindings.count) { node in
            DependencyTargets(of: bindings[node].dependencies, in: bindingIndex, semantics: semantics)
        }
        let injectableTargets = Parallel.map(count: propertyInjectables.count) { position in
            DependencyTargets(of: propertyInjectables[position].dependencies, in: bindingIndex, semantics: semantics)
        }
        var deferred: [DependencyPosition: DeferredDependency] = [:]
        func recordDeferred(of methodTargets: [DependencyTargets], in method: (Int) -> GeneratedMethod) {
            for (owner, targets) in methodTargets.enumerated() {
                for (index, deferredAs) in targets.deferred { deferred[DependencyPosition(method: method(owner), index: index)] = deferredAs }
            }
        }
        recordDeferred(of: bindingTargets, in: GeneratedMethod.resolve)
        recordDeferred(of: injectableTargets, in: GeneratedMethod.injectTo)
        dependencyBindings = bindingTargets.map(\.bindings)
        injectableDependencyBindings = injectableTargets.map(\.bindings)
        deferredDependencies = deferred
        methodSuccessors = dependencyBindings.map { $0.compactMap { $0 } }
        successors = deferred.isEmpty ? methodSuccessors : dependencyBindings.enumerated().map { node, targets in
            targets.indices.compactMap { position in
                deferred[DependencyPosition(method: .resolve(node), index: position)] == nil ? targets[position] : nil
            }
        }
    }

    /// The binding of each dependency of one method, and the dependencies among them that
    /// receive their target deferred.
    private struct DependencyTargets {
        var bindings: [Int?]
        var deferred: [(index: Int, as: DeferredDependency)]

        /// A dependency is bound by its own type, or under the current rules by the type it
        /// wraps: `T?`, `Lazy<T>`, `() -> T`.
        init(of dependencies: [DependencySlot], in bindingIndex: [TypeKey: Int], semantics: Semantics) {
            var deferred: [(index: Int, as: DeferredDependency)] = []
            bindings = dependencies.enumerated().map { position, slot in
                if let target = bindingIndex[slot.type.key] { return target }
                guard semantics.includes(.wrappedDependencies), let (key, deferredAs) = DeferredDependency.wrapped(in: slot.type),
                      let target = bindingIndex[key] else { return nil }
                if let deferredAs { deferred.append((position, deferredAs)) }
                return target
            }
            self.deferred = deferred
        }
    }

    /// The dependency of binding `node` that `target` satisfies (the first, if several do).
    func slot(of node: Int, targeting target: Int) -> DependencySlot {
        bindings[node].dependencies[dependencyBindings[node].firstIndex(of: target)!]
    }

    /// The dependencies of `method` and the binding of each.
    func dependencies(of method: GeneratedMethod) -> (slots: [DependencySlot], targets: [Int?]) {
        switch method {
        case .resolve(let binding): (bindings[binding].dependencies, dependencyBindings[binding])
        case .injectTo(let position): (propertyInjectables[position].dependencies, injectableDependencyBindings[position])
        }
    }

    /// How dependency `index` of `method` is passed when it is deferred; `nil` for a value.
    func deferred(_ method: GeneratedMethod, _ index: Int) -> DeferredDependency? {
        deferredDependencies.isEmpty ? nil : deferredDependencies[DependencyPosition(method: method, index: index)]
    }

    /// The targets of `method` whose values it needs (not those it defers), for what a
    /// method inherits from the methods it calls directly: effects.
    func constructionTargets(of method: GeneratedMethod) -> [Int?] {
        let targets = dependencies(of: method).targets
        guard !deferredDependencies.isEmpty else { return targets }
        return targets.indices.map { deferred(method, $0) == nil ? targets[$0] : nil }
    }

    /// What `check` finds.
    typealias Check = (graph: CheckedGraph?, diagnostics: [Diagnostic], unprovided: [UnprovidedDependency])

    /// Checks the graph: duplicate bindings and cycles, then each `GraphPass` over the
    /// facts every pass reads (`GraphFacts`) and, under `--strict`, parameters nothing provides. The checked graph, when no problem is an error, the
    /// problems found, and the dependencies nothing provides that `options` asks to report,
    /// which the caller reports with every resolver's (errors under `--strict`). The methods
    /// of a refined resolver take the effects of those it redefines (`inherited`).
    func check(
        options: GeneratorOptions, visibility: TypeVisibility, sendableTypes: SendableTypes, inherited: InheritedEffects = InheritedEffects()
    ) -> Check {
        var diagnostics = duplicateBindings()
        let components = StronglyConnectedComponents(successors: successors)
        let cycles = DependencyCycles(graph: self).diagnostics(components: components)
        guard cycles.isEmpty else { return (nil, diagnostics + cycles, []) }

        // Dependencies come first in component order, so theirs are ready when needed.
        let dependencyOrder = components.components.map { $0[0] }
        // Closures and `Lazy` resolve later, but their methods are still called: methods are
        // made in the order of every edge, a cycle through closures as one.
        let methodComponents = deferredDependencies.isEmpty
            ? components.components : StronglyConnectedComponents(successors: methodSuccessors).components
        let names = GeneratedMethodNames(graph: self)
        let inheritedEffects = inherited.ofMethods(of: self, names: names)
        // The settings of the module whose extension holds the methods.
        let settings = options.moduleSettings.of(resolver.module)
        // Effects read only the graph; isolation reads the call-site parameters too: on two cores.
        let (effects, (callSiteParameters, isolation)) = Parallel.both(
            { MethodEffects(graph: self, dependencyOrder: dependencyOrder, inherited: inheritedEffects) },
            {
                let parameters = parametersOfMethods(methodComponents: methodComponents)
                return (parameters, MethodIsolation(
                    graph: self, methodComponents: methodComponents, callSiteParameters: parameters, sendableTypes: sendableTypes
                ))
            }
        )
        let facts = GraphFacts(
            graph: self, methodComponents: methodComponents, names: names, effects: effects, isolation: isolation,
            callSiteParameters: callSiteParameters, sendableTypes: sendableTypes,
            settings: settings
        )
        for pass in GraphPass.allCases { diagnostics += pass.diagnostics(of: facts) }
        let unprovided = ImplicitParameters(graph: self, methodNames: names, callSiteParameters: callSiteParameters).unprovided(options: options)
        // `--verbose`'s notes are unprovided too: only a missing provider (`--strict`) rejects the graph.
        guard !diagnostics.contains(where: { $0.severity == .error }), !unprovided.contains(where: \.isMissingProvider) else {
            return (nil, diagnostics, unprovided)
        }
        return (CheckedGraph(facts: facts, visibility: visibility), diagnostics, unprovided)
    }

    /// The call-site parameters of each binding's method and of each property-injectable
    /// type's, the components of `methodComponents` in order: dependencies first.
    private func parametersOfMethods(methodComponents: [[Int]]) -> MethodTable<CallSiteParameters> {
        var ofBinding = Array(repeating: CallSiteParameters(), count: bindings.count)
        for component in methodComponents {
            // One binding, no array: almost every component.
            guard component.count > 1 else {
                ofBinding[component[0]] = CallSiteParameters(ofBinding: component[0], in: self, known: ofBinding)
                continue
            }
            let parameters = CallSiteParameters.ofCycle(component, in: self, known: ofBinding)
            for (binding, parametersOfBinding) in zip(component, parameters) { ofBinding[binding] = parametersOfBinding }
        }
        let ofInjectable = propertyInjectables.indices.map { position in
            CallSiteParameters(ofInjectable: position, in: self, known: ofBinding)
        }
        return MethodTable(ofBindings: ofBinding, ofInjectables: ofInjectable)
    }

    /// Two bindings for one type, such as two provider methods returning it: which one to
    /// call is ambiguous, and the generated methods would clash.
    private func duplicateBindings() -> [Diagnostic] {
        // Only a type bound twice gets a list of its bindings, from those the index found.
        var duplicatesOfFirst: [Int: [Int]] = [:]
        for (binding, first) in repeatedBindings {
            duplicatesOfFirst[first, default: [first]].append(binding)
        }
        return duplicatesOfFirst.values.map { candidates in
            let typeName = bindings[candidates[0]].typeName
            return Diagnostic(
                .error, id: .duplicateProvider, "'\(typeName)' has \(candidates.count) providers in '\(resolver.name)'",
                at: resolver.reference,
                notes: candidates.map { .init("candidate: \(bindings[$0].description)", at: bindings[$0].reference) },
                fix: "keep one provider of '\(typeName)'; to use several values of one type, wrap each in a type of its own"
            )
        }
    }
}

/// The names of a resolver's generated methods: `resolve` or `injectTo` followed by the
/// type's key spelled as an identifier (`TypeNameFragment`: `Checkout.Screen` →
/// `resolveCheckoutScreen`), and the collisions between different types that would spell
/// the same name.
struct GeneratedMethodNames {
    /// Every method's name.
    let all: MethodTable<String>
    /// The type-based name of a local that holds each binding's value (`httpClient`).
    let localOfBinding: [String]
    let collisions: [Diagnostic]

    init(graph: ResolverGraph) {
        // Each name is spelled from its type alone: on all cores.
        let module = graph.resolver.module
        let bindingNames = Parallel.map(count: graph.bindings.count) { binding in
            let fragment = TypeNameFragment.of(graph.clashingNames.spelling(of: graph.bindings[binding].type.key, seenFrom: module))
            return BindingNames(method: "resolve" + fragment, local: LocalName.lowercasingFirstWord(of: fragment))
        }
        localOfBinding = bindingNames.map(\.local)
        let injectableNames = Parallel.map(count: graph.propertyInjectables.count) { position in
            "injectTo" + TypeNameFragment.of(graph.clashingNames.spelling(of: graph.propertyInjectables[position].type.key, seenFrom: module))
        }
        let all = MethodTable(ofBindings: bindingNames.map(\.method), ofInjectables: injectableNames)
        self.all = all

        // Claimants in method order: the bindings, then the property-injectable types. Only
        // each name's first claimant is kept; who it is is looked up on a clash.
        func claimant(_ method: GeneratedMethod) -> (typeName: String, reference: SourceReference) {
            switch method {
            case .resolve(let binding): (graph.bindings[binding].typeName, graph.bindings[binding].reference)
            case .injectTo(let position): (graph.propertyInjectables[position].name, graph.propertyInjectables[position].reference)
            }
        }
        var firstClaimant: [String: GeneratedMethod] = [:]
        firstClaimant.reserveCapacity(graph.bindings.count + graph.propertyInjectables.count)
        var collisions: [Diagnostic] = []
        for (method, name) in all.entries {
            let firstMethod = firstClaimant.firstValue(method, forKey: name)
            guard firstMethod != method else { continue }
            let (typeName, reference) = claimant(method)
            let first = claimant(firstMethod)
            // One type bound twice is a duplicate provider, reported as such.
            guard first.typeName != typeName else { continue }
            collisions.append(Diagnostic(
                .error, id: .generatedNameCollision,
                "'\(typeName)' and '\(first.typeName)' would both generate '\(graph.resolver.name).\(name)'",
                at: reference, notes: [.init("'\(first.typeName)' is declared here", at: first.reference)],
                fix: "rename one of the types, or wrap one in a type of its own"
            ))
        }
        self.collisions = collisions
    }

    /// The name of `method`: `resolveHTTPClient`, `injectToScreen`.
    subscript(method: GeneratedMethod) -> String { all[method] }

    /// A binding's method name and the name of a local that holds its value.
    private struct BindingNames {
        var method: String
        var local: String
    }
}

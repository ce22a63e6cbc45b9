/// The names of a resolver's generated methods: `resolve` or `injectTo` followed by the
/// type's key spelled as an identifier (`TypeNameFragment`: `Checkout.Screen` →
/// `resolveCheckoutScreen`), and the collisions between different types that would spell
/// the same name.
struct GeneratedMethodNames {
    /// The `resolve` method of each binding.
    let ofBinding: [String]
    /// The type-based name of a local that holds each binding's value (`httpClient`).
    let localOfBinding: [String]
    /// The `injectTo` method of each property-injectable type.
    let ofInjectable: [String]
    let collisions: [Diagnostic]

    init(graph: ResolverGraph) {
        // Each name is spelled from its type alone: on all cores.
        let module = graph.resolver.module
        let bindingNames = Parallel.map(count: graph.bindings.count) { binding in
            let fragment = TypeNameFragment.of(graph.clashingNames.key(graph.bindings[binding].type.key, seenFrom: module))
            return BindingNames(method: "resolve" + fragment, local: LocalName.lowercasingFirstWord(of: fragment))
        }
        let bindingMethods = bindingNames.map(\.method)
        ofBinding = bindingMethods
        localOfBinding = bindingNames.map(\.local)
        let injectableNames = Parallel.map(count: graph.propertyInjectables.count) { position in
            "injectTo" + TypeNameFragment.of(graph.clashingNames.key(graph.propertyInjectables[position].type.key, seenFrom: module))
        }
        ofInjectable = injectableNames

        // Claimants in order: the bindings, then the property-injectable types. Only the
        // position of each name's first claimant is kept; who it is is looked up on a clash.
        let bindingCount = graph.bindings.count
        func claimant(_ position: Int) -> (name: String, typeName: String, reference: SourceReference) {
            guard position >= bindingCount else {
                let binding = graph.bindings[position]
                return (bindingMethods[position], binding.typeName, binding.reference)
            }
            let type = graph.propertyInjectables[position - bindingCount]
            return (injectableNames[position - bindingCount], type.name, type.reference)
        }
        var firstClaimant: [String: Int] = [:]
        firstClaimant.reserveCapacity(bindingCount + graph.propertyInjectables.count)
        var collisions: [Diagnostic] = []
        for position in 0..<(bindingCount + graph.propertyInjectables.count) {
            let name = position < bindingCount ? bindingMethods[position] : injectableNames[position - bindingCount]
            let firstPosition = firstClaimant.firstValue(position, forKey: name)
            guard firstPosition != position else { continue }
            let (_, typeName, reference) = claimant(position)
            let first = claimant(firstPosition)
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

    /// A binding's method name and the name of a local that holds its value.
    private struct BindingNames {
        var method: String
        var local: String
    }
}

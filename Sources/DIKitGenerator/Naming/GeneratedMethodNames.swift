/// The names of a resolver's generated methods: `resolve` or `injectTo` followed by the
/// type's name spelled as an identifier (`TypeNameFragment`), and the collisions between
/// different types that would spell the same name.
struct GeneratedMethodNames {
    /// The `resolve` method of each binding.
    let ofBinding: [String]
    /// The type-based name of a local that holds each binding's value (`httpClient`).
    let localOfBinding: [String]
    /// The `injectTo` method of each property-injectable type, by type name.
    let ofInjectable: [String: String]
    let collisions: [Diagnostic]

    init(graph: ResolverGraph) {
        let fragments = graph.bindings.map { TypeNameFragment.of($0.typeName) }
        ofBinding = fragments.map { "resolve" + $0 }
        localOfBinding = fragments.map(LocalName.lowercasingFirstWord(of:))
        var injectableNames: [String: String] = [:]
        injectableNames.reserveCapacity(graph.propertyInjectables.count)
        for type in graph.propertyInjectables {
            injectableNames[type.name] = "injectTo" + TypeNameFragment.of(type.name)
        }
        ofInjectable = injectableNames

        var claimed: [String: (typeName: String, reference: SourceReference)] = [:]
        claimed.reserveCapacity(graph.bindings.count + graph.propertyInjectables.count)
        var collisions: [Diagnostic] = []
        let named = zip(ofBinding, graph.bindings.map { ($0.typeName, $0.reference) })
            + graph.propertyInjectables.map { (injectableNames[$0.name]!, ($0.name, $0.reference)) }
        for (name, (typeName, reference)) in named {
            guard let first = claimed[name] else {
                claimed[name] = (typeName, reference)
                continue
            }
            // One type bound twice is a duplicate provider, reported as such.
            guard first.typeName != typeName else { continue }
            collisions.append(Diagnostic(
                .error, id: "generated-name-collision",
                "'\(typeName)' and '\(first.typeName)' would both generate '\(graph.resolver.name).\(name)'",
                at: reference, notes: [.init("'\(first.typeName)' is declared here", at: first.reference)],
                fix: "rename one of the types, or wrap one in a type of its own"
            ))
        }
        self.collisions = collisions
    }
}

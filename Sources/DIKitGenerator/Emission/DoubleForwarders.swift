/// The members a `ResolverDouble`'s extension adds to the methods that change: an
/// implementation of each requirement of the doubled resolver that the double does not
/// implement itself. A provider of a type that a property replaces returns the property;
/// any other provider or contribution is the app's conformer's, which the double holds.
enum DoubleForwarders {
    /// The types the implementations of `resolver` (a double) name: what the file imports by
    /// name in a program of several modules (`ScopedImports`).
    static func namedTypes(of resolver: ResolverProtocol) -> [TypeReference] {
        guard resolver.double != nil else { return [] }
        return (resolver.providers + resolver.contributions.map(\.method)).flatMap { [$0.returnType] + $0.parameters.map(\.type) }
    }

    /// The implementations `resolver` (a double) lacks, in name order.
    static func functions(of resolver: ResolverProtocol) -> [FunctionSyntax] {
        guard let double = resolver.double else { return [] }
        let replacementOfType = Dictionary(resolver.replacements.map { ($0.returnType.key, $0.name) }) { first, _ in first }
        let access: AccessLevel = resolver.access >= .public ? .public : .internal
        var functions: [FunctionSyntax] = []
        // Each requirement once: the double's providers and contributions were read so.
        let requirements = resolver.providers + resolver.contributions.filter { $0.implementation == nil }.map(\.method)
        for method in requirements where !double.implemented.contains(ResolverProtocol.requirement(of: method)) {
            let value: Expression
            if let replacement = replacementOfType[method.returnType.key] {
                value = .identifier(replacement)
            } else if let base = double.base {
                let call = Expression.call(
                    callee: .member(base: base, name: method.name),
                    arguments: method.parameters.map { .init(label: $0.argumentLabel, value: .identifier($0.name)) }
                )
                value = method.effects == .none ? call : .effectful(method.effects, call)
            } else {
                // Reported when the double was read (`invalid-resolver-double`).
                continue
            }
            functions.append(FunctionSyntax(
                access: access, name: method.name,
                parameters: method.parameters.map { slot in
                    ParameterSyntax(
                        label: slot.argumentLabel == nil ? "_" : slot.argumentLabel == slot.name ? nil : slot.argumentLabel,
                        name: slot.name, type: slot.type.spelling, defaultValue: nil
                    )
                },
                effects: method.effects, returnType: method.returnType.spelling, body: [.return(value)]
            ))
        }
        return functions.sorted { $0.name < $1.name }
    }
}

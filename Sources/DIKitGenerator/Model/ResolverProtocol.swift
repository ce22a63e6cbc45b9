import SwiftDeclarations

/// A method of a resolver whose name starts with `provide`: the conforming type supplies
/// the value of its return type.
struct ProviderMethod {
    /// The name without parameters, as in `provideHTTPClient`.
    var name: String
    var returnTypeName: String
    /// The parameters, by internal name; resolved like dependencies.
    var parameters: [DependencySlot]
    var reference: SourceReference
}

/// A type whose inheritance clause names `Resolver`: the generator extends it.
struct ResolverProtocol {
    var name: String
    var providers: [ProviderMethod]
    var reference: SourceReference
}

extension ResolverProtocol {
    /// Reads `type` as a resolver, or returns `nil` when it does not name `Resolver`.
    /// Malformed provider methods are reported in `diagnostics`.
    static func read(_ type: LocatedType, diagnostics: inout [Diagnostic]) -> ResolverProtocol? {
        guard type.inherits("Resolver") else { return nil }
        var providers: [ProviderMethod] = []
        for method in type.methods where method.kind == .function && method.name.hasPrefix("provide") {
            let reference = type.file.reference(at: method.offset)
            guard let returnType = method.returnType, !isVoid(returnType.text) else {
                diagnostics.append(Diagnostic(.error, id: "void-provider", "Provide method must return non-void type", at: reference))
                continue
            }
            guard !method.isStatic else {
                diagnostics.append(Diagnostic(.error, id: "static-provider", "Provide method must not be static", at: reference))
                continue
            }
            providers.append(ProviderMethod(
                name: method.name,
                returnTypeName: returnType.text,
                parameters: method.parameters.map { DependencySlot(name: $0.internalName, typeName: $0.type?.text ?? "") },
                reference: reference
            ))
        }
        return ResolverProtocol(name: type.name, providers: providers, reference: type.reference)
    }

    private static func isVoid(_ typeName: String) -> Bool {
        typeName == "Void" || typeName == "()" || typeName == "Swift.Void"
    }
}

import SwiftDeclarations

/// A method of a resolver whose name starts with `provide`: the conforming type supplies
/// the value of its return type.
struct ProviderMethod {
    /// The name without parameters, as in `provideHTTPClient`.
    var name: String
    /// The name with its labels, as in `provideGrinder(model:)`, for diagnostics.
    var signature: String
    var returnTypeName: String
    /// The parameters, by internal name; resolved like dependencies.
    var parameters: [DependencySlot]
    var reference: SourceReference
}

/// A type whose inheritance clause names `Resolver`: the generator extends it.
struct ResolverProtocol {
    var name: String
    /// Its own provider methods, then those of the protocols it inherits, which a
    /// conforming type implements as well.
    var providers: [ProviderMethod]
    var reference: SourceReference
}

extension ResolverProtocol {
    /// Reads `type` as a resolver, or returns `nil` when it does not name `Resolver`.
    /// `protocols` are the protocols that were read, by name, for inherited providers.
    /// Malformed provider methods are reported in `diagnostics`.
    static func read(_ type: LocatedType, protocols: [String: LocatedType], diagnostics: inout [Diagnostic]) -> ResolverProtocol? {
        guard type.inherits("Resolver") else { return nil }
        var providers: [ProviderMethod] = []
        var visited: Set<String> = [type.name]
        var queue = [type]
        var next = 0
        while next < queue.count {
            let declaringType = queue[next]
            next += 1
            providers += providerMethods(of: declaringType, diagnostics: &diagnostics)
            for parent in declaringType.declaration.inheritance {
                guard let parentType = protocols[parent.text], visited.insert(parent.text).inserted else { continue }
                queue.append(parentType)
            }
        }
        return ResolverProtocol(name: type.name, providers: providers, reference: type.reference)
    }

    /// The methods of `type` whose names start with `provide`; a static one, or one that
    /// returns nothing, is reported at the offending token and left out.
    private static func providerMethods(of type: LocatedType, diagnostics: inout [Diagnostic]) -> [ProviderMethod] {
        var providers: [ProviderMethod] = []
        for method in type.methods where method.kind == .function && method.name.hasPrefix("provide") {
            guard let returnType = method.returnType, !isVoid(returnType.text) else {
                diagnostics.append(Diagnostic(
                    .error, id: "void-provider", "Provide method must return non-void type",
                    at: type.reference(at: method.returnType?.offset ?? method.nameOffset),
                    fix: "return the provided type, as in 'func \(method.name)() -> T'"
                ))
                continue
            }
            if let staticModifier = method.modifiers.first(where: { $0.name == "static" || $0.name == "class" }) {
                diagnostics.append(Diagnostic(
                    .error, id: "static-provider", "Provide method must not be static",
                    at: type.reference(at: staticModifier.offset), fix: "remove '\(staticModifier.name)'"
                ))
                continue
            }
            let labels = method.parameters.map { ($0.label ?? "_") + ":" }.joined()
            let signature = "\(type.name).\(method.name)(\(labels))"
            providers.append(ProviderMethod(
                name: method.name,
                signature: signature,
                returnTypeName: returnType.text,
                parameters: method.parameters.map { parameter in
                    DependencySlot(
                        name: parameter.internalName, typeName: parameter.type?.text ?? "",
                        reference: type.reference(at: parameter.offset), owner: signature
                    )
                },
                reference: type.reference(at: method.offset)
            ))
        }
        return providers
    }

    private static func isVoid(_ typeName: String) -> Bool {
        typeName == "Void" || typeName == "()" || typeName == "Swift.Void"
    }
}

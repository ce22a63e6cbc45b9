/// A type whose static `provideX()` methods are providers of every resolver that sees them
/// (`ContributesProviders`): a module's providers, contributed to resolvers it does not name.
struct ProviderContainer: Sendable {
    let entry: TypeEntry
    let providers: [ContainedProvider]
}

/// One static provider of a container, read as a provider whose call names the container:
/// `NetworkingProviders.provideServerURL()`.
struct ContainedProvider: Sendable {
    var method: ProviderMethod
    /// The container as generated code names it.
    var container: String
    /// Who can call it: its own access, at most its container's.
    var access: AccessLevel
}

extension ProviderContainer {
    /// The static providers `entry` declares, in its declaration and its extensions; an
    /// instance method named as a provider, and a generic container, are reported: nothing
    /// makes an instance to call it on, and a static call would need the generic arguments.
    static func read(_ entry: TypeEntry, in table: TypeTable, inference: IsolationInference, diagnostics: inout [Diagnostic]) -> ProviderContainer {
        if entry.isGeneric {
            diagnostics.append(Diagnostic(
                .error, id: .invalidProviderContainer,
                "'\(entry.name)' conforms to 'ContributesProviders', but it is generic: a call of its static providers would need its generic arguments",
                at: table.conformanceReference(of: entry, to: .contributesProviders),
                fix: "declare the providers in a type that is not generic"
            ))
            return ProviderContainer(entry: entry, providers: [])
        }
        let typeIsolation = inference.ofType(entry)
        var providers: [ContainedProvider] = []
        for part in entry.parts {
            for case .function(let method) in part.declaration.members where method.kind == .function && method.name.hasPrefix("provide") {
                guard method.modifiers.contains(where: { $0.name == "static" || $0.name == "class" }) else {
                    diagnostics.append(Diagnostic(
                        .error, id: .invalidProviderContainer,
                        "'\(method.name)' of '\(entry.name)' must be static: nothing makes an instance of '\(entry.name)' to call it on",
                        at: part.reference(at: method.nameOffset), fix: "declare it 'static func \(method.name)'"
                    ))
                    continue
                }
                guard let returnType = method.returnType, !ResolverProtocol.isVoid(returnType.text) else {
                    diagnostics.append(Diagnostic(
                        .error, id: .voidProvider, "a provider must return the value it provides",
                        at: part.reference(at: method.returnType?.offset ?? method.nameOffset),
                        fix: "return the provided type, as in 'static func \(method.name)() -> T'"
                    ))
                    continue
                }
                let signature = "\(entry.name).\(method.name)(\(TypeEntry.labels(of: method)))"
                let returned = table.reference(to: returnType.text, in: entry)
                let provider = ProviderMethod(
                    name: method.name,
                    signature: signature,
                    returnType: returned,
                    parameters: ResolverProtocol.providerParameters(of: method, in: part, of: entry, signature: signature, table: table),
                    reference: part.reference(at: method.offset),
                    effects: Effects(of: method, in: table, scope: entry),
                    isolation: inference.ofMember(method, in: part, typeIsolation: typeIsolation),
                    asyncExecution: inference.asyncExecution(of: method, in: part),
                    scope: ResolverProtocol.providedScope(of: returned, in: table),
                    distance: .max
                )
                providers.append(ContainedProvider(method: provider, container: entry.name, access: min(AccessLevel.of(method, in: part), entry.access)))
            }
        }
        return ProviderContainer(entry: entry, providers: providers)
    }
}

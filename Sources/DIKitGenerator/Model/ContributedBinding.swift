/// A binding a type declares for itself (`ContributesBinding`): every resolver that sees the
/// type resolves `bound` as it, as if it had a provider `(Implementation) -> Bound`.
struct ContributedBinding: Sendable {
    /// The type the alias names: a protocol the implementation conforms to, or a class it
    /// inherits from.
    let bound: TypeReference
    /// The type that declares the binding, which builds the bound type's value.
    let implementation: InjectableType
    /// The declaration of the bound type, when it was read: a resolver sees the binding only
    /// where it sees both.
    let boundEntry: TypeEntry?
    /// Read as a provider that takes the implementation and returns it as the bound type:
    /// the graph's checks, effects and isolation treat it as any provider. Declared at the alias.
    let method: ProviderMethod
    /// The types whose bindings it takes the place of where it is seen, by name
    /// (`ReplacesContribution`): empty for a binding no replacement made.
    var replaced: [String] = []

    /// Where the alias is declared.
    var reference: SourceReference { method.reference }
}

extension ContributedBinding {
    /// The binding `type`'s `BoundType` alias declares, or why it declares none
    /// (`DeclaredSupertype.read`).
    static func read(of type: InjectableType, in table: TypeTable) -> Result<ContributedBinding, Diagnostic> {
        DeclaredSupertype.read(.boundType, of: type.entry, in: table).map { bound in
            let method = ProviderMethod.returningImplementation(type, as: bound, named: "\(type.entry.name).BoundType")
            return ContributedBinding(bound: bound.type, implementation: type, boundEntry: bound.entry, method: method)
        }
    }
}

extension ProviderMethod {
    /// A provider that takes `implementation` and returns it as `supertype`, declared at the
    /// alias that names it: how the graph reads a type's own binding or contribution, so that
    /// its checks, effects and isolation treat it as any provider's.
    static func returningImplementation(_ implementation: InjectableType, as supertype: DeclaredSupertype, named signature: String) -> ProviderMethod {
        let parameter = DependencySlot(
            name: LocalName.lowercasingFirstWord(of: TypeNameFragment.of(implementation.type.spelling)), argumentLabel: nil,
            type: implementation.type, kind: .direct, at: supertype.offset, in: supertype.file, owner: .provider(signature: signature)
        )
        // An isolated conformance (`@MainActor APIClient`) is used on its actor only.
        return ProviderMethod(
            name: signature, signature: signature, returnType: supertype.type, parameters: [parameter], reference: supertype.reference,
            effects: .none, isolation: supertype.conformance.globalActor.map(Isolation.globalActor) ?? .unspecified, asyncExecution: .caller,
            scope: .unique, distance: .max
        )
    }
}

/// How a type conforms to a protocol or inherits from a class, as its declarations say.
struct DeclaredConformance {
    /// The global actor of an isolated conformance written in an inheritance clause
    /// (`@MainActor APIClient`), for the protocol named there.
    var globalActor: String?
}

extension TypeTable {
    /// How `entry` conforms to the protocol `target`, or inherits from the class `target`, as
    /// the declarations read say: its own inheritance clauses (a composition's protocols
    /// each), its superclasses', and the protocols they name, at any depth; `nil` when they
    /// do not say it does.
    func declaredConformance(of entry: TypeEntry, to target: TypeEntry) -> DeclaredConformance? {
        var pending = Array(lineage(of: entry))
        var visited = Set(pending.map(\.key))
        guard !visited.contains(target.key) else { return DeclaredConformance() }
        while let type = pending.popLast() {
            for part in type.parts {
                for inherited in part.declaration.inheritance {
                    let (written, globalActor) = TypeTable.withoutAttributes(inherited.text)
                    for named in declaredEntries(of: reference(to: written, in: type)) {
                        if named.key == target.key { return DeclaredConformance(globalActor: globalActor) }
                        guard named.kind == .protocol || named.kind == .class, visited.insert(named.key).inserted else { continue }
                        pending.append(named)
                    }
                }
            }
        }
        return nil
    }

    /// The entries a written supertype names: itself, or each of a composition's (`P & Q`).
    private func declaredEntries(of type: TypeReference) -> [TypeEntry] {
        guard !type.key.isPlainName else { return entry(named: type.key.text).map { [$0] } ?? [] }
        return declaredEntries(in: type.description)
    }

    private func declaredEntries(in description: TypeDescription) -> [TypeEntry] {
        switch description {
        case .named(let components): entry(named: components.map(\.name).joined(separator: ".")).map { [$0] } ?? []
        case .composition(let parts): parts.flatMap(declaredEntries(in:))
        default: []
        }
    }

    /// An inheritance entry without the attributes and modifier before it (`Sendable` for
    /// `@unchecked Sendable`, `Client` for `nonisolated Client` or `@MainActor Client`), and
    /// the global actor an attribute isolates the conformance to.
    private static func withoutAttributes(_ text: String) -> (type: String, globalActor: String?) {
        var rest = Substring(text)
        var globalActor: String?
        while rest.hasPrefix("@") || rest.hasPrefix("nonisolated "), let space = rest.firstIndex(of: " ") {
            let attribute = rest[rest.index(after: rest.startIndex)..<space]
            if rest.hasPrefix("@"), !["unchecked", "preconcurrency", "retroactive"].contains(attribute) { globalActor = String(attribute) }
            rest = rest[rest.index(after: space)...].drop { $0 == " " }
        }
        return (String(rest), globalActor)
    }
}

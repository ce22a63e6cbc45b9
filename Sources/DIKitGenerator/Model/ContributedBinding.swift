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

    /// Where the alias is declared.
    var reference: SourceReference { method.reference }
}

extension ContributedBinding {
    /// The binding `type`'s `BoundType` alias declares, or why it declares none: the alias is
    /// missing, is a nested type, names a generic or structural type, or names a type that
    /// `type` does not conform to or inherit from as its declarations say.
    static func read(of type: InjectableType, in table: TypeTable) -> Result<ContributedBinding, Diagnostic> {
        let entry = type.entry
        let conformanceReference = table.conformanceReference(of: entry, to: .contributesBinding)
        let fix = "declare 'typealias BoundType = any P' in '\(entry.name)', naming a protocol P it conforms to or a class it inherits from"
        switch table.memberType(named: "BoundType", of: entry) {
        case nil:
            return .failure(Diagnostic(
                .error, id: .invalidContributedBinding,
                "'\(entry.name)' conforms to 'ContributesBinding' but does not say what it binds: it declares no 'BoundType'",
                at: conformanceReference, fix: fix
            ))
        case .nested(let nested)?:
            return .failure(Diagnostic(
                .error, id: .invalidContributedBinding,
                "'BoundType' of '\(entry.name)' must be a typealias naming the type it binds, not a nested \(nested.kind?.rawValue ?? "type")",
                at: nested.reference, fix: fix
            ))
        case .alias(let alias, let target, let aliasEntry)?:
            let reference = alias.file.reference(at: alias.declaration.offset)
            let written = alias.declaration.type?.text ?? target.key.text
            let bound = table.reference(to: written, in: entry)
            // A name qualified with its module (`any Networking.APIClient`) is found by its key.
            guard let boundEntry = aliasEntry ?? table.declaredEntry(of: bound) ?? table.entry(named: bound.key.text),
                  boundEntry.kind == .protocol || boundEntry.kind == .class else {
                return .failure(Diagnostic(
                    .error, id: .invalidContributedBinding,
                    "'BoundType' of '\(entry.name)' must name a protocol or a class declared among the files read, not '\(written)'",
                    at: reference, fix: fix
                ))
            }
            guard boundEntry.key != entry.key else {
                return .failure(Diagnostic(
                    .error, id: .invalidContributedBinding,
                    "'\(entry.name)' binds itself: 'BoundType' must name a protocol it conforms to or a class it inherits from",
                    at: reference, fix: fix
                ))
            }
            guard let conformance = table.declaredConformance(of: entry, to: boundEntry) else {
                let relation = boundEntry.kind == .protocol ? "conform to protocol" : "inherit from class"
                return .failure(Diagnostic(
                    .error, id: .invalidContributedBinding,
                    "'\(entry.name)' binds '\(bound.spelling)', but does not \(relation) '\(boundEntry.name)': "
                        + "generated code could not return it as one",
                    at: reference, fix: "add '\(boundEntry.name)' to the conformances of '\(entry.name)', or bind a type it conforms to"
                ))
            }
            let signature = "\(entry.name).BoundType"
            let parameter = DependencySlot(
                name: LocalName.lowercasingFirstWord(of: TypeNameFragment.of(type.type.spelling)), argumentLabel: nil, type: type.type,
                kind: .direct, at: alias.declaration.offset, in: alias.file, owner: .provider(signature: signature)
            )
            // An isolated conformance (`@MainActor APIClient`) is used on its actor only.
            let method = ProviderMethod(
                name: signature, signature: signature, returnType: bound, parameters: [parameter], reference: reference,
                effects: .none, isolation: conformance.globalActor.map(Isolation.globalActor) ?? .unspecified, asyncExecution: .caller,
                scope: .unique, distance: .max
            )
            return .success(ContributedBinding(bound: bound, implementation: type, boundEntry: boundEntry, method: method))
        }
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

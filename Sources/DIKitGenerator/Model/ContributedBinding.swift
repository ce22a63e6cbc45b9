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
        let conformanceReference = table.conformance(of: entry, to: .contributesBinding).map { $0.part.reference(at: $0.entry.offset) }
            ?? entry.reference
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
        case .alias(let alias, let target, let boundEntry)?:
            let reference = alias.file.reference(at: alias.declaration.offset)
            let written = alias.declaration.type?.text ?? target.key.text
            guard let boundEntry, boundEntry.kind == .protocol || boundEntry.kind == .class else {
                return .failure(Diagnostic(
                    .error, id: .invalidContributedBinding,
                    "'BoundType' of '\(entry.name)' must name a protocol or a class declared among the files read, not '\(written)'",
                    at: reference, fix: fix
                ))
            }
            let bound = table.reference(to: written, in: entry)
            guard table.declaresConformance(of: entry, to: boundEntry) else {
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
            let method = ProviderMethod(
                name: signature, signature: signature, returnType: bound, parameters: [parameter], reference: reference,
                effects: .none, isolation: .unspecified, asyncExecution: .caller, scope: .unique, distance: .max
            )
            return .success(ContributedBinding(bound: bound, implementation: type, boundEntry: boundEntry, method: method))
        }
    }
}

extension TypeTable {
    /// Whether `entry` conforms to the protocol `target`, or inherits from the class `target`,
    /// as the declarations read say: its own inheritance clauses, its superclasses', and the
    /// protocols they name, at any depth.
    func declaresConformance(of entry: TypeEntry, to target: TypeEntry) -> Bool {
        var pending = Array(lineage(of: entry))
        var visited = Set(pending.map(\.key))
        while let type = pending.popLast() {
            if type.key == target.key { return true }
            for part in type.parts {
                for inherited in part.declaration.inheritance {
                    guard let named = declaredEntry(of: reference(to: TypeTable.withoutAttributes(inherited.text), in: type)),
                          named.kind == .protocol || named.kind == .class, visited.insert(named.key).inserted else { continue }
                    pending.append(named)
                }
            }
        }
        return false
    }

    /// An inheritance entry without the attributes and modifier before it: `Sendable` for
    /// `@unchecked Sendable`, `Client` for `nonisolated Client` or `@MainActor Client`.
    private static func withoutAttributes(_ text: String) -> String {
        var rest = Substring(text)
        while rest.hasPrefix("@") || rest.hasPrefix("nonisolated "), let space = rest.firstIndex(of: " ") {
            rest = rest[rest.index(after: space)...].drop { $0 == " " }
        }
        return String(rest)
    }
}

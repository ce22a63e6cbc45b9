/// The protocol or class a type names in an alias of its own as what it is bound as
/// (`BoundType`) or collected as (`CollectionElement`): one the type conforms to or inherits
/// from, as its declarations say, so that generated code can return it as one.
struct DeclaredSupertype {
    /// The type the alias names.
    let type: TypeReference
    let entry: TypeEntry
    let conformance: DeclaredConformance
    /// Where the alias is declared, and its declaration's offset in that file.
    let reference: SourceReference
    let offset: Int
    let file: LocatedFile

    /// Which alias of which DIKit protocol is read, and how its diagnostics say what it does.
    struct Role {
        var alias: String
        var dikitProtocol: DIKitProtocols
        var protocolName: String
        var id: DiagnosticID
        /// What the type does with the alias's type: `binds`, `contributes to`.
        var verb: String
        /// The same, as a fix says it: `bind`, `contribute to`.
        var infinitive: String
        /// What the type declares: `a binding`.
        var declared: String
        /// The fixes for a generic type and a property-injectable one, which cannot declare it.
        var genericFix: String
        var propertyInjectableFix: String

        static let boundType = Role(
            alias: "BoundType", dikitProtocol: .contributesBinding, protocolName: "ContributesBinding", id: .invalidContributedBinding,
            verb: "binds", infinitive: "bind", declared: "a binding",
            genericFix: "bind each instantiation with a provider of the bound type",
            propertyInjectableFix: "make it 'Injectable', or bind it with a provider"
        )
        static let collectionElement = Role(
            alias: "CollectionElement", dikitProtocol: .contributesToCollection, protocolName: "ContributesToCollection",
            id: .invalidCollectionContribution, verb: "contributes to", infinitive: "contribute to", declared: "a contribution",
            genericFix: "contribute each instantiation with a 'contributeX()' requirement of the resolver",
            propertyInjectableFix: "make it 'Injectable', or contribute it with a 'contributeX()' requirement"
        )
    }

    /// What `entry`'s alias of `role` names, or why it names nothing it can: the alias is
    /// missing, is a nested type, names the type itself, names something other than a
    /// protocol or class declared among the files read, or one `entry` does not conform to or
    /// inherit from.
    static func read(_ role: Role, of entry: TypeEntry, in table: TypeTable) -> Result<DeclaredSupertype, Diagnostic> {
        let fix = "declare 'typealias \(role.alias) = any P' in '\(entry.name)', naming a protocol P it conforms to or a class it inherits from"
        switch table.memberType(named: role.alias, of: entry) {
        case nil:
            return .failure(Diagnostic(
                .error, id: role.id,
                "'\(entry.name)' conforms to '\(role.protocolName)' but does not say what it \(role.verb): it declares no '\(role.alias)'",
                at: table.conformanceReference(of: entry, to: role.dikitProtocol), fix: fix
            ))
        case .nested(let nested)?:
            return .failure(Diagnostic(
                .error, id: role.id,
                "'\(role.alias)' of '\(entry.name)' must be a typealias naming the type it \(role.verb), not a nested \(nested.kind?.rawValue ?? "type")",
                at: nested.reference, fix: fix
            ))
        case .alias(let alias, let target, let aliasEntry)?:
            let reference = alias.file.reference(at: alias.declaration.offset)
            let written = alias.declaration.type?.text ?? target.key.text
            let named = table.reference(to: written, in: entry)
            // A name qualified with its module (`any Networking.APIClient`) is found by its key.
            guard let namedEntry = aliasEntry ?? table.declaredEntry(of: named) ?? table.entry(named: named.key.text),
                  namedEntry.kind == .protocol || namedEntry.kind == .class else {
                return .failure(Diagnostic(
                    .error, id: role.id,
                    "'\(role.alias)' of '\(entry.name)' must name a protocol or a class declared among the files read, not '\(written)'",
                    at: reference, fix: fix
                ))
            }
            guard namedEntry.key != entry.key else {
                return .failure(Diagnostic(
                    .error, id: role.id,
                    "'\(entry.name)' \(role.verb) itself: '\(role.alias)' must name a protocol it conforms to or a class it inherits from",
                    at: reference, fix: fix
                ))
            }
            guard let conformance = table.declaredConformance(of: entry, to: namedEntry) else {
                let relation = namedEntry.kind == .protocol ? "conform to protocol" : "inherit from class"
                return .failure(Diagnostic(
                    .error, id: role.id,
                    "'\(entry.name)' \(role.verb) '\(named.spelling)', but does not \(relation) '\(namedEntry.name)': "
                        + "generated code could not return it as one",
                    at: reference,
                    fix: "add '\(namedEntry.name)' to the conformances of '\(entry.name)', or \(role.infinitive) a type it conforms to"
                ))
            }
            return .success(DeclaredSupertype(
                type: named, entry: namedEntry, conformance: conformance, reference: reference,
                offset: alias.declaration.offset, file: alias.file
            ))
        }
    }
}

/// A type that takes the place of another type's contributions (`ReplacesContribution`): a
/// resolver whose module sees `replacing` drops the bindings `replaced` contributes.
struct ContributionReplacement: Sendable {
    /// The type that declares the replacement.
    let replacing: TypeEntry
    /// The type whose contributions it replaces, as the alias names it.
    let replaced: TypeReference
    /// `replaced`'s declaration, when it was read: the contributions it matches are its.
    let replacedEntry: TypeEntry?
    /// Where the `Replaced` alias is declared.
    let reference: SourceReference
}

extension ContributionReplacement {
    /// The replacement `entry`'s `Replaced` alias declares, or why it declares none: the
    /// alias is missing, is a nested type, or names the type itself.
    static func read(of entry: TypeEntry, in table: TypeTable) -> Result<ContributionReplacement, Diagnostic> {
        let fix = "declare 'typealias Replaced = T' in '\(entry.name)', naming the type whose 'ContributesBinding' it replaces"
        switch table.memberType(named: "Replaced", of: entry) {
        case nil:
            return .failure(Diagnostic(
                .error, id: .invalidReplacement,
                "'\(entry.name)' conforms to 'ReplacesContribution' but does not say what it replaces: it declares no 'Replaced'",
                at: table.conformanceReference(of: entry, to: .replacesContribution), fix: fix
            ))
        case .nested(let nested)?:
            return .failure(Diagnostic(
                .error, id: .invalidReplacement,
                "'Replaced' of '\(entry.name)' must be a typealias naming the type it replaces, not a nested \(nested.kind?.rawValue ?? "type")",
                at: nested.reference, fix: fix
            ))
        case .alias(let alias, let target, let aliasEntry)?:
            let reference = alias.file.reference(at: alias.declaration.offset)
            let written = alias.declaration.type?.text ?? target.key.text
            let replaced = table.reference(to: written, in: entry)
            let replacedEntry = aliasEntry ?? table.declaredEntry(of: replaced) ?? table.entry(named: replaced.key.text)
            guard replacedEntry?.key != entry.key else {
                return .failure(Diagnostic(
                    .error, id: .invalidReplacement,
                    "'\(entry.name)' replaces itself: 'Replaced' must name another type, whose contributions it takes the place of",
                    at: reference, fix: fix
                ))
            }
            return .success(ContributionReplacement(replacing: entry, replaced: replaced, replacedEntry: replacedEntry, reference: reference))
        }
    }

    /// Whether it replaces the contributions of the type `key`.
    func replaces(_ key: TypeKey) -> Bool {
        replacedEntry?.key == key
    }

    /// The `unmatched-replacement` warning for a replacement that matches no contribution
    /// the generated module sees.
    var unmatched: Diagnostic {
        let reason = replacedEntry == nil
            ? "no type '\(replaced.spelling)' is declared among the files read"
            : "no module this one sees has '\(replaced.spelling)' contribute a binding ('ContributesBinding')"
        return Diagnostic(
            .warning, id: .unmatchedReplacement,
            "'\(replacing.name)' replaces the contributions of '\(replaced.spelling)', but \(reason): it replaces nothing",
            at: reference,
            fix: "name in 'Replaced' the type that declares the binding to replace, as the module that declares it spells it"
        )
    }
}

/// The scope that keeps a shared type's instance, as the type's `KeptByScope` conformance
/// names it: `typealias KeepingScope = LoggedInResolver`. The name is resolved to a resolver
/// once, by `ResolverTree`.
struct KeepingScope: Sendable {
    /// The protocol the alias names, by its declared name (`LoggedInResolver`, however the alias
    /// writes or qualifies it); as written when it names no protocol that was read.
    let resolverName: String
    /// The alias, where problems with the scope it names are reported.
    let reference: SourceReference
}

/// A type that a scope keeps: its key, its name for messages, and the scope its alias names.
struct KeptType: Sendable {
    let key: TypeKey
    /// As generated code and diagnostics write it.
    let name: String
    /// The scope its alias names.
    let keeper: KeepingScope
    /// Whether it is the generated module's, whose run reports its problems.
    let isOfGeneratedModule: Bool
}

extension KeepingScope {
    /// The scope the `KeepingScope` alias of `entry` names (an injectable type, or the type a
    /// container's provider returns, whose instances live as `scope` says), or why it names
    /// none: the conformance without the alias, a nested type of that name, or a type that no
    /// store keeps (neither `SharedInstance` nor `WeakSharedInstance`), at the conformance or
    /// the alias. `scopeNames` are the scopes the generated module declares, which a fix suggests.
    static func read(of entry: TypeEntry, scope: Scope, in table: TypeTable, scopeNames: [String]) -> Result<KeepingScope, Diagnostic> {
        let conformanceReference = table.conformanceReference(of: entry, to: .keptByScope)
        let fix = switch scopeNames.count {
        case 0: "declare a scope (a resolver protocol with a parent property) and name it in '\(entry.name)': 'typealias KeepingScope = ...'"
        case 1: "declare 'typealias KeepingScope = \(scopeNames[0])' in '\(entry.name)', naming the scope that keeps it"
        default: "declare 'typealias KeepingScope = ...' in '\(entry.name)', naming the scope that keeps it: "
            + scopeNames.map { "'\($0)'" }.joined(separator: ", ")
        }
        switch table.memberType(named: "KeepingScope", of: entry) {
        case nil:
            return .failure(Diagnostic(
                .error, id: .invalidKeepingScope,
                "'\(entry.name)' conforms to 'KeptByScope' but does not say which scope keeps it: it declares no 'KeepingScope'",
                at: conformanceReference, fix: fix
            ))
        case .nested(let nested)?:
            return .failure(Diagnostic(
                .error, id: .invalidKeepingScope,
                "'KeepingScope' of '\(entry.name)' must be a typealias naming a scope resolver protocol, not a nested \(nested.kind?.rawValue ?? "type")",
                at: nested.reference, fix: fix
            ))
        case .alias(let alias, let target, _)?:
            let reference = alias.file.reference(at: alias.declaration.offset)
            guard case .named(let components) = target, components.allSatisfy(\.genericArguments.isEmpty) else {
                return .failure(Diagnostic(
                    .error, id: .invalidKeepingScope,
                    "'KeepingScope' of '\(entry.name)' must name a scope resolver protocol, not '\(target.key)'",
                    at: reference, fix: fix
                ))
            }
            guard scope.isShared else {
                return .failure(Diagnostic(
                    .error, id: .invalidKeepingScope,
                    "'\(entry.name)' conforms to 'KeptByScope' but is neither 'SharedInstance' nor 'WeakSharedInstance': "
                        + "a scope keeps shared instances only, and '\(entry.name)' is built at every resolve",
                    at: conformanceReference, fix: "add 'SharedInstance' to the conformances of '\(entry.name)', or remove 'KeptByScope'"
                ))
            }
            let written = components.map(\.name).joined(separator: ".")
            let named = ChildScope.resolverEntry(named: written, in: entry, table: table)
            return .success(KeepingScope(resolverName: named?.name ?? written, reference: reference))
        }
    }
}

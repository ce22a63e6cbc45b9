import SwiftDeclarations

/// A property of a resolver protocol whose type looks meant as a scope's parent but is not
/// one: an optional resolver, a type that conforms to a resolver, a misspelt resolver.
/// Without a word, the protocol would be an ordinary resolver, its values would bind
/// nothing, and the errors would land on the types that need them.
enum ParentMistake {
    /// The diagnostic for the property typed `typeText`, with the resolver it names when
    /// the protocol is read as a scope of it all the same (an error); `nil` when the type
    /// is not mistaken for a parent.
    static func find(
        _ typeText: String, of property: VariableDeclaration, in part: LocatedDeclaration, of entry: TypeEntry, table: TypeTable,
        isResolver: (TypeEntry) -> Bool, resolverNames: [String]
    ) -> (Diagnostic, meant: TypeEntry?)? {
        let reference = part.reference(at: property.nameOffset)
        let name = property.name ?? ""
        // The type without its optionality: `any AppResolver?` names the resolver, optionally.
        let written = table.reference(to: typeText, in: entry).key
        let isOptional = written.core != written
        let typeName = written.core.text
        let declared = table.entries(named: typeName)
        if let resolver = declared.first(where: { $0.kind == .protocol && isResolver($0) }) {
            guard isOptional else { return nil }
            return (Diagnostic(
                .error, id: .invalidScope,
                "scope '\(entry.name)' cannot have an optional parent: a scope is made from its parent",
                at: reference, fix: "declare it 'var \(name): any \(resolver.name) { get }'"
            ), resolver)
        }
        if let conformer = declared.first, conformer.kind != .protocol,
           let resolver = resolverConformed(by: conformer, table: table, isResolver: isResolver) {
            return (Diagnostic(
                .error, id: .invalidScope,
                "'\(entry.name).\(name)' names '\(conformer.name)', which conforms to resolver '\(resolver.name)': "
                    + "a scope's parent is named by its resolver protocol",
                at: reference, fix: "declare it 'var \(name): any \(resolver.name) { get }'"
            ), resolver)
        }
        // A name nothing declares, a letter or two away from a resolver's: a warning, since
        // a property of a resolver that is not a scope may hold anything.
        guard declared.isEmpty, typeName.utf8.count >= 4 else { return nil }
        let bytes = Array(typeName.lowercased().utf8)
        guard let near = resolverNames.first(where: { resolverName in
            resolverName != entry.name && EditDistance.between(bytes, Array(resolverName.lowercased().utf8), atMost: 2) != nil
        }) else { return nil }
        return (Diagnostic(
            .warning, id: .invalidScope,
            "'\(typeName)' is not declared; if '\(entry.name)' is a scope of resolver '\(near)', its parent property names it",
            at: reference, fix: "declare it 'var \(name): any \(near) { get }'"
        ), nil)
    }

    /// The first resolver protocol `type` names among what it inherits.
    private static func resolverConformed(by type: TypeEntry, table: TypeTable, isResolver: (TypeEntry) -> Bool) -> TypeEntry? {
        for inherited in type.parts.flatMap(\.declaration.inheritance) {
            let name = table.reference(to: inherited.text, in: type).key.text
            if let resolver = table.entries(named: name).first(where: { $0.kind == .protocol && isResolver($0) }) { return resolver }
        }
        return nil
    }
}

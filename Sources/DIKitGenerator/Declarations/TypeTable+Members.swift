/// What a type has as a member, as Swift finds it: declared in the type or an extension of
/// it, as a nested type or a `typealias`, or inherited from its superclass.
extension TypeTable {
    /// The type that `name` denotes as a member of `entry` (`Dependency`): a type nested in
    /// it, the type a `typealias` declared in it stands for, or its superclass's member;
    /// `nil` when there is none.
    func memberType(named name: String, of entry: TypeEntry) -> MemberType? {
        var owner: TypeEntry? = entry
        while let type = owner {
            if let nested = type.nestedType(named: name) { return .nested(nested) }
            if aliases.names.contains(name), let alias = aliases.alias(named: type.name + "." + name) {
                let path = type.path.map { TypeDescription.NameComponent($0) } + [TypeDescription.NameComponent(name)]
                let target = resolvingAliases(.named(path), in: nil)
                guard case .named(let components) = target, components.allSatisfy(\.genericArguments.isEmpty) else {
                    return .alias(alias, target: target, entry: nil)
                }
                return .alias(alias, target: target, entry: entriesByName.first(named: components.map(\.name).joined(separator: ".")))
            }
            owner = type.superclass
        }
        return nil
    }

    /// Links each class to the class it inherits from, among those that were read: the first
    /// entry of its declaration's inheritance clause, looked up around the class. A subclass
    /// conforms to what its superclass conforms to (`final class FileAuditLog: AuditLog` is
    /// `Injectable` when `AuditLog` is). A link that would close a loop (which Swift
    /// rejects) is not made, so every chain of superclasses ends.
    func linkSuperclasses() {
        // Most classes name a protocol of another module first (`Injectable`): a plain
        // name that no type, nested type or alias read has cannot be a superclass here.
        // Such names are few, and each is named by many classes: each is looked up in the
        // table once (a miss in the table of every type compares many names).
        var namesOfNoType = NamesOfNoType()
        for entry in entries where entry.kind == .class {
            guard let written = entry.primary?.declaration.inheritance.first, !namesOfNoType.contains(written.text) else { continue }
            if TypeDescriptionReader.isPlainIdentifier(written.text), entriesByName.first(named: written.text) == nil,
               !nestedNames.contains(written.text), !aliases.names.contains(written.text) {
                namesOfNoType.insert(written.text)
                continue
            }
            let enclosing = enclosingEntry(of: entry)
            // Most inheritance clauses name a protocol by a plain name: its key is looked up as
            // it is, and only a generic superclass's (`Journal<String>`) is read to drop its arguments.
            var name = reference(to: written.text, in: enclosing, module: entry.module).key
            if name.utf8.contains(UInt8(ascii: "<")) {
                guard case .named(let components) = TypeDescriptionReader.read(name) else { continue }
                name = components.map(\.name).joined(separator: ".")
            }
            guard let superclass = entriesByName.first(named: name), superclass.kind == .class else { continue }
            var ancestor: TypeEntry? = superclass
            while let type = ancestor, type !== entry { ancestor = type.superclass }
            if ancestor == nil { entry.inherit(from: superclass) }
        }
        // Protocols pass down whole chains, whatever order the classes were linked in.
        for entry in entries where entry.superclass != nil {
            var ancestor = entry.superclass
            while let type = ancestor {
                entry.inheritConformances(of: type)
                ancestor = type.superclass
            }
        }
    }
}

/// The plain names that `TypeTable.linkSuperclasses` found no type, nested type or alias
/// read to have. The name of a DIKit protocol, which most classes name first, is kept as
/// its bit and told by its bytes; any other name is kept in a small set, and hashed.
private struct NamesOfNoType {
    private var dikitProtocols = DIKitProtocols()
    /// Sized so that its few names rarely share a bucket.
    private var others = Set<String>(minimumCapacity: 16)

    func contains(_ name: String) -> Bool {
        let dikitProtocol = DIKitProtocols(bareName: name)
        return dikitProtocol.isEmpty ? others.contains(name) : dikitProtocols.contains(dikitProtocol)
    }

    mutating func insert(_ name: String) {
        let dikitProtocol = DIKitProtocols(bareName: name)
        if dikitProtocol.isEmpty { others.insert(name) } else { dikitProtocols.formUnion(dikitProtocol) }
    }
}

/// A member type as `TypeTable.memberType(named:of:)` finds it. An enum, not a struct with
/// an optional alias: almost every member type is a nested type, and a nested type alone is
/// made, copied and matched without the witnesses of the alias's fields, which are boxed.
enum MemberType {
    /// A type declared in the type, or in an extension of it.
    case nested(TypeEntry)
    /// A `typealias`, with the type it stands for, and that type's entry when it was read
    /// and is a nominal type without generic arguments: `nil` for an alias of
    /// `[String: Int]`, of `Repository<Note>`, or of a type of another module.
    indirect case alias(TypeAliases.Alias, target: TypeDescription, entry: TypeEntry?)
}

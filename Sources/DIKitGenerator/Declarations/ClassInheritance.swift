/// Which class each class of the table inherits from, among those that were read, and the
/// DIKit protocols it inherits with it: a subclass conforms to what its superclasses conform
/// to (`final class FileAuditLog: AuditLog` is `Injectable` when `AuditLog` is).
///
/// Kept beside the entries rather than in them: linking a class needs the whole table to
/// look its superclass's name up, so the entries stay immutable (and `Sendable`). Keyed by
/// the entry's identity, and holding only the classes that inherit from a class read:
/// most programs have few. A class: the readers that hold it are copied often, and copying
/// a reference is one retain where copying two dictionaries is two.
final class ClassInheritance: Sendable {
    private let superclasses: [ObjectIdentifier: TypeEntry]
    private let inheritedProtocols: [ObjectIdentifier: DIKitProtocols]

    /// No class inherits from another (DIKit 0.5's rules link none).
    static let none = ClassInheritance(superclasses: [:])

    /// Links each class to the class it inherits from: the first entry of its declaration's
    /// inheritance clause, looked up around the class. A link that would close a loop
    /// (which Swift rejects) is not made, so every chain of superclasses ends.
    convenience init(linking table: TypeTable) {
        // Most classes name a protocol of another module first (`Injectable`): a plain
        // name that no type, nested type or alias read has cannot be a superclass here.
        // Such names are few, and each is named by many classes: each is looked up in the
        // table once (a miss in the table of every type compares many names).
        var namesOfNoType = NamesOfNoType()
        var superclasses: [ObjectIdentifier: TypeEntry] = [:]
        func linkedSuperclass(of entry: TypeEntry) -> TypeEntry? { superclasses[ObjectIdentifier(entry)] }
        for entry in table.entries where entry.kind == .class {
            guard let written = entry.primary?.declaration.inheritance.first, !namesOfNoType.contains(written.text) else { continue }
            if TypeDescriptionReader.isPlainIdentifier(written.text), table.entriesByName.first(named: written.text) == nil,
               !table.nestedNames.contains(written.text), !table.aliases.names.contains(written.text) {
                namesOfNoType.insert(written.text)
                continue
            }
            let enclosing = table.enclosingEntry(of: entry)
            // Most inheritance clauses name a protocol by a plain name: its key is looked up as
            // it is, and only a generic superclass's (`Journal<String>`) is read to drop its arguments.
            var name = table.reference(to: written.text, in: enclosing, module: entry.module).key.text
            if name.utf8.contains(UInt8(ascii: "<")) {
                guard case .named(let components) = TypeDescriptionReader.read(name) else { continue }
                name = components.map(\.name).joined(separator: ".")
            }
            guard let superclass = table.entriesByName.first(named: name), superclass.kind == .class else { continue }
            var ancestor: TypeEntry? = superclass
            while let type = ancestor, type !== entry { ancestor = linkedSuperclass(of: type) }
            if ancestor == nil { superclasses[ObjectIdentifier(entry)] = superclass }
        }
        self.init(superclasses: superclasses)
    }

    /// Protocols pass down whole chains, whatever order the classes were linked in.
    private init(superclasses: [ObjectIdentifier: TypeEntry]) {
        var inheritedProtocols: [ObjectIdentifier: DIKitProtocols] = [:]
        for (subclass, superclass) in superclasses {
            var protocols = DIKitProtocols()
            var ancestor: TypeEntry? = superclass
            while let type = ancestor {
                protocols.formUnion(type.ownDIKitProtocols)
                ancestor = superclasses[ObjectIdentifier(type)]
            }
            if !protocols.isEmpty { inheritedProtocols[subclass] = protocols }
        }
        self.superclasses = superclasses
        self.inheritedProtocols = inheritedProtocols
    }

    /// The class `entry` inherits from, when it was read.
    func superclass(of entry: TypeEntry) -> TypeEntry? {
        superclasses.isEmpty ? nil : superclasses[ObjectIdentifier(entry)]
    }

    /// The DIKit protocols `entry` names, and those its superclasses name.
    func dikitProtocols(of entry: TypeEntry) -> DIKitProtocols {
        guard !inheritedProtocols.isEmpty, let inherited = inheritedProtocols[ObjectIdentifier(entry)] else {
            return entry.ownDIKitProtocols
        }
        return entry.ownDIKitProtocols.union(inherited)
    }
}

/// The plain names that `ClassInheritance.init(linking:)` found no type, nested type or alias
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

/// What a type has as a member, as Swift finds it: declared in the type or an extension of
/// it, as a nested type or a `typealias`, or inherited from its superclass.
extension TypeTable {
    /// The type that `name` denotes as a member of `entry` (`Dependency`): a type nested in
    /// it, the type a `typealias` declared in it stands for (with the alias), or its
    /// superclass's member. `nil` when there is none, or when an alias stands for a type
    /// that was not read or a generic instantiation.
    func memberType(named name: String, of entry: TypeEntry) -> (entry: TypeEntry, alias: TypeAliases.Alias?)? {
        var owner: TypeEntry? = entry
        while let type = owner {
            if let nested = type.nestedType(named: name) { return (nested, nil) }
            if aliases.names.contains(name), let alias = aliases.alias(named: type.name + "." + name) {
                let path = type.path.map { TypeDescription.NameComponent($0) } + [TypeDescription.NameComponent(name)]
                guard case .named(let components) = resolvingAliases(.named(path), in: nil),
                      components.allSatisfy(\.genericArguments.isEmpty),
                      let target = entriesByName.first(named: components.map(\.name).joined(separator: ".")) else { return nil }
                return (target, alias)
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
        for entry in entries where entry.kind == .class {
            guard let written = entry.primary?.declaration.inheritance.first else { continue }
            let enclosing = entry.isNested ? entriesByName.first(named: entry.path.dropLast().joined(separator: ".")) : nil
            guard case .named(let components) = reference(to: written.text, in: enclosing).description,
                  let superclass = entriesByName.first(named: components.map(\.name).joined(separator: ".")),
                  superclass.kind == .class else { continue }
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

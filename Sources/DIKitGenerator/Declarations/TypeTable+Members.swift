/// What a type has as a member, as Swift finds it: declared in the type or an extension of
/// it, as a nested type or a `typealias`, or inherited from its superclass.
extension TypeTable {
    /// The type that `name` denotes as a member of `entry` (`Dependency`): a type nested in
    /// it, the type a `typealias` declared in it stands for, or its superclass's member;
    /// `nil` when there is none.
    func memberType(named name: String, of entry: TypeEntry) -> MemberType? {
        for type in lineage(of: entry) {
            if let nested = nestedTypes[type.nestedTypeRun].first(where: { $0.simpleName == name }) { return .nested(nested) }
            if aliases.names.contains(name), let alias = aliases.alias(named: type.name + "." + name) {
                let path = type.path.map { TypeDescription.NameComponent($0) } + [TypeDescription.NameComponent(name)]
                let target = resolvingAliases(.named(path), in: nil)
                guard case .named(let components) = target, components.allSatisfy(\.genericArguments.isEmpty) else {
                    return .alias(alias, target: target, entry: nil)
                }
                return .alias(alias, target: target, entry: entriesByName.first(named: components.map(\.name).joined(separator: ".")))
            }
        }
        return nil
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

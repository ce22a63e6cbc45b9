/// Following `typealias` names, as Swift does: an alias is the type it stands for.
extension TypeTable {
    /// `type` with every alias it names replaced by the type the alias stands for, itself
    /// with its aliases followed, its generic parameters substituted
    /// (`typealias Box<T> = Repository<T>` makes `Box<User>` `Repository<User>`). A name
    /// is looked up as the types are: in `scope`, then in the types around it, then at the
    /// top level. An alias whose target leads back to it (which Swift rejects) is left as written.
    func resolvingAliases(_ type: TypeDescription, in scope: TypeEntry?) -> TypeDescription {
        guard !aliases.isEmpty else { return type }
        return resolvingAliases(type, in: scope, following: [])
    }

    /// `following`: the aliases being followed, to stop at one that leads back to itself.
    private func resolvingAliases(_ type: TypeDescription, in scope: TypeEntry?, following: [String]) -> TypeDescription {
        type.mappingNames { components in
            resolvedAlias(components, in: scope, following: following) ?? .named(components)
        }
    }

    /// The type that `components` denote when one of their leading paths is an alias
    /// (`NoteRepository`, `ListScreen.Dependency`, `Alias.Nested`), `nil` otherwise.
    private func resolvedAlias(
        _ components: [TypeDescription.NameComponent], in scope: TypeEntry?, following: [String]
    ) -> TypeDescription? {
        for index in components.indices where aliases.names.contains(components[index].name) {
            let found = index == 0
                ? alias(named: components[0].name, around: scope)
                : aliases.alias(named: components[0...index].map(\.name).joined(separator: ".")).map {
                    (components[0...index].map(\.name).joined(separator: "."), $0)
                }
            guard let (name, alias) = found, !following.contains(name), let text = alias.declaration.type?.text else { continue }
            let aliasScope = alias.scope.flatMap { entriesByName.first(named: $0) }
            var target = resolvingAliases(
                qualified(TypeDescriptionReader.read(text), in: aliasScope), in: aliasScope, following: following + [name]
            )
            let arguments = components[index].genericArguments
            if !alias.genericParameters.isEmpty {
                target = target.substituting(Dictionary(zip(alias.genericParameters, arguments), uniquingKeysWith: { first, _ in first }))
            }
            guard index < components.count - 1 else { return target }
            // `Alias.Nested`: the rest is looked up in the target.
            guard case .named(let targetComponents) = target else { return nil }
            let rest = targetComponents + components[(index + 1)...]
            return resolvedAlias(rest, in: scope, following: following + [name]) ?? .named(rest)
        }
        return nil
    }

    /// The alias a plain name written inside `scope` denotes, with its qualified name: one
    /// declared in `scope` or a type around it, nearest first, else a top-level one. A
    /// generic parameter of a type around `scope` hides them all.
    private func alias(named name: String, around scope: TypeEntry?) -> (String, TypeAliases.Alias)? {
        if let scope {
            guard !isGenericParameter(name, around: scope) else { return nil }
            var enclosing = scope.path
            while !enclosing.isEmpty {
                let qualifiedName = (enclosing + [name]).joined(separator: ".")
                if let alias = aliases.alias(named: qualifiedName) { return (qualifiedName, alias) }
                enclosing.removeLast()
            }
        }
        return aliases.alias(named: name).map { (name, $0) }
    }
}

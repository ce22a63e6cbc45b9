/// The standard library's and DIKit's types named one way, so that a type's key is the
/// same however it is written, as it is one type to Swift: `Swift.String`, `Swift.Set<T>`
/// and `DIKit.Lazy<T>` are `String`, `Set<T>` and `Lazy<T>`. (The reader already spells
/// `Optional<T>`, `Array<T>` and `Dictionary<K, V>` as `T?`, `[T]` and `[K: V]`.) The
/// queries that give these types a meaning (a deferred dependency, a collection of
/// contributions, a typed error) then read one structure.
///
/// A name the program declares itself is its own: `Swift.String` stays qualified beside a
/// type `String` of the program.
extension TypeTable {
    /// `type` with the standard library's and DIKit's names unqualified.
    func withoutStandardModules(_ type: TypeDescription) -> TypeDescription {
        type.mappingNames { components in
            guard components.count > 1, TypeTable.standardModules.contains(components[0].name), !declares(components[0].name),
                  !declares(components[1].name) else { return .named(components) }
            return .named(Array(components.dropFirst()))
        }
    }

    /// Whether a nominal type in `type`, at any depth, is qualified with the standard
    /// library's or DIKit's module: only such a type is mapped again.
    static func namesStandardModule(_ type: TypeDescription) -> Bool {
        type.containsNamedType { components in components.count > 1 && standardModules.contains(components[0].name) }
    }

    /// The modules whose types are known by structure.
    private static let standardModules: Set<String> = ["Swift", "DIKit"]

    /// Whether the program declares a type, a type alias or a module named `name`.
    private func declares(_ name: String) -> Bool {
        entriesByName.first(named: name) != nil || aliases.names.contains(name) || clashingNames.isModuleName(name)
    }
}


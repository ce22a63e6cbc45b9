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

    /// Whether the text of a type may name a type of the standard library or DIKit with
    /// its module, by its bytes: only such a type is read again.
    static func mayQualifyStandardType(_ text: String) -> Bool {
        standardModulePrefixes.contains { text.utf8.contains(subsequence: $0) }
    }

    /// The modules whose types are known by structure.
    private static let standardModules: Set<String> = ["Swift", "DIKit"]
    private static let standardModulePrefixes: [[UInt8]] = standardModules.map { Array(($0 + ".").utf8) }

    /// Whether the program declares a type, a type alias or a module named `name`.
    private func declares(_ name: String) -> Bool {
        entriesByName.first(named: name) != nil || aliases.names.contains(name) || clashingNames.isModuleName(name)
    }
}

extension String.UTF8View {
    /// Whether `subsequence` occurs in the bytes: a search for a short prefix.
    fileprivate func contains(subsequence: [UInt8]) -> Bool {
        guard let first = subsequence.first else { return true }
        var index = startIndex
        while let found = self[index...].firstIndex(of: first) {
            if self[found...].starts(with: subsequence) { return true }
            index = self.index(after: found)
        }
        return false
    }
}

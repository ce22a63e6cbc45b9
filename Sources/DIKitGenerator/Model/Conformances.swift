/// Which read types declare conformance to each protocol that was read, for suggesting
/// an implementation when a dependency of protocol type has no provider.
///
/// Indexed on first use: only `--strict` reports ask, and most runs never do.
final class Conformances {
    private let table: TypeTable
    private lazy var conformingTypes: [String: [String]] = Conformances.index(of: table)

    init(table: TypeTable) {
        self.table = table
    }

    /// The types that conform to the protocol `name`, sorted by name: a fix that lists them
    /// does not depend on the order the files were read in.
    func types(conformingTo name: String) -> [String] { conformingTypes[name] ?? [] }

    private static func index(of table: TypeTable) -> [String: [String]] {
        let protocols = Set(table.entries.filter { $0.kind == .protocol }.map(\.name))
        var conformingTypes: [String: [String]] = [:]
        for entry in table.entries where entry.kind != .protocol {
            for part in entry.parts {
                for inherited in part.declaration.inheritance where protocols.contains(inherited.text) {
                    conformingTypes[inherited.text, default: []].append(entry.name)
                }
            }
        }
        return conformingTypes.mapValues { $0.sorted() }
    }
}

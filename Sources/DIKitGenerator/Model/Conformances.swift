/// Which read types declare conformance to each protocol that was read, for suggesting
/// an implementation when a dependency of protocol type has no provider.
struct Conformances {
    private let conformingTypes: [String: [String]]

    init(table: TypeTable) {
        let protocols = Set(table.entries.filter { $0.kind == .protocol }.map(\.name))
        var conformingTypes: [String: [String]] = [:]
        for entry in table.entries where entry.kind != .protocol {
            for part in entry.parts {
                for inherited in part.declaration.inheritance where protocols.contains(inherited.text) {
                    conformingTypes[inherited.text, default: []].append(entry.name)
                }
            }
        }
        self.conformingTypes = conformingTypes
    }

    /// The types that conform to the protocol `name`, in file order.
    func types(conformingTo name: String) -> [String] { conformingTypes[name] ?? [] }
}

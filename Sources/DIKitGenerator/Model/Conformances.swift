/// Which read types declare conformance to each protocol that was read, for suggesting
/// an implementation when a dependency of protocol type has no provider.
struct Conformances {
    private let conformingTypes: [String: [String]]

    init(types: [LocatedType]) {
        let protocols = Set(types.filter { $0.declaration.kind == .protocol }.map(\.name))
        var conformingTypes: [String: [String]] = [:]
        for type in types where type.declaration.kind != .protocol {
            for entry in type.declaration.inheritance where protocols.contains(entry.text) {
                conformingTypes[entry.text, default: []].append(type.name)
            }
        }
        self.conformingTypes = conformingTypes
    }

    /// The types that conform to the protocol `name`, in file order.
    func types(conformingTo name: String) -> [String] { conformingTypes[name] ?? [] }
}

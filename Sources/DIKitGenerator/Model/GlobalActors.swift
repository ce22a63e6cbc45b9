/// Which attribute names are global actors: `@MainActor`, by convention any name that ends
/// in `Actor` (a global actor of another module, which was not read), and every type
/// declared `@globalActor` among the files read, whatever its name (`@Persistence`).
struct GlobalActors: Sendable {
    /// The simple names of the types declared `@globalActor` whose names do not end in
    /// `Actor`: almost always none.
    private let otherNames: Set<String>

    init(table: TypeTable) {
        var otherNames: Set<String> = []
        // Attributes first: almost no type has any, and a name's suffix is read only then.
        for entry in table.entries {
            guard let attributes = entry.primary?.declaration.attributes, !attributes.isEmpty,
                  attributes.contains(where: { $0.name == "globalActor" }), !entry.simpleName.hasSuffix("Actor") else { continue }
            otherNames.insert(entry.simpleName)
        }
        self.otherNames = otherNames
    }

    /// Whether `@name` isolates to a global actor.
    func contains(_ name: String) -> Bool {
        name.hasSuffix("Actor") || otherNames.contains(name)
    }
}

/// The scoped imports (`import struct Core.Tag`) that make every type of another module that
/// generated code names resolve to that type, whatever else the generated module imports.
///
/// The generated file imports every module its module's files import; a name that one of them
/// declares too is ambiguous there (an app's `Tag` beside Swift Testing's in a test target, a
/// server's `RequestID` beside Hummingbird's), and dikitgen does not read those modules to
/// know. A scoped import of a declaration takes precedence over every module's imported whole,
/// and yields to the generated module's own declarations, so each top-level type of another
/// module read that the generated code names is imported so (`@testable` for an internal one,
/// which only `@testable import` reaches). A name several modules read declare is written
/// with its module instead (`ClashingNames`), and is not imported alone.
struct ScopedImports {
    /// The import lines, sorted.
    let lines: [String]

    init(types: some Sequence<TypeReference>, table: TypeTable) {
        guard !table.modules.isSingleModule else {
            lines = []
            return
        }
        var lines: Set<String> = []
        var seen: Set<String> = []
        for type in types {
            for components in type.key.type.namedTypes {
                let name = components[0].name
                guard seen.insert(name).inserted, !table.clashingNames.contains(name),
                      let entry = table.entry(named: name), !entry.isNested, let module = entry.module,
                      let keyword = ScopedImports.keyword(of: entry) else { continue }
                let testable = entry.access <= .internal ? "@testable " : ""
                lines.insert("\(testable)import \(keyword) \(module.name).\(name)")
            }
        }
        self.lines = lines.sorted()
    }

    /// The word an import of `entry` names its kind with; an actor is imported as a class.
    private static func keyword(of entry: TypeEntry) -> String? {
        switch entry.kind {
        case .struct: "struct"
        case .class, .actor: "class"
        case .enum: "enum"
        case .protocol: "protocol"
        case .extension, nil: nil
        }
    }
}

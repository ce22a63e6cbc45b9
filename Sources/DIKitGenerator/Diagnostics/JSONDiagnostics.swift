/// The `--diagnostics-format json` document, version 1:
///
/// ```
/// {
///   "version": 1,
///   "tool": { "name": "dikitgen", "version": "0.6.0" },
///   "diagnostics": [
///     { "severity": "error", "id": "dependency-cycle", "message": "...",
///       "path": "Sources/A.swift", "line": 3, "column": 1,
///       "notes": [ { "message": "...", "path": "...", "line": 4, "column": 13 } ],
///       "fix": "...",
///       "edits": [ { "placement": "last-member", "declaration": "func provideClock() -> Clock",
///                    "path": "...", "line": 9, "column": 1 } ] }
///   ]
/// }
/// ```
///
/// Members are always in this order, and every member is present: `path`, `line`,
/// `column` and `fix` are `null` when there is none (a problem with a whole file has a
/// path but no line). `edits` carry out a fix that adds declarations (empty for any
/// other): each adds `declaration` as the `last-member` of the body whose `}` is at its
/// position, or as the `first-line` of its file. Diagnostics are in the order the text format prints them. A later
/// version may add members; a change of meaning or a removal changes `version`.
public enum JSONDiagnostics {
    public static let version = 1

    /// The document for `records`; `members` are added after `diagnostics`.
    public static func document(
        _ records: [DiagnosticRecord], tool: DiagnosticTool, members: [(key: String, value: JSONValue)] = []
    ) -> JSONValue {
        .object([
            ("version", .integer(version)),
            ("tool", ["name": .string(tool.name), "version": .string(tool.version)]),
            ("diagnostics", .array(records.map(value))),
        ] + members)
    }

    /// One diagnostic of the document; the HTML report embeds the same.
    static func value(of record: DiagnosticRecord) -> JSONValue {
        .object([
            ("severity", .string(record.severity.rawValue)),
            ("id", .string(record.id)),
            ("message", .string(record.message)),
        ] + locationMembers(record.location) + [
            ("notes", .array(record.notes.map { note in
                .object([("message", .string(note.message))] + locationMembers(note.location))
            })),
            ("fix", JSONValue(record.fix)),
            ("edits", .array(record.edits.map { edit in
                .object([
                    ("placement", .string(edit.placement.name)),
                    ("declaration", .string(edit.declaration)),
                ] + locationMembers(DiagnosticRecord.Location(edit.reference)))
            })),
        ])
    }

    private static func locationMembers(_ location: DiagnosticRecord.Location?) -> [(key: String, value: JSONValue)] {
        [
            ("path", JSONValue(location?.path)),
            ("line", JSONValue(location?.position?.line)),
            ("column", JSONValue(location?.position?.column)),
        ]
    }
}

/// The `--diagnostics-format sarif` document: SARIF 2.1.0 as GitHub code scanning reads it.
///
/// One run; its tool's `rules` are the ids the results use, sorted, each with its
/// summary and explanation. Each diagnostic is a result: `ruleId`, `ruleIndex`, `level` (`error`,
/// `warning`, `note`), `message.text`, one location (the file, and `region.startLine` and
/// `startColumn` when the diagnostic has a position), and a related location for each note
/// and, last, for the fix (`fix: ...` at the primary location), as the text format prints
/// them. Paths become relative URI references (percent-encoded, a leading `./` removed), or
/// `file://` URIs when absolute.
///
/// Columns count UTF-8 bytes, as in the text format and as swiftc counts them. SARIF knows
/// only code points and UTF-16 units: the run says `unicodeCodePoints`, which is the same
/// on every line whose text before the position is ASCII.
public enum SARIFDiagnostics {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The document for `records`; `properties` become the run's property bag when given.
    public static func document(
        _ records: [DiagnosticRecord], tool: DiagnosticTool, properties: [(key: String, value: JSONValue)] = []
    ) -> JSONValue {
        let ruleIds = Set(records.map(\.id)).sorted()
        let ruleIndices = Dictionary(uniqueKeysWithValues: ruleIds.enumerated().map { ($1, $0) })
        let rules = ruleIds.map { id -> JSONValue in
            guard let rule = tool.rules[id] else { return ["id": .string(id)] }
            return [
                "id": .string(id),
                "shortDescription": ["text": .string(rule.summary)],
                "fullDescription": ["text": .string(rule.explanation)],
            ]
        }
        let driver: JSONValue = [
            "name": .string(tool.name),
            "version": .string(tool.version),
            "informationUri": .string(tool.informationURI),
            "rules": .array(rules),
        ]
        var run: [(key: String, value: JSONValue)] = [
            ("tool", ["driver": driver]),
            ("columnKind", "unicodeCodePoints"),
            ("results", .array(records.map { result(for: $0, ruleIndex: ruleIndices[$0.id]!) })),
        ]
        if !properties.isEmpty { run.append(("properties", .object(properties))) }
        return [
            "$schema": .string(schema),
            "version": "2.1.0",
            "runs": [.object(run)],
        ]
    }

    private static func result(for record: DiagnosticRecord, ruleIndex: Int) -> JSONValue {
        var result: [(key: String, value: JSONValue)] = [
            ("ruleId", .string(record.id)),
            ("ruleIndex", .integer(ruleIndex)),
            ("level", .string(record.severity.rawValue)),
            ("message", ["text": .string(record.message)]),
            ("locations", .array(record.location.map { [location($0)] } ?? [])),
        ]
        var related = record.notes.map { ($0.message, $0.location) }
        if let fix = record.fix { related.append(("fix: \(fix)", record.location)) }
        if !related.isEmpty {
            result.append(("relatedLocations", .array(related.enumerated().map { index, note in
                location(note.1, id: index + 1, message: note.0)
            })))
        }
        return .object(result)
    }

    /// A SARIF location: `id` and `message` for a related location; `place` may be `nil`
    /// for a note that points nowhere.
    private static func location(_ place: DiagnosticRecord.Location?, id: Int? = nil, message: String? = nil) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let id { members.append(("id", .integer(id))) }
        if let message { members.append(("message", ["text": .string(message)])) }
        if let place {
            var physical: [(key: String, value: JSONValue)] = [("artifactLocation", ["uri": .string(uri(for: place.path))])]
            if let position = place.position {
                physical.append(("region", ["startLine": .integer(position.line), "startColumn": .integer(position.column)]))
            }
            members.append(("physicalLocation", .object(physical)))
        }
        return .object(members)
    }

    /// `path` as a URI reference: relative paths stay relative (to the directory dikitgen
    /// ran in, which code scanning takes as the repository's root), absolute ones are
    /// `file://` URIs. Every byte but the unreserved characters and `/` is percent-encoded.
    static func uri(for path: String) -> String {
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        var encoded = relative.hasPrefix("/") ? "file://" : ""
        for byte in relative.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return encoded
    }
}

@testable import DIKitGenerator
import Foundation
import SwiftDeclarations
import Testing

/// The json and sarif documents, in process, on diagnostics made by hand. The command
/// line's tests run them on a fixture through the real binary.
@Suite struct MachineReadableDiagnosticsTests {
    static let tool = DiagnosticTool(
        name: "dikitgen", version: "1.2.3", informationURI: "https://example.invalid/dikitgen",
        rules: ["dependency-cycle": DiagnosticRule(summary: "Types that need each other.", explanation: "Types that need each other, in full.")]
    )

    static let cycle = Diagnostic(
        .error, id: .dependencyCycle, "dependency cycle: A -> B -> A",
        at: SourceReference(path: "./Sources/My App/A.swift", location: SourceLocation(line: 3, column: 1)),
        notes: [
            .init("'A' depends on 'B'", at: SourceReference(path: "Sources/My App/A.swift", location: SourceLocation(line: 4, column: 13))),
            .init("somewhere else", at: nil),
        ],
        fix: "break the cycle"
    )

    static let records = [
        DiagnosticRecord(.warning, id: "skipped-entry", "not a regular file; it was skipped", path: "/abs/F.swift"),
        DiagnosticRecord(cycle),
    ]

    private func parse(_ value: JSONValue) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(value.description.utf8)) as? [String: Any])
    }

    @Test func jsonHasEveryMemberOfEveryDiagnostic() throws {
        let document = try parse(JSONDiagnostics.document(Self.records, tool: Self.tool))
        #expect(document["version"] as? Int == 1)
        #expect((document["tool"] as? [String: Any])?["version"] as? String == "1.2.3")
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 2)
        let file = diagnostics[0]
        #expect(file["severity"] as? String == "warning" && file["id"] as? String == "skipped-entry")
        #expect(file["path"] as? String == "/abs/F.swift")
        #expect(file["line"] is NSNull && file["column"] is NSNull && file["fix"] is NSNull)
        #expect((file["notes"] as? [Any])?.isEmpty == true)
        let cycle = diagnostics[1]
        #expect(cycle["message"] as? String == "dependency cycle: A -> B -> A")
        #expect(cycle["path"] as? String == "./Sources/My App/A.swift")
        #expect(cycle["line"] as? Int == 3 && cycle["column"] as? Int == 1)
        #expect(cycle["fix"] as? String == "break the cycle")
        let notes = try #require(cycle["notes"] as? [[String: Any]])
        #expect(notes.count == 2)
        #expect(notes[0]["message"] as? String == "'A' depends on 'B'" && notes[0]["line"] as? Int == 4 && notes[0]["column"] as? Int == 13)
        #expect(notes[1]["path"] is NSNull)
    }

    @Test func jsonMembersAreInTheDocumentedOrder() {
        let text = JSONDiagnostics.document([DiagnosticRecord(Self.cycle)], tool: Self.tool).description
        let keys = ["\"severity\"", "\"id\"", "\"message\"", "\"path\"", "\"line\"", "\"column\"", "\"notes\"", "\"fix\""]
        let positions = keys.map { text.range(of: $0)!.lowerBound }
        #expect(positions == positions.sorted())
    }

    @Test func sarifHasWhatCodeScanningReads() throws {
        let document = try parse(SARIFDiagnostics.document(Self.records, tool: Self.tool))
        #expect(document["$schema"] as? String == SARIFDiagnostics.schema)
        #expect(document["version"] as? String == "2.1.0")
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "dikitgen" && driver["version"] as? String == "1.2.3")
        #expect(driver["informationUri"] as? String == "https://example.invalid/dikitgen")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["dependency-cycle", "skipped-entry"])
        #expect((rules[0]["shortDescription"] as? [String: Any])?["text"] as? String == "Types that need each other.")
        #expect((rules[0]["fullDescription"] as? [String: Any])?["text"] as? String == "Types that need each other, in full.")

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["skipped-entry", "dependency-cycle"])
        #expect(results.map { $0["ruleIndex"] as? Int } == [1, 0])
        #expect(results.map { $0["level"] as? String } == ["warning", "error"])
        let cycle = results[1]
        #expect((cycle["message"] as? [String: Any])?["text"] as? String == "dependency cycle: A -> B -> A")
        let location = try #require((cycle["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/My%20App/A.swift")
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 3 && region["startColumn"] as? Int == 1)
        // The notes, then the fix at the primary location, as the text format prints them.
        let related = try #require(cycle["relatedLocations"] as? [[String: Any]])
        #expect(related.map { ($0["message"] as? [String: Any])?["text"] as? String } == ["'A' depends on 'B'", "somewhere else", "fix: break the cycle"])
        #expect(related.map { $0["id"] as? Int } == [1, 2, 3])
        #expect(related[1]["physicalLocation"] == nil)
        let fixRegion = (related[2]["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        #expect(fixRegion?["startLine"] as? Int == 3)

        // A problem with a whole file: a location without a region.
        let file = try #require((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((file["artifactLocation"] as? [String: Any])?["uri"] as? String == "file:///abs/F.swift")
        #expect(file["region"] == nil)
    }

    @Test(arguments: [
        ("Sources/A.swift", "Sources/A.swift"), ("./././A.swift", "A.swift"), ("/tmp/a b.swift", "file:///tmp/a%20b.swift"),
        ("é#?%.swift", "%C3%A9%23%3F%25.swift"), ("a:b/c.swift", "a%3Ab/c.swift"), ("~x-y_z.swift", "~x-y_z.swift"),
    ])
    func pathsBecomeURIReferences(_ path: String, _ uri: String) {
        #expect(SARIFDiagnostics.uri(for: path) == uri)
    }

    /// Every id a fixture's golden reports is one the generator declares (and so documents).
    @Test func everyIdInAGoldenIsADiagnosticID() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
        var ids = Set<String>()
        let goldens = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).flatMap { name in
            // The default rules' golden, and DIKit 0.5's where it differs.
            ["expected-diagnostics.txt", "dikit-0.5/expected-diagnostics.txt"].map {
                fixtures.appendingPathComponent(name).appendingPathComponent($0)
            }
        }
        for url in goldens {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where line.hasSuffix("]") {
                if let open = line.lastIndex(of: "[") { ids.insert(String(line[line.index(after: open)..<line.index(before: line.endIndex)])) }
            }
        }
        #expect(ids.count >= 10)
        #expect(ids.subtracting(DiagnosticID.allCases.map(\.rawValue)).isEmpty)
    }
}

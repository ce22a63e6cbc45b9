import Foundation
import Testing

/// `--diagnostics-format json|sarif`: one document on standard error holding every
/// diagnostic the text format prints, the command line's own (paths, files) included.
@Suite struct DiagnosticsFormatTests {
    static let fixture = Fixture(name: "error-several")

    private func run(_ arguments: [String], in directory: URL) throws -> (ProcessOutput, [String: Any]) {
        let result = try ProcessRunner.run(Paths.dikitgen, arguments, in: directory)
        let document = try JSONSerialization.jsonObject(with: Data(result.standardError.utf8)) as? [String: Any]
        return (result, try #require(document, "not a JSON object: \(result.standardError)"))
    }

    /// The json document says what the text format says: printed back as text, its
    /// diagnostics are the fixture's golden diagnostics, line for line.
    @Test func jsonHoldsWhatTheTextFormatPrints() throws {
        let (result, document) = try run(["input", "--diagnostics-format", "json"], in: Self.fixture.directory)
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(document["version"] as? Int == 1)
        let tool = try #require(document["tool"] as? [String: Any])
        #expect(tool["name"] as? String == "dikitgen" && tool["version"] as? String == "0.6.0")
        #expect(document["phases"] == nil)
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        func place(_ object: [String: Any]) -> String {
            "\(object["path"] as! String):\(object["line"] as! Int):\(object["column"] as! Int)"
        }
        var lines: [String] = []
        for diagnostic in diagnostics {
            let severity = try #require(diagnostic["severity"] as? String)
            let message = try #require(diagnostic["message"] as? String)
            let id = try #require(diagnostic["id"] as? String)
            lines.append("\(place(diagnostic)): \(severity): \(message) [\(id)]")
            for note in try #require(diagnostic["notes"] as? [[String: Any]]) {
                lines.append("\(place(note)): note: \(note["message"] as! String)")
            }
            if let fix = diagnostic["fix"] as? String { lines.append("\(place(diagnostic)): note: fix: \(fix)") }
        }
        #expect(lines.map { $0 + "\n" }.joined() == Self.fixture.expectedDiagnostics)
    }

    @Test func sarifHasTheFieldsCodeScanningReads() throws {
        let (result, document) = try run(["input", "--diagnostics-format", "sarif"], in: Self.fixture.directory)
        #expect(result.status == 1)
        #expect(document["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(document["version"] as? String == "2.1.0")
        let runs = try #require(document["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "dikitgen")
        #expect(driver["version"] as? String == "0.6.0")
        #expect(driver["informationUri"] as? String == "https://github.com/dikitgen/dikitgen")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIds = rules.compactMap { $0["id"] as? String }
        #expect(rules.allSatisfy { ($0["shortDescription"] as? [String: Any])?["text"] is String })

        let results = try #require(runs[0]["results"] as? [[String: Any]])
        let golden = Self.fixture.expectedDiagnostics.split(separator: "\n").filter { !$0.contains(": note: ") }
        #expect(results.count == golden.count)
        for (result, line) in zip(results, golden) {
            let ruleId = try #require(result["ruleId"] as? String)
            #expect(ruleIds[try #require(result["ruleIndex"] as? Int)] == ruleId)
            #expect(result["level"] as? String == "error")
            let text = try #require((result["message"] as? [String: Any])?["text"] as? String)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            let region = try #require(location["region"] as? [String: Any])
            let startLine = try #require(region["startLine"] as? Int)
            let startColumn = try #require(region["startColumn"] as? Int)
            #expect("\(uri):\(startLine):\(startColumn): error: \(text) [\(ruleId)]" == line)
            #expect(result["relatedLocations"] is [[String: Any]])
        }
        let cycle = try #require(results.first { $0["ruleId"] as? String == "dependency-cycle" })
        let related = try #require(cycle["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 3)
        let note = try #require(related[0]["physicalLocation"] as? [String: Any])
        #expect((note["region"] as? [String: Any])?["startLine"] as? Int == 17)
    }

    /// The command line's own warnings and errors are in the document too, as problems with
    /// a whole file: a path, no line.
    @Test(arguments: ["json", "sarif"])
    func fileSystemProblemsAreInTheDocument(_ format: String) throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        try Data([0x2F, 0x2F, 0x20, 0x44, 0x49, 0x4B, 0x69, 0x74, 0xFF, 0x0A]).write(to: project.url("Sources/Latin1.swift"))
        try FileManager.default.createSymbolicLink(atPath: project.url("Sources/Up").path, withDestinationPath: "..")
        let (generated, document) = try run(["Sources", "--diagnostics-format", format], in: project.root)
        #expect(generated.status == 0)
        #expect(generated.standardOutput.contains("func resolveGreeter(name: String) -> Greeter {"))
        #expect(Self.problems(document) == [
            Problem(id: "skipped-entry", severity: "warning", path: "Sources/Up"),
            Problem(id: "invalid-utf8", severity: "warning", path: "Sources/Latin1.swift"),
        ])

        let (missing, missingDocument) = try run(["Missing", "-o", "R.swift", "--diagnostics-format", format], in: project.root)
        #expect(missing.status == 66)
        #expect(Self.problems(missingDocument) == [Problem(id: "unreadable-input", severity: "error", path: "Missing")])

        let (stale, staleDocument) = try run(["check", "Sources", "-o", "R.swift", "--diagnostics-format", format], in: project.root)
        #expect(stale.status == 2)
        #expect(stale.standardOutput.hasPrefix("--- a/R.swift\n"))
        #expect(Self.problems(staleDocument).last == Problem(id: "out-of-date", severity: "error", path: "R.swift"))

        let (unwritable, unwritableDocument) = try run(["Sources", "-o", "No/R.swift", "--diagnostics-format", format], in: project.root)
        #expect(unwritable.status == 73)
        #expect(Self.problems(unwritableDocument).last == Problem(id: "unwritable-output", severity: "error", path: "No/R.swift"))
    }

    struct Problem: Equatable {
        var id: String
        var severity: String
        var path: String
    }

    /// The diagnostics of a json or sarif document, as id, severity and path, in order.
    private static func problems(_ document: [String: Any]) -> [Problem] {
        if let diagnostics = document["diagnostics"] as? [[String: Any]] {
            return diagnostics.map { diagnostic in
                #expect(diagnostic["line"] is NSNull)
                return Problem(id: diagnostic["id"] as! String, severity: diagnostic["severity"] as! String, path: diagnostic["path"] as! String)
            }
        }
        let results = (document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
        return results.map { result in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            #expect(location?["region"] == nil)
            let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
            return Problem(id: result["ruleId"] as! String, severity: result["level"] as! String, path: uri)
        }
    }

    /// With --verbose, the phases are part of the document, not lines beside it.
    @Test func verbosePhasesAreInTheDocument() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        let (result, document) = try run(["Sources", "--verbose", "--diagnostics-format", "json", "--no-cache"], in: project.root)
        #expect(result.status == 0)
        let phases = try #require(document["phases"] as? [[String: Any]])
        #expect(phases.compactMap { $0["name"] as? String } == ["discover", "read", "generate", "print"])
        #expect(phases.allSatisfy { ($0["microseconds"] as? Int ?? -1) >= 0 })
        let read = try #require(phases[1]["counts"] as? [String: Int])
        #expect(read["files"] == 1 && read["parsed"] == 1 && read["cached"] == 0)
        #expect((document["diagnostics"] as? [[String: Any]])?.first?["id"] as? String == "implicit-parameter")
    }
}

import Foundation
import Testing

/// `dikitgen explain`'s command line: its usage errors, exit statuses and diagnostics
/// formats. What it prints is checked by the fixtures' `expected-explain.txt`.
@Suite struct ExplainCommandTests {
    @Test(arguments: [["explain"], ["explain", "Barista"]])
    func aMissingTypeOrPathIsAUsageError(_ arguments: [String]) throws {
        let result = try ProcessRunner.run(Paths.dikitgen, arguments)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Error: Missing expected argument '<\(arguments.count == 1 ? "type" : "path")>'\n"))
        #expect(result.standardError.contains("Usage: dikitgen explain <type> <path>... [options]"))
    }

    @Test func anUnknownOptionIsNamedBeforeAMissingType() throws {
        let result = try ProcessRunner.run(Paths.dikitgen, ["explain", "--bogus"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Error: Unknown option '--bogus'\n"))
    }

    @Test func anUnknownTypeExitsWithThreeAndAnUnreadablePathWith66() throws {
        let project = try TemporaryProject(files: ["App.swift": SampleSources.resolver])
        let unknown = try project.runDikitgen(["explain", "Nothing", ".", "--no-cache"])
        #expect(unknown.status == 3)
        #expect(unknown.standardOutput.hasPrefix("no resolver builds, injects into or needs 'Nothing'\n"))
        let unreadable = try project.runDikitgen(["explain", "Nothing", "missing", "--no-cache"])
        #expect(unreadable.status == 66)
        #expect(unreadable.standardOutput.isEmpty)
    }

    /// Errors in the sources are reported in the chosen format, and the graph is still explained.
    @Test func sourceErrorsAreReportedAndExplained() throws {
        let cycle = Paths.fixtures.appendingPathComponent("error-dependency-cycle")
        let result = try ProcessRunner.run(
            Paths.dikitgen, ["explain", "Timeline", "input", "--no-cache", "--diagnostics-format", "json"], in: cycle
        )
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("dependency cycle: 'Timeline' is already being built above"))
        #expect(result.standardError.contains("\"id\": \"dependency-cycle\""))
    }
}

import Foundation
import Testing

/// Every fixture's generated code and diagnostics match its golden files exactly.
@Suite struct FixtureTests {
    @Test func fixturesExist() {
        #expect(Fixture.all.count >= 10, "Fixtures/ should hold the golden cases")
    }

    @Test(arguments: Fixture.all + Fixture.allCompatibility)
    func goldenFilesMatch(_ fixture: Fixture) throws {
        let result = try ProcessRunner.run(Paths.dikitgen, fixture.arguments, in: fixture.directory)
        if let expectedOutput = fixture.expectedOutput {
            #expect(result.status == 0, "dikitgen failed: \(result.standardError)")
            #expect(result.standardOutput == expectedOutput)
        } else {
            #expect(result.status == 1)
            #expect(result.standardOutput.isEmpty)
        }
        // With --verbose, each phase's time follows the diagnostics; the times are no golden.
        let standardError = PhaseLines(standardError: result.standardError)
        #expect(standardError.diagnostics == fixture.expectedDiagnostics)
        let phases = ["discover", "read", "generate"] + (fixture.expectedOutput != nil ? ["print"] : [])
        #expect(standardError.phases == (fixture.arguments.contains("--verbose") ? phases : []))
    }

    @Test func explainFixturesExist() {
        #expect(Fixture.explaining.count >= 5, "Fixtures/ should hold the explain cases")
    }

    /// `dikitgen explain` of each type of a fixture's `explain` file prints what its
    /// `expected-explain.txt` records, and exits as it records.
    @Test(arguments: Fixture.explaining)
    func explanationsMatch(_ fixture: Fixture) throws {
        let expected = try #require(fixture.expectedExplanation, "no expected-explain.txt: run `make goldens`")
        try #require(!fixture.explainedTypes.isEmpty, "expected-explain.txt without an explain file")
        let entries = try fixture.explainedTypes.map { type in
            ExplainTranscript.entry(type: type, try ProcessRunner.run(Paths.dikitgen, ["explain", type, "input", "--no-cache"], in: fixture.directory))
        }
        #expect(ExplainTranscript.transcript(entries) == expected)
    }
}

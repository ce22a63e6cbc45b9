import Foundation
import Testing

/// The exit-status table of the documentation (CommandLineReference.md), row by row, for `generate` and `check`: and on every
/// failure, an existing output file keeps its bytes.
@Suite struct ExitStatusTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var status: Int32
        var arguments: [String]
        var sources: [String: String] = ["Sources/App.swift": SampleSources.resolver]

        var testDescription: String { "\(status): \(name)" }
    }

    static let output = "Resolver.generated.swift"
    static let previousOutput = "previous output\n"
    static let broken = ["Sources/App.swift": SampleSources.resolver, "Sources/Broken.swift": SampleSources.brokenInjectable]

    static let cases: [Case] = [
        Case(name: "generate prints", status: 0, arguments: ["Sources"]),
        Case(name: "generate writes", status: 0, arguments: ["generate", "Sources", "--output", output]),
        Case(name: "generate with errors", status: 1, arguments: ["Sources", "--output", output], sources: broken),
        Case(name: "check with errors", status: 1, arguments: ["check", "Sources", "--output", output], sources: broken),
        Case(name: "check out of date", status: 2, arguments: ["check", "Sources", "--output", output]),
        Case(name: "missing path", status: 64, arguments: []),
        Case(name: "unknown option", status: 64, arguments: ["Sources", "--output", output, "--frobnicate"]),
        Case(name: "check without --output", status: 64, arguments: ["check", "Sources"]),
        Case(name: "generate, no such input", status: 66, arguments: ["Missing", "--output", output]),
        Case(name: "check, no such input", status: 66, arguments: ["check", "Missing", "--output", output]),
        Case(name: "unwritable output", status: 73, arguments: ["Sources", "--output", "No/Such/Directory/R.swift"]),
    ]

    @Test(arguments: cases)
    func exitStatus(_ testCase: Case) throws {
        var files = testCase.sources
        files[Self.output] = Self.previousOutput
        let project = try TemporaryProject(files: files)
        let result = try project.runDikitgen(testCase.arguments)
        #expect(result.status == testCase.status, "\(result.standardError)")
        if testCase.status != 0 {
            #expect(try project.read(Self.output) == Self.previousOutput)
        }
    }

    /// `check` passes on what `generate` wrote: the success row of `check`.
    @Test func checkAfterGenerateSucceeds() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        #expect(try project.runDikitgen(["Sources", "--output", Self.output]).status == 0)
        #expect(try project.runDikitgen(["check", "Sources", "--output", Self.output]).status == 0)
    }
}

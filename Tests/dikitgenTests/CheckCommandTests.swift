import Foundation
import Testing

/// `dikitgen check <path> --output <file>`: exit 0 only for a current file; otherwise the
/// diagnostics or a unified diff, a non-zero status, and nothing written.
@Suite struct CheckCommandTests {
    private static let output = "Resolver.generated.swift"

    @Test func anUpToDateFilePasses() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        _ = try project.runDikitgen(["Sources", "--output", Self.output])
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try project.setModificationDate(past, of: Self.output)
        let result = try project.runDikitgen(["check", "Sources", "--output", Self.output])
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.isEmpty)
        #expect(try project.modificationDate(of: Self.output) == past)
    }

    @Test func aStaleFileIsReportedAsADiffAndKept() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver, Self.output: "stale"])
        let result = try project.runDikitgen(["check", "Sources", "--output", Self.output])
        #expect(result.status == 2)
        #expect(result.standardOutput.hasPrefix("""
            --- a/Resolver.generated.swift
            +++ b/Resolver.generated.swift
            @@ -1 +1,19 @@
            -stale
            \\ No newline at end of file
            +//
            +//  Resolver.generated.swift

            """))
        #expect(result.standardError == "Resolver.generated.swift: error: the file is not up to date; `dikitgen generate` with the same arguments writes it\n")
        #expect(try project.read(Self.output) == "stale")
    }

    @Test func aMissingFileDiffsAgainstEmptyAndIsNotCreated() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        let result = try project.runDikitgen(["check", "Sources", "--output", Self.output])
        #expect(result.status == 2)
        #expect(result.standardOutput.hasPrefix("--- a/Resolver.generated.swift\n+++ b/Resolver.generated.swift\n@@ -0,0 +1,19 @@\n+//\n"))
        #expect(result.standardError == "Resolver.generated.swift: error: the file does not exist; `dikitgen generate` with the same arguments writes it\n")
        #expect(!FileManager.default.fileExists(atPath: project.url(Self.output).path))
    }

    /// The diff is a patch: applied to the file, it makes the file current.
    @Test func theDiffShowsTheChangeAndAppliesWithPatch() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        _ = try project.runDikitgen(["Sources", "--output", Self.output])
        try project.write(SampleSources.resolver + "struct Clerk: Injectable {\n    struct Dependency {}\n    init(dependency: Dependency) {}\n}\n", to: "Sources/App.swift")

        let result = try project.runDikitgen(["check", "Sources", "--output", Self.output])
        #expect(result.status == 2)
        // A context line that is empty in the file is a lone space in the diff.
        #expect(result.standardOutput.contains([
            " extension AppResolver {",
            " ",
            "+    func resolveClerk() -> Clerk {",
            "+        return Clerk(dependency: .init())",
            "+    }",
            "+",
            "     func resolveClock() -> Clock {",
        ].joined(separator: "\n")))
        try project.write(result.standardOutput, to: "change.diff")
        let patch = try ProcessRunner.runTool("patch", ["-p1", "-i", "change.diff"], in: project.root)
        #expect(patch.status == 0, "\(patch.standardOutput)\(patch.standardError)")
        #expect(try project.runDikitgen(["check", "Sources", "--output", Self.output]).status == 0)
    }

    /// The usual layout: the generated file lives among the sources and, mentioning DIKit,
    /// is read as one of them.
    @Test func aGeneratedFileAmongTheSourcesPasses() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        #expect(try project.runDikitgen(["Sources", "--output", "Sources/Resolver.generated.swift"]).status == 0)
        let result = try project.runDikitgen(["check", "Sources", "--output", "Sources/Resolver.generated.swift"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    }

    @Test func aPathNamedLikeTheCommandIsWrittenWithDotSlash() throws {
        let project = try TemporaryProject(files: ["check/App.swift": SampleSources.resolver])
        let result = try project.runDikitgen(["./check"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("extension AppResolver {"))
    }

    @Test func sourceErrorsArePrintedWithoutADiffAndTheFileIsKept() throws {
        let project = try TemporaryProject(files: [
            "Sources/App.swift": SampleSources.resolver,
            "Sources/Broken.swift": SampleSources.brokenInjectable,
            Self.output: "previous output",
        ])
        let result = try project.runDikitgen(["check", "Sources", "--output", Self.output])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix(
            "Sources/Broken.swift:5:22: error: Initializer 'init(dependency:)' must take 'Dependency', not 'Int' [missing-initializer]\n"
        ))
        #expect(try project.read(Self.output) == "previous output")
    }

    @Test func takesTheSameInputOptionsAsGenerate() throws {
        let project = try TemporaryProject(files: [
            "Sources/App.swift": SampleSources.resolver,
            "Sources/Vendor/Broken.swift": SampleSources.brokenInjectable,
        ])
        let generated = try project.runDikitgen(["Sources", "--exclude", "Vendor", "--output", Self.output])
        #expect(generated.status == 0)
        #expect(try project.runDikitgen(["check", "Sources", "--exclude", "Vendor", "--output", Self.output]).status == 0)
        #expect(try project.runDikitgen(["check", "Sources", "--output", Self.output]).status == 1)
    }

    @Test func theOutputOptionIsRequired() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        let result = try project.runDikitgen(["check", "Sources"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("Missing expected argument '--output <file>'"))
    }

    @Test func anOutputThatCannotBeReadIsUnreadableInput() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        try FileManager.default.createDirectory(at: project.url("Directory.swift"), withIntermediateDirectories: true)
        let result = try project.runDikitgen(["check", "Sources", "--output", "Directory.swift"])
        #expect(result.status == 66)
        #expect(result.standardError == "Directory.swift: error: cannot read the file\n")
    }
}

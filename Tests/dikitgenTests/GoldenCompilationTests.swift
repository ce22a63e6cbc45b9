import Foundation
import Testing

/// Every golden output compiles: it is typechecked with the fixture's own sources against
/// the runtime library in `Sources/DIKit`, in Swift 5 and Swift 6 language modes, so a
/// golden that does not compile fails.
@Suite struct GoldenCompilationTests {
    /// `DIKit.swiftmodule`, built once from `Sources/DIKit` for all fixtures.
    static let runtimeModuleDirectory: Result<URL, RuntimeBuildFailure> = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-runtime-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let result = try ProcessRunner.runTool("swiftc", [
                "-emit-module", "-parse-as-library", "-module-name", "DIKit",
                "-emit-module-path", directory.appendingPathComponent("DIKit.swiftmodule").path,
            ] + Paths.swiftFiles(under: Paths.runtimeSources))
            guard result.status == 0 else { return .failure(RuntimeBuildFailure(message: result.standardError)) }
            return .success(directory)
        } catch {
            return .failure(RuntimeBuildFailure(message: "\(error)"))
        }
    }()

    struct RuntimeBuildFailure: Error {
        var message: String
    }

    @Test(arguments: Fixture.generating, ["5", "6"])
    func goldenOutputTypechecks(_ fixture: Fixture, languageMode: String) throws {
        let moduleDirectory = try Self.runtimeModuleDirectory.get()
        let sources = Paths.swiftFiles(under: fixture.directory.appendingPathComponent("input"))
        // Swift 5 reads `/.../` as a regex literal (as some inputs write) only when asked.
        let regexLiterals = languageMode == "5" ? ["-enable-upcoming-feature", "BareSlashRegexLiterals"] : []
        let result = try ProcessRunner.runTool("swiftc", [
            "-typecheck", "-swift-version", languageMode, "-I", moduleDirectory.path,
        ] + regexLiterals + sources + [fixture.expectedOutputURL.path])
        #expect(
            result.status == 0,
            "\(fixture.testDescription): the golden output does not compile in Swift \(languageMode):\n\(result.standardError)"
        )
    }
}

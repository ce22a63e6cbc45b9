import Foundation
import Testing

/// Every golden output compiles: it is typechecked with the fixture's own sources against
/// the runtime library in `Sources/DIKit`, so a golden that does not compile fails.
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

    @Test(arguments: Fixture.generating)
    func goldenOutputTypechecks(_ fixture: Fixture) throws {
        let moduleDirectory = try Self.runtimeModuleDirectory.get()
        let sources = Paths.swiftFiles(under: fixture.directory.appendingPathComponent("input"))
        let result = try ProcessRunner.runTool("swiftc", [
            "-typecheck", "-swift-version", "6", "-I", moduleDirectory.path,
        ] + sources + [fixture.expectedOutputURL.path])
        #expect(result.status == 0, "\(fixture.name): the golden output does not compile:\n\(result.standardError)")
    }
}

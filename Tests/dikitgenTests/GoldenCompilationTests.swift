import Foundation
import Testing

/// Every golden output compiles: it is typechecked with the fixture's own sources against
/// the runtime library in `Sources/DIKit`, in Swift 5 and Swift 6 language modes, so a
/// golden that does not compile fails.
@Suite struct GoldenCompilationTests {
    /// `DIKit.swiftmodule` and `libDIKit.a`, built once from `Sources/DIKit` for all fixtures.
    static let runtimeModuleDirectory: Result<URL, RuntimeBuildFailure> = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-runtime-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let result = try ProcessRunner.runTool("swiftc", [
                "-emit-library", "-static", "-parse-as-library", "-module-name", "DIKit",
                "-emit-module-path", directory.appendingPathComponent("DIKit.swiftmodule").path,
                "-o", directory.appendingPathComponent("libDIKit.a").path,
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
            "-typecheck", "-swift-version", languageMode, "-package-name", "Fixtures", "-I", moduleDirectory.path,
        ] + regexLiterals + sources + [fixture.expectedOutputURL.path])
        #expect(
            result.status == 0,
            "\(fixture.testDescription): the golden output does not compile in Swift \(languageMode):\n\(result.standardError)"
        )
    }
}

/// The golden outputs that matter most run: a fixture with a `run/` folder is built with
/// its inputs, its golden output and `run/main.swift` in Swift 6 mode, and what the program
/// prints must be `expected-run-output.txt`. A `run/configurations` file builds and runs it
/// once per line, with that line's compiler flags (`-D DEBUG`), and the expected output
/// holds each run's output after a line `== <flags>`.
@Suite struct GoldenProgramTests {
    static let runnable = Fixture.generating.filter { fixture in
        !fixture.isCompatibility && FileManager.default.fileExists(atPath: fixture.directory.appendingPathComponent("run").path)
    }

    @Test func someFixturesRun() {
        #expect(Self.runnable.count >= 7)
    }

    @Test(arguments: runnable)
    func goldenProgramPrintsWhatIsExpected(_ fixture: Fixture) throws {
        let run = fixture.directory.appendingPathComponent("run")
        let expected = try String(contentsOf: fixture.directory.appendingPathComponent("expected-run-output.txt"), encoding: .utf8)
        guard let configurations = try? String(contentsOf: run.appendingPathComponent("configurations"), encoding: .utf8) else {
            #expect(try output(of: fixture, flags: []) == expected)
            return
        }
        var output = ""
        for line in configurations.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            output += "== \(line)\n" + (try self.output(of: fixture, flags: line.split(separator: " ").map(String.init)))
        }
        #expect(output == expected)
    }

    /// What the fixture's program prints when built with `flags`.
    private func output(of fixture: Fixture, flags: [String]) throws -> String {
        let runtime = try GoldenCompilationTests.runtimeModuleDirectory.get()
        let executable = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-program-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: executable) }
        let build = try ProcessRunner.runTool("swiftc", [
            "-swift-version", "6", "-package-name", "Fixtures", "-I", runtime.path, "-L", runtime.path, "-lDIKit",
            "-o", executable.path,
        ] + flags + Paths.swiftFiles(under: fixture.directory.appendingPathComponent("input"))
            + [fixture.expectedOutputURL.path]
            + Paths.swiftFiles(under: fixture.directory.appendingPathComponent("run")))
        try #require(build.status == 0, "\(fixture.name) \(flags): the program does not build:\n\(build.standardError)")
        let result = try ProcessRunner.run(executable, [])
        #expect(result.status == 0)
        return result.standardOutput
    }
}

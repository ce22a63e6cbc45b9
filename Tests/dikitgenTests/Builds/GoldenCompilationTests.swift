import Foundation
import Testing

/// Every golden output compiles: it is checked with the fixture's own sources against
/// the runtime library in `Sources/DIKit`, in each `CompilerConfiguration` (Swift 5, Swift 6,
/// Xcode 26's settings), so a golden that does not compile fails. A fixture that says its
/// golden does not compile in a configuration (`not-under-<name>`) must fail to compile there.
@Suite struct GoldenCompilationTests {
    /// Each golden output with each configuration it is for.
    static let goldenBuilds = Fixture.generating.flatMap { fixture in fixture.configurations.map { (fixture, $0) } }

    @Test func everyGoldenIsBuiltSomewhere() {
        #expect(Fixture.generating.allSatisfy { !$0.configurations.isEmpty })
    }

    @Test(arguments: goldenBuilds)
    func goldenOutputTypechecks(_ fixture: Fixture, configuration: CompilerConfiguration) throws {
        let sources = Paths.swiftFiles(under: fixture.directory.appendingPathComponent("input"))
        let dependencies = try Self.buildDependencyModules(of: fixture, in: configuration)
        defer { if let dependencies { try? FileManager.default.removeItem(at: dependencies) } }
        let result = try RuntimeModule.typecheck(
            sources + [fixture.expectedOutputURL.path], in: configuration, importing: dependencies.map { [$0.path] } ?? []
        )
        guard let reason = fixture.reasonNotToCompile(under: configuration) else {
            #expect(
                result.status == 0,
                "\(fixture.testDescription): the golden output does not compile in \(configuration.name):\n\(result.standardError)"
            )
            return
        }
        #expect(!reason.isEmpty, "\(fixture.testDescription): not-under-\(configuration.name) must say why")
        #expect(
            result.status != 0,
            "\(fixture.testDescription): the golden output compiles in \(configuration.name): delete not-under-\(configuration.name) (\(reason))"
        )
    }

    /// The golden split into three files (`--output-files 3`) compiles as the one file does,
    /// in each configuration the golden compiles in: a scope's type may be in another file than its methods, an
    /// extension in several, and each file imports what the one file imports.
    static let splitBuilds = goldenBuilds.filter { fixture, configuration in fixture.reasonNotToCompile(under: configuration) == nil }

    @Test(arguments: splitBuilds)
    func splitOutputTypechecks(_ fixture: Fixture, configuration: CompilerConfiguration) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-split-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let generation = try ProcessRunner.run(
            Paths.dikitgen, fixture.arguments + ["--no-cache", "--output", output.appendingPathComponent("Resolver.swift").path, "--output-files", "3"],
            in: fixture.directory
        )
        try #require(generation.status == 0, "\(fixture.testDescription): \(generation.standardError)")
        let files = (1...3).map { output.appendingPathComponent("Resolver.\($0).swift").path }
        let dependencies = try Self.buildDependencyModules(of: fixture, in: configuration)
        defer { if let dependencies { try? FileManager.default.removeItem(at: dependencies) } }
        let result = try RuntimeModule.typecheck(
            Paths.swiftFiles(under: fixture.directory.appendingPathComponent("input")) + files, in: configuration,
            importing: dependencies.map { [$0.path] } ?? []
        )
        #expect(result.status == 0, "\(fixture.testDescription): the split output does not compile in \(configuration.name):\n\(result.standardError)")
    }

    /// The Xcode 26 configuration turns on what it names. `swiftc` accepts a misspelt
    /// upcoming feature without a word, so each is asked for by name.
    @Test func xcode26SettingsAreOn() throws {
        let features = CompilerConfiguration.xcode26.upcomingFeatures.map { feature in
            "#if !hasFeature(\(feature))\n#error(\"\(feature) is off\")\n#endif\n"
        }
        let result = try typecheck(source: features.joined(), in: .xcode26)
        #expect(result.status == 0, "\(result.standardError)")
    }

    /// Main-actor state assigned from a method without an annotation compiles only when
    /// that method is on the main actor too, as `-default-isolation MainActor` makes it.
    @Test func xcode26SettingsIsolateToTheMainActor() throws {
        let source = "final class Counter {\n    @MainActor var count = 0\n    func increment() { count += 1 }\n}\n"
        let xcode26 = try typecheck(source: source, in: .xcode26)
        #expect(xcode26.status == 0, "\(xcode26.standardError)")
        #expect(try typecheck(source: source, in: .swift6).status != 0)
    }

    private func typecheck(source: String, in configuration: CompilerConfiguration) throws -> ProcessOutput {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-probe-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try RuntimeModule.typecheck([file.path], in: configuration)
    }

    /// Region-based isolation (`sending 'x' risks causing data races`) is checked on SIL,
    /// after typechecking: a `-typecheck` run would accept what a build rejects.
    @Test func dataRacesAreChecked() throws {
        let source = """
            final class Box {}
            actor Store {
                let box: Box
                init(box: Box) { self.box = box }
            }
            func make(_ box: Box) -> Store { Store(box: box) }

            """
        #expect(try typecheck(source: source, in: .swift5).status == 0)
        let swift6 = try typecheck(source: source, in: .swift6)
        #expect(swift6.status != 0 && swift6.standardError.contains("risks causing data races"), "\(swift6.standardError)")
    }

    /// For a fixture with a `dependencies/` folder (`dependencies/Networking/*.swift`, named
    /// with `--dependency Networking=dependencies/Networking`), a directory holding each of
    /// its modules, built in `configuration` against the runtime: what the input imports;
    /// with `linkable`, each also as a static library, `lib<module>.a`, for a program to link.
    /// `nil` for a fixture without dependencies.
    static func buildDependencyModules(of fixture: Fixture, in configuration: CompilerConfiguration, linkable: Bool = false) throws -> URL? {
        let dependencies = fixture.directory.appendingPathComponent("dependencies")
        guard let modules = try? FileManager.default.contentsOfDirectory(atPath: dependencies.path).sorted(), !modules.isEmpty else {
            return nil
        }
        let runtime = try RuntimeModule.directory.get()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-dependencies-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        for module in modules {
            let library = linkable ? ["-emit-library", "-static", "-o", output.appendingPathComponent("lib\(module).a").path] : []
            let result = try ProcessRunner.runTool(
                "swiftc",
                ["-emit-module", "-parse-as-library", "-module-name", module, "-package-name", "Fixtures",
                 "-emit-module-path", output.appendingPathComponent("\(module).swiftmodule").path, "-I", runtime.path, "-I", output.path]
                    + library + configuration.flags + Paths.swiftFiles(under: dependencies.appendingPathComponent(module))
            )
            #expect(result.status == 0, "\(fixture.testDescription): dependency \(module) does not compile in \(configuration.name):\n\(result.standardError)")
        }
        return output
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

    /// What the fixture's program prints when built with `flags`, in Swift 6 mode, or in
    /// the configuration its arguments name.
    private func output(of fixture: Fixture, flags: [String]) throws -> String {
        let runtime = try RuntimeModule.directory.get()
        let executable = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-program-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: executable) }
        let configuration = fixture.configurations.contains { $0.name == CompilerConfiguration.swift6.name }
            ? CompilerConfiguration.swift6 : fixture.configurations[0]
        let dependencies = try GoldenCompilationTests.buildDependencyModules(of: fixture, in: configuration, linkable: true)
        defer { if let dependencies { try? FileManager.default.removeItem(at: dependencies) } }
        let dependencyFlags: [String] = dependencies.map(Self.linkingFlags(of:)) ?? []
        let runtimeFlags = ["-package-name", "Fixtures", "-I", runtime.path, "-L", runtime.path, "-lDIKit", "-o", executable.path]
        let build = try ProcessRunner.runTool("swiftc", configuration.flags + runtimeFlags
            + dependencyFlags + flags + Paths.swiftFiles(under: fixture.directory.appendingPathComponent("input"))
            + [fixture.expectedOutputURL.path]
            + Paths.swiftFiles(under: fixture.directory.appendingPathComponent("run")))
        try #require(build.status == 0, "\(fixture.name) \(flags): the program does not build:\n\(build.standardError)")
        let result = try ProcessRunner.run(executable, [])
        #expect(result.status == 0)
        return result.standardOutput
    }

    /// What links the modules and static libraries in `directory` (`buildDependencyModules`).
    private static func linkingFlags(of directory: URL) -> [String] {
        let libraries = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".a") }.sorted()
        return ["-I", directory.path, "-L", directory.path] + libraries.map { library in "-l" + library.dropFirst(3).dropLast(2) }
    }
}

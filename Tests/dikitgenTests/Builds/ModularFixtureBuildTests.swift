import Foundation
import Testing

/// Every modular fixture's modules build one after the other with their generated code in
/// every compiler configuration, and its program runs as expected.
@Suite struct ModularFixtureBuildTests {
    @Test(arguments: ModularFixture.all.flatMap { fixture in fixture.configurations.map { (fixture, $0) } })
    func modulesBuildAndTheProgramRuns(_ fixture: ModularFixture, configuration: CompilerConfiguration) throws {
        let runtime = try RuntimeModule.directory.get()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-modular-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        for foreign in fixture.foreignModules {
            let build = try ProcessRunner.runTool("swiftc", configuration.flags + [
                "-module-name", foreign, "-parse-as-library", "-emit-library", "-static", "-emit-module",
                "-emit-module-path", output.appendingPathComponent("\(foreign).swiftmodule").path,
                "-o", output.appendingPathComponent("lib\(foreign).a").path,
            ] + Paths.swiftFiles(under: fixture.directory.appendingPathComponent("foreign/\(foreign)")))
            try #require(build.status == 0, "\(fixture.name): \(foreign) does not build in \(configuration.name):\n\(build.standardError)")
        }
        let modules = fixture.modules
        let run = fixture.runDirectory(in: configuration)
        let runs = FileManager.default.fileExists(atPath: run.path)
        for (position, module) in modules.enumerated() {
            guard let generated = fixture.expectedOutput(of: module.name) != nil ? fixture.expectedOutputURL(of: module.name).path : nil else {
                return
            }
            let isProgram = runs && position == modules.count - 1
            let common = configuration.flags + ["-module-name", module.name, "-package-name", "Fixtures", "-I", runtime.path, "-I", output.path]
            let files = fixture.sources(of: module.name) + [generated]
            let arguments: [String] = isProgram
                // Static libraries: each after those that need it, the runtime last.
                ? common + ["-L", output.path] + (module.dependencies.reversed() + fixture.foreignModules).map { "-l" + $0 }
                    + ["-L", runtime.path, "-lDIKit"]
                    + ["-o", output.appendingPathComponent("program").path] + files + Paths.swiftFiles(under: run)
                : common + ["-parse-as-library", "-enable-testing", "-emit-library", "-static", "-emit-module",
                            "-emit-module-path", output.appendingPathComponent("\(module.name).swiftmodule").path,
                            "-o", output.appendingPathComponent("lib\(module.name).a").path] + files
            let build = try ProcessRunner.runTool("swiftc", arguments)
            try #require(build.status == 0, "\(fixture.name): \(module.name) does not build in \(configuration.name):\n\(build.standardError)")
        }
        guard runs else { return }
        let expected = try String(contentsOf: fixture.directory.appendingPathComponent("expected-run-output.txt"), encoding: .utf8)
        let result = try ProcessRunner.run(output.appendingPathComponent("program"), [])
        #expect(result.status == 0)
        #expect(result.standardOutput == expected, "\(fixture.name) in \(configuration.name)")
    }
}

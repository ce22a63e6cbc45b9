import Foundation
import Testing

/// Every modular fixture (`ModularFixture`): each module's generated code and diagnostics are
/// its goldens, from its dependencies' sources and, the same bytes, from their summaries; and
/// the modules build one after the other with their generated code in every compiler
/// configuration, and the program runs as expected (`ModularFixtureBuildTests`).
@Suite struct ModularFixtureTests {
    @Test func modularFixturesExist() {
        #expect(ModularFixture.all.count >= 3)
    }

    @Test(arguments: ModularFixture.all)
    func goldenFilesMatch(_ fixture: ModularFixture) throws {
        for module in fixture.modules {
            let result = try ProcessRunner.run(Paths.dikitgen, fixture.arguments(of: module), in: fixture.directory)
            if let expected = fixture.expectedOutput(of: module.name) {
                #expect(result.status == 0, "\(module.name): dikitgen failed: \(result.standardError)")
                #expect(result.standardOutput == expected, "\(module.name)")
            } else {
                #expect(result.status == 1, "\(module.name)")
            }
            #expect(result.standardError == fixture.expectedDiagnostics(of: module.name), "\(module.name)")
        }
    }

    /// Each module generated from its dependencies' summaries gives what it gives from their sources.
    @Test(arguments: ModularFixture.all)
    func summariesGiveTheSameCode(_ fixture: ModularFixture) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-summaries-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for module in fixture.modules {
            let summary = scratch.appendingPathComponent("\(module.name).dikitsummary").path
            let arguments = ["modules/\(module.name)", "--module", module.name, "--no-cache", "--emit-summary", summary, "-o",
                             scratch.appendingPathComponent("\(module.name).swift").path]
                + module.dependencies.flatMap { ["--summary", scratch.appendingPathComponent("\($0).dikitsummary").path] }
                + fixture.extraArguments
            let result = try ProcessRunner.run(Paths.dikitgen, arguments, in: fixture.directory)
            guard let expected = fixture.expectedOutput(of: module.name) else { return }
            #expect(result.status == 0, "\(module.name): \(result.standardError)")
            let written = try String(contentsOf: scratch.appendingPathComponent("\(module.name).swift"), encoding: .utf8)
            // The header names the file written.
            #expect(written.replacingOccurrences(of: "\(module.name).swift", with: "Resolver.swift") == expected, "\(module.name)")
        }
    }
}

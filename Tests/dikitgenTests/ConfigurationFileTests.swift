@testable import dikitgen
import Testing

/// `dikitgen.json`: what a configuration file may hold, and the message for each way it can
/// be wrong.
@Suite struct ConfigurationFileTests {
    private func parse(_ text: String) throws(ConfigurationFile.Failure) -> ConfigurationFile {
        try ConfigurationFile(json: Array(text.utf8))
    }

    @Test func readsEveryKey() throws {
        let file = try parse("""
            {
              "strict": true,
              "allowParameters": ["String", "Int"],
              "compatibility": "dikit-0.5",
              "defaultIsolation": "MainActor",
              "upcomingFeatures": ["NonisolatedNonsendingByDefault"],
              "swiftVersion": "5"
            }
            """)
        #expect(file == ConfigurationFile(
            strict: true, allowParameters: ["String", "Int"], compatibility: .dikit05, defaultIsolation: .mainActor,
            upcomingFeatures: ["NonisolatedNonsendingByDefault"], swiftVersion: .swift5
        ))
    }

    /// `"swiftVersion": 6`, as a number, is what one would write too.
    @Test func readsTheSwiftVersionAsANumber() throws {
        #expect(try parse("{\"swiftVersion\": 6}") == ConfigurationFile(swiftVersion: .swift6))
    }

    @Test(arguments: ["{}", "{\"strict\": null}"])
    func everyKeyIsOptional(_ text: String) throws {
        #expect(try parse(text) == ConfigurationFile())
    }

    @Test(arguments: [
        ("{\"allowParameter\": [\"String\"]}", "unknown key 'allowParameter'; the keys are allowParameters, compatibility, defaultIsolation, strict, swiftVersion, upcomingFeatures"),
        ("{\"verbose\": true, \"exclude\": []}", "unknown keys 'exclude', 'verbose'; the keys are allowParameters, compatibility, defaultIsolation, strict, swiftVersion, upcomingFeatures"),
        ("{\"strict\": \"yes\"}", "'strict' must be true or false"),
        ("{\"allowParameters\": \"String\"}", "'allowParameters' must be a list of type names, such as [\"String\"]"),
        ("{\"allowParameters\": [1]}", "'allowParameters' must be a list of type names, such as [\"String\"]"),
        ("{\"compatibility\": \"dikit-0.4\"}", "'compatibility' must be \"dikit-0.5\", not \"dikit-0.4\""),
        ("{\"compatibility\": 5}", "'compatibility' must be \"dikit-0.5\""),
        ("{\"defaultIsolation\": \"mainActor\"}", "'defaultIsolation' must be \"nonisolated\" or \"MainActor\", not \"mainActor\""),
        ("{\"swiftVersion\": 4}", "'swiftVersion' must be \"5\" or \"6\", not \"4\""),
        ("{\"upcomingFeatures\": \"NonisolatedNonsendingByDefault\"}", "'upcomingFeatures' must be a list of feature names, such as [\"NonisolatedNonsendingByDefault\"]"),
        ("[\"strict\"]", "the configuration must be a JSON object, such as {\"strict\": true}"),
        ("{\"strict\": true,", "the file is not valid JSON"),
        ("", "the file is not valid JSON"),
    ])
    func aBadFileSaysWhatIsWrong(_ text: String, message: String) {
        #expect(throws: ConfigurationFile.Failure(kind: .invalid, message: message)) { try parse(text) }
    }
}

/// `--config <file>` on the command line: the file's options apply, the command line's win,
/// and a file that cannot be used is reported under its path.
@Suite struct ConfigurationOptionTests {
    /// `Greeter` needs a `String` that nothing provides: an error only under `strict`.
    private func project(configuration: String) throws -> TemporaryProject {
        try TemporaryProject(files: ["App.swift": SampleSources.resolver, "dikitgen.json": configuration])
    }

    @Test func theFilesOptionsApply() throws {
        let project = try project(configuration: "{\"strict\": true}")
        let strict = try project.runDikitgen(["App.swift", "--config", "dikitgen.json"])
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("[missing-provider]"))

        try project.write("{\"strict\": true, \"allowParameters\": [\"String\"]}", to: "dikitgen.json")
        let allowed = try project.runDikitgen(["App.swift", "--config", "dikitgen.json"])
        #expect(allowed.status == 0)
        #expect(allowed.standardOutput.contains("func resolveGreeter(name: String) -> Greeter"))
    }

    @Test func theCommandLineWins() throws {
        let project = try project(configuration: "{\"allowParameters\": [\"String\"]}")
        let replaced = try project.runDikitgen(["App.swift", "--config", "dikitgen.json", "--strict", "--allow-parameter", "Int"])
        #expect(replaced.status == 1)
        #expect(replaced.standardError.contains("no provider for 'String'"))

        let compatible = try project.runDikitgen(["App.swift", "--config", "dikitgen.json", "--compatibility", "dikit-0.5"])
        #expect(compatible.status == 0)
        #expect(compatible.standardOutput.hasPrefix("//\n//  Resolver.swift\n"))
    }

    /// Every command that reads sources takes the file's options, as `generate` does.
    @Test(arguments: [
        ["check", "App.swift", "-o", "Resolver.generated.swift"],
        ["graph", "App.swift"],
        ["explain", "Greeter", "App.swift"],
    ])
    func everyCommandReadsTheFile(_ command: [String]) throws {
        let project = try project(configuration: "{\"strict\": true}")
        let result = try project.runDikitgen(command + ["--config", "dikitgen.json"])
        #expect(result.standardError.contains("[missing-provider]"))
        let withoutFile = try project.runDikitgen(command)
        #expect(!withoutFile.standardError.contains("[missing-provider]"))
    }

    @Test func anInvalidFileIsAUsageErrorNamingIt() throws {
        let project = try project(configuration: "{\"strict\": 1}")
        let result = try project.runDikitgen(["App.swift", "--config", "dikitgen.json"])
        #expect(result.status == 64)
        #expect(result.standardError == "dikitgen.json: error: 'strict' must be true or false\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func aMissingFileIsUnreadableInput() throws {
        let project = try project(configuration: "{}")
        let result = try project.runDikitgen(["App.swift", "--config", "missing.json", "--diagnostics-format", "json"])
        #expect(result.status == 66)
        #expect(result.standardError.contains("\"id\": \"unreadable-input\""))
        #expect(result.standardError.contains("\"path\": \"missing.json\""))
    }
}

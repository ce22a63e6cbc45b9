@testable import dikitgen
import SwiftDeclarations
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
              "swiftVersion": "5",
              "outputFiles": 4,
              "dependencyTargets": ["Features"],
              "dependencyDirectories": {"Networking": "../Packages/Networking/Sources/Networking"}
            }
            """)
        #expect(file == ConfigurationFile(
            strict: true, allowParameters: ["String", "Int"], compatibility: .dikit05, defaultIsolation: .mainActor,
            upcomingFeatures: ["NonisolatedNonsendingByDefault"], swiftVersion: .swift5, outputFiles: 4, dependencyTargets: ["Features"],
            dependencyDirectories: ["Networking": "../Packages/Networking/Sources/Networking"]
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

    /// Each problem is at its line and column (UTF-8 bytes): an unknown key at the first
    /// unknown key, a wrong value at the value, broken JSON where the grammar breaks.
    @Test(arguments: [
        ("{\"allowParameter\": [\"String\"]}", 1, 2, "unknown key 'allowParameter'; the keys are allowParameters, compatibility, defaultIsolation, dependencyDirectories, dependencyTargets, outputFiles, strict, swiftVersion, upcomingFeatures"),
        ("{\"verbose\": true,\n \"exclude\": []}", 1, 2, "unknown keys 'exclude', 'verbose'; the keys are allowParameters, compatibility, defaultIsolation, dependencyDirectories, dependencyTargets, outputFiles, strict, swiftVersion, upcomingFeatures"),
        ("{\"strict\": true,\n \"verbose\": true}", 2, 2, "unknown key 'verbose'; the keys are allowParameters, compatibility, defaultIsolation, dependencyDirectories, dependencyTargets, outputFiles, strict, swiftVersion, upcomingFeatures"),
        ("{\"strict\": \"yes\"}", 1, 12, "'strict' must be true or false"),
        ("{\"allowParameters\": \"String\"}", 1, 21, "'allowParameters' must be a list of type names, such as [\"String\"]"),
        ("{\n  \"allowParameters\": [1]\n}", 2, 22, "'allowParameters' must be a list of type names, such as [\"String\"]"),
        ("{\"compatibility\": \"dikit-0.4\"}", 1, 19, "'compatibility' must be \"dikit-0.5\", not \"dikit-0.4\""),
        ("{\"compatibility\": 5}", 1, 19, "'compatibility' must be \"dikit-0.5\""),
        ("{\"defaultIsolation\": \"mainActor\"}", 1, 22, "'defaultIsolation' must be \"nonisolated\" or \"MainActor\", not \"mainActor\""),
        ("{\"swiftVersion\": 4}", 1, 18, "'swiftVersion' must be \"5\" or \"6\", not \"4\""),
        ("{\"upcomingFeatures\": \"NonisolatedNonsendingByDefault\"}", 1, 22, "'upcomingFeatures' must be a list of feature names, such as [\"NonisolatedNonsendingByDefault\"]"),
        ("{\"outputFiles\": 0}", 1, 17, "'outputFiles' must be a whole number from 1 to 256, such as 4"),
        ("{\"outputFiles\": 257}", 1, 17, "'outputFiles' must be a whole number from 1 to 256, such as 4"),
        ("{\"outputFiles\": \"4\"}", 1, 17, "'outputFiles' must be a whole number from 1 to 256, such as 4"),
        ("{\"outputFiles\": 2.5}", 1, 17, "'outputFiles' must be a whole number from 1 to 256, such as 4"),
        ("{\"dependencyTargets\": \"Features\"}", 1, 23, "'dependencyTargets' must be a list of Xcode targets' names, such as [\"Features\"]"),
        ("{\"dependencyDirectories\": [\"Networking\"]}", 1, 27,
         "'dependencyDirectories' must be an object of module names and directories, such as {\"Networking\": \"../Networking/Sources/Networking\"}"),
        ("{\"dependencyDirectories\": {\"Networking\": 1}}", 1, 27,
         "'dependencyDirectories' must be an object of module names and directories, such as {\"Networking\": \"../Networking/Sources/Networking\"}"),
        ("  [\"strict\"]", 1, 3, "the configuration must be a JSON object, such as {\"strict\": true}"),
        ("{\"strict\": true,", 1, 17, "the file is not valid JSON: expected a key in double quotes, found the end of the file"),
        ("{\n  \"strict\": true,\n  \"allowParameters\": [\"String\" \"Int\"]\n}", 3, 32,
         "the file is not valid JSON: expected ',' or ']' after an element of the array, found '\"'"),
        ("", 1, 1, "the file is not valid JSON: expected a value, found the end of the file"),
        ("{\"strict\": True}", 1, 12, "the file is not valid JSON: expected a value, found 'T'"),
        ("{\"strict\": tru}", 1, 12, "the file is not valid JSON: expected 'true', found 't'"),
        ("{strict: true}", 1, 2, "the file is not valid JSON: expected a key in double quotes, found 's'"),
        ("{\"strict\": true} {}", 1, 18, "the file is not valid JSON: unexpected text after the value, found '{'"),
    ])
    func aBadFileSaysWhatIsWrongAndWhere(_ text: String, line: Int, column: Int, message: String) {
        #expect(throws: ConfigurationFile.Failure(kind: .invalid, message: message, location: .init(line: line, column: column))) { try parse(text) }
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

    /// A `missing-provider` fix tells how to allow the parameter where the list is kept: in
    /// the file when the file turns `strict` on or lists types, and the command line lists
    /// none; as the flag otherwise.
    @Test(arguments: [
        ("{\"strict\": true}", [], "by adding \"String\" to 'allowParameters' in dikitgen.json"),
        ("{\"strict\": true, \"allowParameters\": [\"Int\"]}", [], "by adding \"String\" to 'allowParameters' in dikitgen.json"),
        ("{\"allowParameters\": [\"Int\"]}", ["--strict"], "by adding \"String\" to 'allowParameters' in dikitgen.json"),
        ("{}", ["--strict"], "with '--allow-parameter String'"),
        ("{\"strict\": true}", ["--allow-parameter", "Int"], "with '--allow-parameter String'"),
    ])
    func theFixNamesWhereTheAllowedTypesAreListed(configuration: String, arguments: [String], allowing: String) throws {
        let project = try project(configuration: configuration)
        let result = try project.runDikitgen(["App.swift", "--config", "dikitgen.json"] + arguments)
        #expect(result.status == 1)
        #expect(result.standardError.contains(
            "note: fix: add 'func provideString() -> String' to 'AppResolver', or allow the parameter \(allowing)\n"
        ), "\(result.standardError)")
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

    /// The keys by which an Xcode target names its dependencies are the Xcode plugin's: the
    /// command line checks them and reads nothing because of them, so the file that the
    /// plugin reads works with `--config` too.
    @Test func theXcodePluginsKeysReadNothing() throws {
        let project = try project(configuration: """
            {"dependencyTargets": ["NoSuchTarget"], "dependencyDirectories": {"Networking": "no/such/directory"}}
            """)
        let withKeys = try project.runDikitgen(["App.swift", "--config", "dikitgen.json", "--no-cache"])
        #expect(withKeys.status == 0, "\(withKeys.standardError)")
        #expect(withKeys.standardError.isEmpty)
        let withoutFile = try project.runDikitgen(["App.swift", "--no-cache"])
        #expect(withKeys.standardOutput == withoutFile.standardOutput)

        try project.write("{\"dependencyTargets\": [\"Features\", 2]}", to: "dikitgen.json")
        let wrong = try project.runDikitgen(["App.swift", "--config", "dikitgen.json", "--no-cache"])
        #expect(wrong.status == 64)
        #expect(wrong.standardError.hasPrefix("dikitgen.json:1:23: error: 'dependencyTargets' must be a list"), "\(wrong.standardError)")
    }

    @Test func anInvalidFileIsAUsageErrorNamingIt() throws {
        let project = try project(configuration: "{\"strict\": 1}")
        let result = try project.runDikitgen(["App.swift", "--config", "dikitgen.json"])
        #expect(result.status == 64)
        #expect(result.standardError == "dikitgen.json:1:12: error: 'strict' must be true or false [invalid-configuration]\n")
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

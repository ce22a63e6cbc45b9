import Foundation
import Testing

/// The command line's documented behaviour: exit statuses, `--output`, `--exclude`.
@Suite struct CommandLineTests {
    @Test func printsTheVersion() throws {
        let result = try ProcessRunner.run(Paths.dikitgen, ["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "0.6.0\n")
    }

    @Test func missingPathArgumentIsAUsageError() throws {
        let result = try ProcessRunner.run(Paths.dikitgen, [])
        #expect(result.status == 64)
        #expect(result.standardError.contains("Missing expected argument '<path>'"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test func unknownOptionIsAUsageError() throws {
        let project = try TemporaryProject(files: ["App.swift": SampleSources.resolver])
        let result = try project.runDikitgen([".", "--frobnicate"])
        #expect(result.status == 64)
    }

    /// An unknown option is named as such even when no path is given: the missing path is
    /// not what to report about `dikitgen --bogus`.
    @Test(arguments: [["--bogus"], ["generate", "--bogus"], ["check", "--bogus", "-o", "R.swift"], ["--strict", "--bogus"]])
    func anUnknownOptionIsNamedBeforeAMissingPath(_ arguments: [String]) throws {
        let result = try ProcessRunner.run(Paths.dikitgen, arguments)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Error: Unknown option '--bogus'\n"))
        #expect(!result.standardError.contains("Missing expected argument"))
        #expect(result.standardOutput.isEmpty)
    }

    /// `--dependency` takes a module name, `=`, and a path.
    @Test(arguments: ["Networking", "=Sources", "Networking=", "1Net=Sources", "Net-Work=Sources"])
    func aMalformedDependencyIsAUsageError(_ value: String) throws {
        let project = try TemporaryProject(files: ["App.swift": SampleSources.resolver])
        let result = try project.runDikitgen([".", "--dependency", value])
        #expect(result.status == 64)
        #expect(result.standardError.contains("The value '\(value)' is invalid for '--dependency <name=path>'"))
    }

    /// A dependency's path that cannot be read is reported as any path is.
    @Test func anUnreadableDependencyIsReported() throws {
        let project = try TemporaryProject(files: ["App.swift": SampleSources.resolver])
        let result = try project.runDikitgen([".", "--dependency", "Networking=Missing", "--no-cache"])
        #expect(result.status == 66)
        #expect(result.standardError.hasPrefix("Missing: error: "))
    }

    @Test func emittingASummaryNeedsTheModulesName() throws {
        let project = try TemporaryProject(files: ["App.swift": SampleSources.resolver])
        let result = try project.runDikitgen([".", "--emit-summary", "App.dikitsummary"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--emit-summary needs --module <name>"))
    }

    /// A file that is not a summary, a damaged one, or one of another build is an unreadable
    /// input, named with the reason; nothing is written.
    @Test(arguments: [
        ("garbage", "not a module summary of dikitgen, or a damaged one"),
        // Format 1 and a tool's name, in the writer's zigzag varints.
        ("DIKGSUMM\u{2}\u{A}other", "a summary written by another build of dikitgen ('other'): generate it again with this one"),
    ])
    func aSummaryThatCannotBeReadIsReported(_ contents: String, _ reason: String) throws {
        let project = try TemporaryProject(files: ["App.swift": SampleSources.resolver, "Core.dikitsummary": contents])
        let result = try project.runDikitgen([".", "--summary", "Core.dikitsummary", "--output", "Out.swift", "--no-cache"])
        #expect(result.status == 66)
        #expect(result.standardError == "Core.dikitsummary: error: \(reason)\n")
        #expect(!FileManager.default.fileExists(atPath: project.url("Out.swift").path))
    }

    /// A dependency's `dikitgen.json` that cannot be read (66) or is not a valid
    /// configuration (64) is reported as the `--config` file is; nothing is written.
    @Test(arguments: [("Missing.json", 66), ("Bad.json", 64)])
    func aDependencysConfigurationThatCannotBeUsedIsReported(_ file: String, _ status: Int32) throws {
        let project = try TemporaryProject(files: ["App.swift": SampleSources.resolver, "Bad.json": #"{ "defaultIsolation": "Main" }"#])
        let result = try project.runDikitgen([".", "--dependency-config", "Core=\(file)", "--output", "Out.swift", "--no-cache"])
        #expect(result.status == status)
        #expect(result.standardError.hasPrefix("\(file)"))
        #expect(!FileManager.default.fileExists(atPath: project.url("Out.swift").path))
    }

    /// A summary written by this build is read back; one cut anywhere is refused, never a crash.
    @Test func aSummaryRoundTripsAndEveryTruncationIsRefused() throws {
        let project = try TemporaryProject(files: ["Core/Core.swift": SampleSources.resolver])
        let written = try project.runDikitgen(["Core", "--module", "Core", "--emit-summary", "Core.dikitsummary", "--no-cache"])
        try #require(written.status == 0, "\(written.standardError)")
        let bytes = try Data(contentsOf: project.url("Core.dikitsummary"))
        let read = try project.runDikitgen(["Core/Core.swift", "--summary", "Core.dikitsummary", "--no-cache"])
        #expect(read.status == 0)
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
            try Data(bytes.prefix(length)).write(to: project.url("Cut.dikitsummary"))
            let cut = try project.runDikitgen(["Core/Core.swift", "--summary", "Cut.dikitsummary", "--no-cache"])
            #expect(cut.status == 66, "cut at \(length)")
        }
    }

    /// One build of dikitgen names itself by its build ID, not by where its executable is or
    /// when it was copied there: a copy with another modification time writes the same bytes,
    /// as two machines of a remote cache must.
    @Test func aCopyOfTheExecutableWritesTheSameSummary() throws {
        let project = try TemporaryProject(files: ["Core/Core.swift": SampleSources.resolver])
        let copy = project.url("copy-of-dikitgen")
        try FileManager.default.copyItem(at: Paths.dikitgen, to: copy)
        try project.setModificationDate(Date(timeIntervalSince1970: 1_000_000_000), of: "copy-of-dikitgen")
        let arguments = ["Core", "--module", "Core", "--no-cache", "--emit-summary"]
        let original = try project.runDikitgen(arguments + ["Original.dikitsummary"])
        let copied = try ProcessRunner.run(copy, arguments + ["Copied.dikitsummary"], in: project.root)
        try #require(original.status == 0 && copied.status == 0, "\(original.standardError)\(copied.standardError)")
        let bytes = try Data(contentsOf: project.url("Original.dikitsummary"))
        #expect(bytes == (try Data(contentsOf: project.url("Copied.dikitsummary"))))
        #expect(String(decoding: bytes, as: UTF8.self).contains(" build "), "the summary names no build ID")
    }

    /// `--no-source-hashes`, for a build system that tracks inputs itself: an edit of a body
    /// that keeps every declaration in place keeps the summary's bytes, where the hash of
    /// the edited file changes a summary that records it; and `--dependency-summary`, which
    /// cannot tell such a summary current, reads the module's files instead.
    @Test func aSummaryWithoutSourceHashesKeepsItsBytesAcrossABodyEdit() throws {
        func core(_ word: String) -> String {
            "import DIKit\npublic struct Clock: Injectable {\n    public struct Dependency { public init() {} }\n"
                + "    public init(dependency: Dependency) {}\n    public func word() -> String { \"\(word)\" }\n}\n"
        }
        let project = try TemporaryProject(files: ["Core/Core.swift": core("hello"), "App/App.swift": "import DIKit\nimport Core\nprotocol AppResolver: Resolver {}\n"])
        func summaries(_ name: String) throws -> (hermetic: Data, recorded: Data) {
            let base = ["Core", "--module", "Core", "--no-cache", "--emit-summary"]
            let hermetic = try project.runDikitgen(base + ["\(name).hermetic", "--no-source-hashes", "-o", "\(name).swift"])
            let recorded = try project.runDikitgen(base + ["\(name).recorded", "-o", "\(name).swift"])
            try #require(hermetic.status == 0 && recorded.status == 0, "\(hermetic.standardError)\(recorded.standardError)")
            return (try Data(contentsOf: project.url("\(name).hermetic")), try Data(contentsOf: project.url("\(name).recorded")))
        }
        let before = try summaries("Before")
        try project.write(core("a longer greeting"), to: "Core/Core.swift")
        let after = try summaries("After")
        #expect(before.hermetic == after.hermetic)
        #expect(before.recorded != after.recorded)

        let app = try project.runDikitgen([
            "App", "--module", "App", "--no-cache", "--verbose", "--dependency", "Core=Core", "--dependency-summary", "Core=After.hermetic",
        ])
        #expect(app.status == 0, "\(app.standardError)")
        // Its own file and Core's, read in place of the summary.
        #expect(app.standardError.contains("read: ") && app.standardError.contains("files=2 read=2"), "\(app.standardError)")
        // A summary written from one without hashes records none either: what it depends on is
        // not known, so it is not current for --dependency-summary.
        let written = try project.runDikitgen([
            "App", "--module", "App", "--no-cache", "--summary", "After.hermetic", "--emit-summary", "App.dikitsummary", "-o", "App.swift",
        ])
        try #require(written.status == 0, "\(written.standardError)")
        try project.write("import DIKit\nimport App\nprotocol TopResolver: Resolver {}\n", to: "Top/Top.swift")
        let top = try project.runDikitgen([
            "Top", "--module", "Top", "--no-cache", "--verbose", "--summary", "After.hermetic",
            "--dependency", "App=App", "--dependency-summary", "App=App.dikitsummary",
        ])
        #expect(top.status == 0, "\(top.standardError)")
        #expect(top.standardError.contains("files=2 read=2"), "\(top.standardError)")
        let unpaired = try project.runDikitgen(["Core", "--no-source-hashes"])
        #expect(unpaired.status == 64)
        #expect(unpaired.standardError.contains("--no-source-hashes needs --emit-summary <file>"))
    }

    @Test func aMissingPathShowsTheCommandsUsage() throws {
        let check = try ProcessRunner.run(Paths.dikitgen, ["check", "-o", "R.swift"])
        #expect(check.status == 64)
        #expect(check.standardError == """
            Error: Missing expected argument '<path>'
            Usage: dikitgen check <path>... --output <file> [options]
              See 'dikitgen check --help' for more information.

            """)
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func printsAShellCompletionScript(_ shell: String) throws {
        let result = try ProcessRunner.run(Paths.dikitgen, ["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("dikitgen"))
        #expect(result.standardOutput.contains("diagnostics-format"))
    }

    @Test func nonexistentPathIsUnreadableInput() throws {
        let project = try TemporaryProject(files: [:])
        let result = try project.runDikitgen(["Missing"])
        #expect(result.status == 66)
        #expect(result.standardError == "Missing: error: no such file or directory\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func sourceErrorsExitWithOneAndPrintNothingOnStandardOutput() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver, "Sources/Broken.swift": SampleSources.brokenInjectable])
        let result = try project.runDikitgen(["Sources"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == """
            Sources/Broken.swift:5:22: error: Initializer 'init(dependency:)' must take 'Dependency', not 'Int' [missing-initializer]
            Sources/Broken.swift:5:22: note: fix: change the parameter's type to 'Dependency'

            """)
    }

    /// Broken input still generates, with a located warning (lines counted with CR-only
    /// line endings too) and exit status 0.
    @Test func lexicalProblemsAreLocatedWarnings() throws {
        let project = try TemporaryProject(files: [
            "Sources/App.swift": SampleSources.resolver,
            "Sources/Broken.swift": "import DIKit\rstruct Later {}\r\r  let s = #/unclosed\r" + String(repeating: "{", count: 100_000),
        ])
        let result = try project.runDikitgen(["Sources"])
        #expect(result.status == 0)
        #expect(result.standardError == "Sources/Broken.swift:4:11: warning: unterminated regex literal [lexical-problem]\n")
        #expect(result.standardOutput.contains("func resolveGreeter(name: String) -> Greeter {"))
    }

    @Test func aSingleFileIsReadWhateverItMentions() throws {
        let project = try TemporaryProject(files: ["App.swift": SampleSources.resolver])
        let result = try project.runDikitgen(["App.swift"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("func resolveGreeter(name: String) -> Greeter {"))
    }

    @Test func theHeaderNamesTheOutputFileExceptUnderDIKit05Compatibility() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        #expect(try project.runDikitgen(["Sources", "-o", "Sources/App.generated.swift"]).status == 0)
        #expect(try project.read("Sources/App.generated.swift").hasPrefix("//\n//  App.generated.swift\n//  Generated by dikitgen.\n"))
        let printed = try project.runDikitgen(["Sources"])
        #expect(printed.standardOutput.hasPrefix("//\n//  Resolver.swift\n"))
        let compatible = try project.runDikitgen(["Sources", "--compatibility", "dikit-0.5", "--output", "Sources/Old.swift"])
        #expect(compatible.status == 0)
        #expect(try project.read("Sources/Old.swift").hasPrefix("//\n//  Resolver.swift\n"))
    }

    @Test func excludeSkipsFilesUnderASubpath() throws {
        let project = try TemporaryProject(files: [
            "Sources/App.swift": SampleSources.resolver,
            "Sources/Vendor/Broken.swift": SampleSources.brokenInjectable,
        ])
        let failing = try project.runDikitgen(["Sources"])
        #expect(failing.status == 1)
        let excluded = try project.runDikitgen(["Sources", "--exclude", "Vendor"])
        #expect(excluded.status == 0)
        #expect(excluded.standardError.isEmpty)
        let excludedFile = try project.runDikitgen(["Sources", "--exclude", "Vendor/Broken.swift", "--exclude", "Other/"])
        #expect(excludedFile.status == 0)
    }

    // MARK: - --strict

    @Test func strictFailsOnAnImplicitParameterAndPrintsNoColourWhenPiped() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        let result = try project.runDikitgen(["Sources", "--strict"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix(
            "Sources/App.swift:12:13: error: no provider for 'String' in 'AppResolver', needed by 'Greeter.Dependency.name' [missing-provider]\n"
        ))
        #expect(!result.standardError.contains("\u{1B}"))
    }

    @Test func allowParameterExemptsATypeFromStrict() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        let plain = try project.runDikitgen(["Sources"])
        let strict = try project.runDikitgen(["Sources", "--strict", "--allow-parameter", "String"])
        #expect(strict.status == 0)
        #expect(strict.standardError.isEmpty)
        #expect(strict.standardOutput == plain.standardOutput)
    }

    @Test func verboseListsImplicitParametersWithoutFailing() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        let result = try project.runDikitgen(["Sources", "--verbose"])
        #expect(result.status == 0)
        #expect(result.standardError.hasPrefix(
            "Sources/App.swift:12:13: note: 'name: String' is a call-site parameter: nothing in 'AppResolver' provides 'String' [implicit-parameter]\n"
        ))
    }

    /// After the diagnostics, one line per phase: its wall time and what it counted.
    @Test func verbosePrintsEachPhasesTimeAndCounts() throws {
        let project = try TemporaryProject(files: [
            "Sources/App.swift": SampleSources.resolver, "Sources/Plain.swift": "struct Plain {}\n",
        ])
        // Old enough for the cache to trust their stamps without reading them.
        for file in ["Sources/App.swift", "Sources/Plain.swift"] {
            try project.setModificationDate(Date(timeIntervalSinceNow: -60), of: file)
        }
        let arguments = ["Sources", "--verbose", "--cache-path", "cache", "-o", "R.swift"]
        func counts(_ output: ProcessOutput) -> [String] {
            let lines = output.standardError.split(separator: "\n").filter { $0.hasPrefix("dikitgen: ") }
            #expect(lines.allSatisfy { $0.wholeMatch(of: /dikitgen: [a-z]+: \d+\.\d ms, .*/) != nil })
            return lines.map { $0.split(separator: ", ", maxSplits: 1).last.map(String.init) ?? "" }
        }
        let cold = try project.runDikitgen(arguments)
        #expect(PhaseLines(standardError: cold.standardError).phases == ["discover", "read", "generate", "write"])
        let bytes = try project.read("R.swift").utf8.count
        #expect(counts(cold) == [
            "paths=1 files=2 skipped=0",
            "files=2 read=2 parsed=1 cached=0 without-dikit=1 not-utf8=0",
            // Types: AppResolver, Clock, Greeter and Greeter.Dependency; bindings and methods:
            // Clock's provider and Greeter.
            "cached-code=0 errors=0 warnings=0 notes=1 bytes=\(bytes) files=1 types=4 resolvers=1 bindings=2 methods=2 regenerated-methods=0 reached-declarations=0 sliced-declarations=0",
            "written=1 removed=0",
        ])
        // The code comes from the cache, with its note: nothing was read or generated.
        #expect(counts(try project.runDikitgen(arguments)) == [
            "paths=1 files=2 skipped=0",
            "files=2 read=0 parsed=0 cached=2 without-dikit=1 not-utf8=0",
            "cached-code=1 errors=0 warnings=0 notes=1 bytes=\(bytes) files=1 types=0 resolvers=0 bindings=0 methods=0 regenerated-methods=0 reached-declarations=0 sliced-declarations=0",
            "written=0 removed=0",
        ])
        let check = PhaseLines(standardError: try project.runDikitgen(["check"] + arguments).standardError)
        #expect(check.phases == ["discover", "read", "generate", "compare"])
    }

    @Test func oIsShortForOutput() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        let printed = try project.runDikitgen(["Sources"])
        #expect(try project.runDikitgen(["Sources", "-o", "R.swift"]).status == 0)
        #expect(try project.read("R.swift") == printed.standardOutput.namingInTheHeader("R.swift"))
        #expect(try project.runDikitgen(["check", "Sources", "-o", "R.swift"]).status == 0)
    }

    // MARK: - --output

    @Test func outputWritesWhatStandardOutputShowsWithItsNameInTheHeader() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        let printed = try project.runDikitgen(["Sources"])
        let written = try project.runDikitgen(["Sources", "--output", "Resolver.generated.swift"])
        #expect(written.status == 0)
        #expect(written.standardOutput.isEmpty)
        #expect(try project.read("Resolver.generated.swift") == printed.standardOutput.namingInTheHeader("Resolver.generated.swift"))
    }

    @Test func outputLeavesAnUpToDateFileUntouched() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        _ = try project.runDikitgen(["Sources", "--output", "Sources/Resolver.generated.swift"])
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try project.setModificationDate(past, of: "Sources/Resolver.generated.swift")
        // The generated file itself mentions DIKit and is read again: the output must not change.
        let rerun = try project.runDikitgen(["Sources", "--output", "Sources/Resolver.generated.swift"])
        #expect(rerun.status == 0)
        #expect(try project.modificationDate(of: "Sources/Resolver.generated.swift") == past)
    }

    @Test func outputReplacesAStaleFile() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver, "Resolver.generated.swift": "stale"])
        let result = try project.runDikitgen(["Sources", "--output", "Resolver.generated.swift"])
        #expect(result.status == 0)
        #expect(try project.read("Resolver.generated.swift").hasPrefix("//\n//  Resolver.generated.swift\n"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.root.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func sourceErrorsKeepTheExistingOutputFile() throws {
        let project = try TemporaryProject(files: [
            "Sources/App.swift": SampleSources.resolver,
            "Sources/Broken.swift": SampleSources.brokenInjectable,
            "Resolver.generated.swift": "previous output",
        ])
        let result = try project.runDikitgen(["Sources", "--output", "Resolver.generated.swift"])
        #expect(result.status == 1)
        #expect(try project.read("Resolver.generated.swift") == "previous output")
    }

    /// A cache directory the user names that cannot be made is a warning, and the run goes on;
    /// `graph` and `explain`, which update the cache too, say so as well.
    @Test func anUnwritableNamedCacheIsAWarning() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver, "NotADirectory": "a file"])
        let generated = try project.runDikitgen(["Sources", "--output", "Resolver.swift", "--cache-path", "NotADirectory/cache"])
        #expect(generated.status == 0)
        let warning = try #require(generated.standardError.split(separator: "\n").first)
        #expect(warning.hasPrefix("NotADirectory/cache/declarations-"))
        #expect(warning.hasSuffix(": warning: cannot write the cache: Not a directory; the next run reads every file again"))
        #expect(try project.read("Resolver.swift").contains("extension"))
        let graph = try project.runDikitgen(["graph", "Sources", "--cache-path", "NotADirectory/cache"])
        #expect(graph.status == 0)
        #expect(graph.standardError.contains("warning: cannot write the cache: Not a directory"))
        let writable = try project.runDikitgen(["Sources", "--output", "Resolver.swift", "--cache-path", "Cache"])
        #expect(writable.status == 0)
        #expect(writable.standardError.isEmpty)
    }

    @Test func unwritableOutputExitsWith73() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        let result = try project.runDikitgen(["Sources", "--output", "No/Such/Directory/Resolver.swift"])
        #expect(result.status == 73)
        #expect(result.standardError.hasPrefix("No/Such/Directory/Resolver.swift: error: cannot write the file"))
    }
}

/// `dikitgen dump-declarations`: what the parser sees, in every `.swift` file.
@Suite struct DumpDeclarationsCommandTests {
    @Test func dumpsEverySwiftFileInPathOrder() throws {
        let project = try TemporaryProject(files: [
            "Sources/b.swift": "struct Plain { let value: Int }\n",
            "Sources/A.swift": "import DIKit\nprotocol R: Resolver {\n    func provideX() -> X\n}\n",
            "Sources/notes.txt": "struct Ignored {}\n",
        ])
        let result = try project.runDikitgen(["dump-declarations", "Sources"])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            file Sources/A.swift
            import DIKit
            type protocol R : Resolver
              func provideX() -> X
            file Sources/b.swift
            type struct Plain
              prop let value : Int

            """)
    }

    /// Directories are walked in an order that yields byte order without sorting the paths:
    /// names that sort differently with and without the `/` after them must come out in the
    /// byte order of the whole paths all the same.
    @Test func filesAreInByteOrderOfTheirWholePaths() throws {
        let paths = [
            "a.swift", "a/x.swift", "a-b.swift", "a b/y.swift", "a0.swift", "B.swift", "ab/z.swift",
            "a/b/c.swift", "a/b.swift", "a/b-c/d.swift", "é.swift", "e/é/f.swift", "_.swift",
        ]
        var files: [String: String] = [:]
        for path in paths { files["Sources/" + path] = "struct S {}\n" }
        let project = try TemporaryProject(files: files)
        let result = try project.runDikitgen(["dump-declarations", "Sources"])
        #expect(result.status == 0)
        let dumped = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("file ") }.map { String($0.dropFirst(5)) }
        let expected = paths.map { "Sources/" + $0 }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        #expect(dumped == expected)
    }

    /// The output is written with `writev`, which takes 1,024 pieces at most per call.
    @Test func moreFilesThanOneWriteTakesAreAllWrittenInOrder() throws {
        let names = (0..<1_500).map { String(format: "F%04d.swift", $0) }
        var files: [String: String] = [:]
        for (index, name) in names.enumerated() { files[name] = "struct T\(index) {}\n" }
        let project = try TemporaryProject(files: files)
        let result = try project.runDikitgen(["dump-declarations", "."])
        #expect(result.status == 0)
        let expected = names.enumerated().map { "file ./\($0.element)\ntype struct T\($0.offset)\n" }.joined()
        #expect(result.standardOutput == expected)
    }

    @Test func aMissingPathIsReportedAndTheOthersAreStillDumped() throws {
        let project = try TemporaryProject(files: ["A.swift": "struct A {}\n"])
        let result = try project.runDikitgen(["dump-declarations", "Missing", "A.swift"])
        #expect(result.status == 66)
        #expect(result.standardError == "Missing: error: no such file or directory\n")
        #expect(result.standardOutput == "file A.swift\ntype struct A\n")
    }
}

extension String {
    /// Generated code as `--output <name>` writes it: its header names the file, where
    /// standard output's says `Resolver.swift`.
    func namingInTheHeader(_ name: String) -> String {
        precondition(hasPrefix("//\n//  Resolver.swift\n"), "not a generated file's header")
        return "//\n//  \(name)\n" + dropFirst("//\n//  Resolver.swift\n".count)
    }
}

import Foundation

/// Programs checked together in one configuration: `dikitgen` runs on each program's sources,
/// then one `swiftc` builds them all (every name has its program's prefix) with a `main.swift`
/// that runs each program's generated and hand-written wiring, and one run prints everything.
/// A program that breaks the build or the run is found, judged alone, and left out.
struct SoundnessBatch {
    var programs: [SoundnessProgram]
    var configuration: CompilerConfiguration

    /// What happened to each program, by prefix: `nil` when it passed.
    struct Result {
        var failures: [String: SoundnessFailure] = [:]
        /// Programs whose generated code built, and of those, ran as expected.
        var built = 0
        var ran = 0
        /// Programs that `dikitgen` rejected and whose wiring Swift rejects for a data race.
        var rejectedAlike = 0
    }

    func check() throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-soundness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var result = Result()
        var generated: [String: Bool] = [:]
        var rejections: [String: String] = [:]
        var remaining: [SoundnessProgram] = []
        for program in programs {
            let files = try SoundnessFiles(program: program, root: directory, configuration: configuration)
            switch try files.generate(in: configuration) {
            case .generated:
                generated[program.prefix] = true
                remaining.append(program)
            case .rejected(let diagnostics):
                generated[program.prefix] = false
                rejections[program.prefix] = diagnostics
                remaining.append(program)
            case .crashed(let status, let output):
                result.failures[program.prefix] = SoundnessFailure(failureClass: .generatorCrash, detail: "exit status \(status)\n\(output)")
            }
        }
        // Build, leaving out whoever breaks it, until it builds.
        var executable: URL?
        while executable == nil, !remaining.isEmpty {
            let build = try self.build(remaining, generated: generated, in: directory)
            if build.status == 0 {
                executable = directory.appendingPathComponent("program")
                break
            }
            var culprits = Set(remaining.map(\.prefix).filter { prefix in build.standardError.contains("/\(prefix)_") })
            if culprits.isEmpty { culprits = Set(remaining.map(\.prefix)) }
            for program in remaining where culprits.contains(program.prefix) {
                if let failure = try judgeAlone(program, generated: generated[program.prefix]!, rejected: rejections[program.prefix] != nil, in: directory) {
                    result.failures[program.prefix] = failure
                } else {
                    result.rejectedAlike += 1
                }
            }
            remaining.removeAll { culprits.contains($0.prefix) }
        }
        guard let executable else { return result }
        result.built += remaining.filter { generated[$0.prefix]! }.count
        // Run, starting again after a program that stops the run.
        var printed: [String: [String]] = [:]
        var start = 0
        while start < remaining.count {
            let run = try ProcessRunner.run(executable, ["\(start)"])
            for line in run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false) {
                let fields = line.split(separator: " ", maxSplits: 1)
                guard fields.count == 2 else { continue }
                printed[String(fields[0]), default: []].append(String(fields[1]))
            }
            guard run.status != 0 else { break }
            // The last program that began is the one that stopped the run.
            let begun = remaining.indices.last { printed["\(remaining[$0].prefix):begin"] != nil } ?? start
            let program = remaining[begun]
            let stage = printed["\(program.prefix):begin"]?.last ?? "?"
            result.failures[program.prefix] = SoundnessFailure(
                failureClass: stage == "generated" ? .wrongOutput : .invalidProgram,
                detail: "the \(stage) run stopped with status \(run.status):\n\(run.standardError)"
            )
            start = begun + 1
        }
        for program in remaining where result.failures[program.prefix] == nil {
            let expected = program.expectedLines
            let wired = printed["\(program.prefix):wired"] ?? []
            if wired != expected {
                result.failures[program.prefix] = SoundnessFailure(failureClass: .invalidProgram, detail: Self.difference(expected: expected, printed: wired))
            } else if let diagnostics = rejections[program.prefix] {
                result.failures[program.prefix] = SoundnessFailure(failureClass: .falseError, detail: diagnostics)
            } else {
                let printedLines = printed["\(program.prefix):generated"] ?? []
                let expected = program.expectedGeneratedLines
                if printedLines == expected {
                    result.ran += 1
                } else {
                    result.failures[program.prefix] = SoundnessFailure(failureClass: .wrongOutput, detail: Self.difference(expected: expected, printed: printedLines))
                }
            }
        }
        return result
    }

    /// A program that broke the batch's build, built alone: with its hand-written wiring only,
    /// then with the generated code; `nil` when Swift rejects the wiring for a data race of a
    /// program that may race, and `dikitgen` rejected it too.
    private func judgeAlone(_ program: SoundnessProgram, generated: Bool, rejected: Bool, in directory: URL) throws -> SoundnessFailure? {
        let wiredOnly = try build([program], generated: [program.prefix: false], in: directory)
        if wiredOnly.status != 0 {
            guard program.mayRace, Self.failsForDataRacesOnly(wiredOnly.standardError) else {
                return SoundnessFailure(failureClass: .invalidProgram, detail: wiredOnly.standardError)
            }
            if rejected { return nil }
            // `dikitgen` accepted what Swift rejects: its code, built without the wiring, shows it.
            let generatedOnly = try build([program], generated: [program.prefix: generated], wired: false, in: directory)
            return generatedOnly.status == 0
                ? SoundnessFailure(failureClass: .invalidProgram, detail: "the wiring races, the generated code builds:\n\(wiredOnly.standardError)")
                : SoundnessFailure(failureClass: .generatedCodeDoesNotBuild, detail: generatedOnly.standardError)
        }
        let withGenerated = try build([program], generated: [program.prefix: generated], in: directory)
        return SoundnessFailure(
            failureClass: withGenerated.status == 0 ? .invalidProgram : .generatedCodeDoesNotBuild,
            detail: withGenerated.status == 0 ? "builds alone, not in its batch" : withGenerated.standardError
        )
    }

    /// Whether every error Swift reports is about sending or isolation.
    private static func failsForDataRacesOnly(_ output: String) -> Bool {
        let errors = output.split(separator: "\n").filter { $0.contains("error:") && !$0.contains("|") }
        return !errors.isEmpty && errors.allSatisfy { line in
            ["data race", "Sendable", "isolated", "sending"].contains { line.contains($0) }
        }
    }

    private func build(_ programs: [SoundnessProgram], generated: [String: Bool], wired: Bool = true, in directory: URL) throws -> ProcessOutput {
        let runtime = try RuntimeModule.directory.get()
        var files: [String] = []
        var entries: [String] = []
        for program in programs {
            let programFiles = SoundnessFiles(existing: program, root: directory)
            let hasGenerated = generated[program.prefix]!
            files += programFiles.sources(withGenerated: hasGenerated, withWiring: wired, configuration: configuration)
            let generatedRun = hasGenerated ? program.generatedRunFunction : "nil"
            let wiredRun = wired ? program.wiredRunFunction : "nil"
            entries.append("    (\"\(program.prefix)\", \(generatedRun), \(wiredRun)),")
        }
        let main = directory.appendingPathComponent("main.swift")
        try Self.mainSource(entries: entries).write(to: main, atomically: true, encoding: .utf8)
        // Whole-module: a batch's files are parsed and type-checked once, not once per job
        // (a third of the CPU time of a batch of 30 programs).
        return try ProcessRunner.runTool("swiftc", [
            "-wmo", "-suppress-warnings", "-package-name", "Soundness", "-I", runtime.path, "-L", runtime.path, "-lDIKit",
            "-o", directory.appendingPathComponent("program").path,
        ] + configuration.flags + files + [main.path])
    }

    /// Runs the programs from the index given as its argument; each line it prints starts
    /// with `P1:begin`, `P1:generated` or `P1:wired`, written at once so that a crash loses nothing.
    private static func mainSource(entries: [String]) -> String {
        """
        import Foundation

        func emit(_ line: String) {
            FileHandle.standardOutput.write(Data((line + "\\n").utf8))
        }

        let programs: [(String, (() async -> [String])?, (() async -> [String])?)] = [
        \(entries.joined(separator: "\n"))
        ]
        for (prefix, generated, wired) in programs.dropFirst(Int(CommandLine.arguments[1])!) {
            if let generated {
                emit(prefix + ":begin generated")
                for line in await generated() { emit(prefix + ":generated " + line) }
            }
            if let wired {
                emit(prefix + ":begin wired")
                for line in await wired() { emit(prefix + ":wired " + line) }
            }
        }

        """
    }

    static func difference(expected: [String], printed: [String]) -> String {
        let index = (0..<max(expected.count, printed.count)).first { $0 >= min(expected.count, printed.count) || expected[$0] != printed[$0] } ?? 0
        let expectedLine = index < expected.count ? expected[index] : "(nothing)"
        let printedLine = index < printed.count ? printed[index] : "(nothing)"
        return "line \(index + 1): expected\n  \(expectedLine)\nprinted\n  \(printedLine)"
    }
}

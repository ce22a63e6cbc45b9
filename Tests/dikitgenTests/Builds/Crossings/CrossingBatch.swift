import Foundation

/// Crossing programs checked together in one compiler configuration: each program's files
/// go to the batch's modules (`CrossingProgram.modules`), dikitgen runs once per program and
/// module, as the plugin runs it per target, then the modules build one after the other, the
/// last with a `main.swift` that runs every program. A program that dikitgen rejects, or that
/// breaks the build or the run, is left out and reported.
struct CrossingBatch {
    var programs: [CrossingProgram]
    var configuration: CompilerConfiguration

    struct Result {
        var failures: [String: SoundnessFailure] = [:]
        var ran = 0
    }

    private struct Layout {
        let root: URL

        func sources(of module: String, _ prefix: String) -> URL { root.appendingPathComponent("modules/\(module)/\(prefix)") }
        func generated(of module: String, _ prefix: String) -> URL { root.appendingPathComponent("generated/\(module)/\(prefix).swift") }
        var run: URL { root.appendingPathComponent("run") }
        var products: URL { root.appendingPathComponent("products") }
        var executable: URL { products.appendingPathComponent("program") }
    }

    func check() throws -> Result {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-crossings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = Layout(root: root)
        var result = Result()
        var remaining: [CrossingProgram] = []
        for program in programs {
            try write(program, in: layout)
            if let failure = try generate(program, in: layout) {
                result.failures[program.prefix] = failure
            } else {
                remaining.append(program)
            }
        }
        // Build, leaving out whoever breaks it, until it builds.
        var built = false
        while !built, !remaining.isEmpty {
            let failure = try build(remaining, in: layout)
            guard let failure else { built = true; break }
            var culprits = remaining.filter { program in failure.errors.contains { $0.names(program.prefix) } }
            if culprits.isEmpty { culprits = remaining }
            for program in culprits {
                let own = failure.errors.filter { $0.names(program.prefix) }
                let inGenerated = own.contains { $0.text.contains("/generated/") }
                result.failures[program.prefix] = SoundnessFailure(
                    failureClass: inGenerated ? .generatedCodeDoesNotBuild : .invalidProgram,
                    detail: "\(failure.module) does not build:\n" + (own.isEmpty ? failure.output : own.map(\.text).joined(separator: "\n"))
                )
            }
            remaining.removeAll { program in culprits.contains { $0.prefix == program.prefix } }
        }
        guard built else { return result }
        // Run, starting again after a program that stops the run.
        var printed: [String: [String]] = [:]
        var begun: [String] = []
        var start = 0
        while start < remaining.count {
            let run = try ProcessRunner.run(layout.executable, ["\(start)"])
            for line in run.standardOutput.split(separator: "\n") {
                let fields = line.split(separator: " ", maxSplits: 1)
                if fields.count == 1, fields[0].hasSuffix(":begin") { begun.append(String(fields[0].dropLast(6))); continue }
                guard fields.count == 2 else { continue }
                printed[String(fields[0]), default: []].append(String(fields[1]))
            }
            guard run.status != 0 else { break }
            let stopped = remaining.lastIndex { begun.contains($0.prefix) } ?? start
            result.failures[remaining[stopped].prefix] = SoundnessFailure(
                failureClass: .wrongOutput, detail: "the run stopped with status \(run.status):\n\(run.standardError)"
            )
            start = stopped + 1
        }
        for program in remaining where result.failures[program.prefix] == nil {
            let lines = printed[program.prefix] ?? []
            if lines == program.expectedLines {
                result.ran += 1
            } else {
                result.failures[program.prefix] = SoundnessFailure(
                    failureClass: .wrongOutput, detail: SoundnessBatch.difference(expected: program.expectedLines, printed: lines)
                )
            }
        }
        return result
    }

    private func write(_ program: CrossingProgram, in layout: Layout) throws {
        for file in program.files {
            let directory = layout.sources(of: file.module, program.prefix)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: directory.appendingPathComponent(file.name))
        }
        try FileManager.default.createDirectory(at: layout.run, withIntermediateDirectories: true)
        try Data(program.runFile(in: configuration).utf8).write(to: layout.run.appendingPathComponent(program.runFileName))
    }

    /// The modules of the program that dikitgen reads, with those of their dependencies the
    /// program has files in.
    private func readModules(of program: CrossingProgram, in layout: Layout) -> [(name: String, dependencies: [String])] {
        let present = Set(program.files.map(\.module))
        return CrossingProgram.modules.filter { $0.name != "Kit" && present.contains($0.name) }.map { module in
            (module.name, module.dependencies.filter(present.contains))
        }
    }

    /// Runs dikitgen on each of the program's modules; a failure when it does not succeed.
    private func generate(_ program: CrossingProgram, in layout: Layout) throws -> SoundnessFailure? {
        for module in readModules(of: program, in: layout) {
            let output = layout.generated(of: module.name, program.prefix)
            try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            let arguments = [layout.sources(of: module.name, program.prefix).path, "--module", module.name, "--no-cache", "--output", output.path]
                + SplitOutputChoice.files(of: output, forProgram: program.prefix).arguments + module.dependencies.flatMap { ["--dependency", "\($0)=\(layout.sources(of: $0, program.prefix).path)"] }
                + configuration.dikitgenArguments
            let run = try ProcessRunner.run(Paths.dikitgen, arguments)
            switch run.status {
            case 0: continue
            case 1: return SoundnessFailure(failureClass: .falseError, detail: "\(module.name):\n\(run.standardError)")
            default: return SoundnessFailure(failureClass: .generatorCrash, detail: "\(module.name): exit status \(run.status)\n\(run.standardError)")
            }
        }
        return nil
    }

    /// A compiler error, as one line of its output.
    private struct CompilerError {
        var text: String

        func names(_ prefix: String) -> Bool {
            ["/\(prefix)/", "/\(prefix).", "/\(prefix)_"].contains { text.contains($0) }
        }
    }

    private struct BuildFailure {
        var module: String
        var output: String
        var errors: [CompilerError]
    }

    /// Builds every module with the programs' files and generated code; the first module that
    /// fails, with its errors.
    private func build(_ programs: [CrossingProgram], in layout: Layout) throws -> BuildFailure? {
        let runtime = try RuntimeModule.directory.get()
        try? FileManager.default.removeItem(at: layout.products)
        try FileManager.default.createDirectory(at: layout.products, withIntermediateDirectories: true)
        for (position, module) in CrossingProgram.modules.enumerated() {
            // Every module has a file, whichever programs are left.
            let placeholder = layout.products.appendingPathComponent("\(module.name)Placeholder.swift")
            try Data("enum \(module.name)Placeholder {}\n".utf8).write(to: placeholder)
            var files = [placeholder.path]
            for program in programs {
                files += Paths.swiftFiles(under: layout.sources(of: module.name, program.prefix))
                let generated = SplitOutputChoice.files(of: layout.generated(of: module.name, program.prefix), forProgram: program.prefix).urls
                files += generated.map(\.path).filter { FileManager.default.fileExists(atPath: $0) }
            }
            let common = configuration.flags + [
                "-module-name", module.name, "-package-name", "Crossings", "-suppress-warnings", "-wmo",
                "-I", runtime.path, "-I", layout.products.path,
            ]
            let arguments: [String]
            if position == CrossingProgram.modules.count - 1 {
                let main = layout.run.appendingPathComponent("main.swift")
                try Data(Self.mainSource(programs).utf8).write(to: main)
                files += programs.map { layout.run.appendingPathComponent($0.runFileName).path } + [main.path]
                // Static libraries: each after those that need it, the runtime last.
                arguments = common + ["-L", layout.products.path] + CrossingProgram.modules.dropLast().reversed().map { "-l" + $0.name }
                    + ["-L", runtime.path, "-lDIKit", "-o", layout.executable.path] + files
            } else {
                arguments = common + [
                    "-parse-as-library", "-enable-testing", "-emit-library", "-static", "-emit-module",
                    "-emit-module-path", layout.products.appendingPathComponent("\(module.name).swiftmodule").path,
                    "-o", layout.products.appendingPathComponent("lib\(module.name).a").path,
                ] + files
            }
            let build = try ProcessRunner.runTool("swiftc", arguments)
            guard build.status != 0 else { continue }
            let errors = build.standardError.split(separator: "\n").filter { $0.contains(": error:") }.map { CompilerError(text: String($0)) }
            return BuildFailure(module: module.name, output: build.standardError, errors: errors)
        }
        return nil
    }

    /// Runs the programs from the index given as its argument, each line written at once so
    /// that a crash loses nothing.
    private static func mainSource(_ programs: [CrossingProgram]) -> String {
        """
        import Foundation

        func emit(_ line: String) {
            FileHandle.standardOutput.write(Data((line + "\\n").utf8))
        }

        let programs: [(String, () async -> [String])] = [
        \(programs.map { "    (\"\($0.prefix)\", \($0.runFunction))," }.joined(separator: "\n"))
        ]
        for (prefix, run) in programs.dropFirst(Int(CommandLine.arguments[1])!) {
            emit(prefix + ":begin")
            for line in await run() { emit(prefix + " " + line) }
        }

        """
    }
}

import ArgumentParser
import DIKitGenerator
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The steps `generate`, `check`, `graph` and `explain` share: find the files, read and
/// parse them, generate (or analyse), and report the diagnostics. What happens to the result is the
/// caller's business; this type never writes a file.
enum GenerationRun {
    /// The generated code. Diagnostics are reported; when there is no code, the reason has
    /// been reported and the documented exit status is thrown.
    /// `output`: the file the code is for, whose name the generated header gives.
    static func generatedCode(with options: GenerationOptions, output: String?, reporter: DiagnosticReporter) throws(ExitCode) -> String {
        try generated(with: options, output: output, emitsSummary: false, reporter: reporter).code
    }

    /// The generated code and, with `emitsSummary`, the module's summary, which records the
    /// hash of every file read unless `recordsSourceHashes` is false (`--no-source-hashes`).
    static func generated(
        with options: GenerationOptions, output: String?, emitsSummary: Bool, recordsSourceHashes: Bool = true, reporter: DiagnosticReporter
    ) throws(ExitCode) -> (code: String, summary: ModuleSummary?) {
        var generatorOptions = options.generatorOptions
        generatorOptions.outputFileName = output.map { path in String(path.split(separator: "/").last ?? Substring(path)) }
        generatorOptions.emitsSummary = emitsSummary
        let generation = try readSources(with: options, generatorOptions: generatorOptions, reporter: reporter)
        let outcome = generation.result()
        let result = outcome.result
        reportUnwritableCache(outcome.cacheFailure, of: generation, with: options, reporter: reporter)
        let counts = reporter.report(result.diagnostics)
        var regenerated = 0
        if case .declined(let reason) = outcome.regeneration?.outcome { reporter.phases.remark("regeneration declined: \(reason)") }
        if case .regenerated(_, _, let methods) = outcome.regeneration?.outcome { regenerated = methods }
        reporter.phases.end("generate", [
            "cached-code": outcome.isFromCache ? 1 : 0,
            "errors": counts.errors, "warnings": counts.warnings, "notes": counts.notes,
            "bytes": result.code?.utf8.count ?? 0,
            "types": result.statistics.types,
            "resolvers": result.statistics.resolvers,
            "bindings": result.statistics.bindings,
            "methods": result.statistics.methods,
            "regenerated-methods": regenerated,
            "reached-declarations": outcome.regeneration?.reached ?? 0,
            "sliced-declarations": outcome.regeneration?.sliced ?? 0,
        ])
        guard let code = result.code else { throw ExitStatus.sourceErrors }
        var summary = result.summary
        if recordsSourceHashes { summary?.sourceHashes = generation.inputHashes }
        return (code, summary)
    }

    /// The parsed files of the paths, for a command that reads the program without
    /// generating. Problems with paths and files are reported as for `generate`.
    static func sourceFiles(with options: GenerationOptions, reporter: DiagnosticReporter) throws(ExitCode) -> [SourceFile] {
        let generation = try readSources(with: options, generatorOptions: options.generatorOptions, reporter: reporter)
        let (files, cacheFailure) = generation.parsedFiles()
        reportUnwritableCache(cacheFailure, of: generation, with: options, reporter: reporter)
        return files
    }

    /// A cache in a directory the user named (`--cache-path`) that cannot be written is
    /// reported, as a warning; one in the default directory only saves time, and is not.
    private static func reportUnwritableCache(
        _ failure: String?, of generation: CachedGeneration, with options: GenerationOptions, reporter: DiagnosticReporter
    ) {
        guard let failure, options.cache.cachePath != nil, let cacheFile = generation.cacheFile else { return }
        reporter.report(.warning, id: .unwritableCache, "cannot write the cache: \(failure); the next run reads every file again", path: cacheFile)
    }

    /// Finds the files of the paths and reads them (through the cache when a path is a
    /// directory), reporting what was skipped; throws the documented exit status when a
    /// path or file cannot be read.
    private static func readSources(
        with options: GenerationOptions, generatorOptions: GeneratorOptions, reporter: DiagnosticReporter
    ) throws(ExitCode) -> CachedGeneration {
        var inputs = SourceInputs(roots: options.paths, dependencies: options.dependencies, excludedSubpaths: options.excludedSubpaths)
        for warning in inputs.warnings {
            reporter.report(.warning, id: .skippedEntry, warning.message, path: warning.path)
        }
        for failure in inputs.failures {
            reporter.report(.error, id: .unreadableInput, failure.reason, path: failure.path)
        }
        reporter.phases.end("discover", [
            "paths": options.paths.count + options.dependencies.count, "files": inputs.files.count, "skipped": inputs.warnings.count,
        ])
        var summaries: [SummaryFile.Read] = []
        for path in options.summaries {
            do {
                summaries.append(try SummaryFile.read(path))
            } catch {
                reporter.report(.error, id: .unreadableInput, error.reason, path: error.path)
            }
        }
        guard inputs.failures.isEmpty, summaries.count == options.summaries.count else { throw ExitStatus.unreadableInput }
        // A dependency's summary written from the files as they are replaces its module's.
        var currentHashes = SummaryFile.CurrentHashes(files: inputs.files)
        for candidate in options.dependencySummaries {
            guard let read = SummaryFile.readIfCurrent(candidate.path, of: candidate.module, hashes: &currentHashes) else { continue }
            summaries.append(read)
            inputs.files.removeAll { $0.module == candidate.module }
        }

        let cacheFile = options.cache.cacheFile(
            forRoots: options.paths + options.dependencies.map(\.cacheIdentity) + options.summaries.map { "summary=\($0)" }
        )
        let generation: CachedGeneration
        do {
            generation = try CachedGeneration(
                files: inputs.files, summaries: summaries, cacheFile: cacheFile, generatorOptions: generatorOptions
            )
        } catch {
            reporter.report(.error, id: .unreadableInput, error.reason, path: error.path)
            throw ExitStatus.unreadableInput
        }
        for path in generation.notUTF8Paths {
            reporter.report(.warning, id: .invalidUTF8, "the file is not valid UTF-8; it was skipped", path: path)
        }
        reporter.phases.end("read", generation.counts)
        return generation
    }

    /// Writes `summary` to `path` atomically and only when it changed (phase `summary`);
    /// an unwritable file is reported and exit status 73 thrown.
    static func deliver(_ summary: ModuleSummary, to path: String, reporter: DiagnosticReporter) throws(ExitCode) {
        do {
            let outcome = try SummaryFile.write(summary, to: path)
            reporter.phases.end("summary", ["written": outcome == .written ? 1 : 0])
        } catch {
            reporter.report(
                .error, id: .unwritableOutput, "cannot write the file: \(error.reason)", path: error.path
            )
            throw ExitStatus.unwritableOutput
        }
    }

    /// Prints `text` on standard output (phase `print`), or writes it to `output`
    /// atomically and only when it changed (phase `write`); an unwritable file is reported
    /// and exit status 73 thrown.
    static func deliver(_ text: String, to output: String?, reporter: DiagnosticReporter) throws(ExitCode) {
        guard let output else {
            _ = FileBytes.write(Array(text.utf8), toDescriptor: STDOUT_FILENO)
            reporter.phases.end("print")
            return
        }
        do {
            let outcome = try OutputWriter.write(text, to: output)
            reporter.phases.end("write", ["written": outcome == .written ? 1 : 0])
        } catch {
            reporter.report(
                .error, id: .unwritableOutput, "cannot write the file: \(error.reason)", path: error.path
            )
            throw ExitStatus.unwritableOutput
        }
    }
}

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
    /// The generated files' texts, `fileCount` of them (`OutputFileNames` names them after
    /// `output`) and, with `emitsSummary`, the module's summary, which records the hash of
    /// every file read unless `recordsSourceHashes` is false (`--no-source-hashes`).
    /// Diagnostics are reported; when there is no code, the reason has been reported and the
    /// documented exit status is thrown. `output`: the file the code is for, whose name the
    /// generated header gives.
    static func generated(
        with options: GenerationOptions, output: String?, fileCount: Int = 1, emitsSummary: Bool, recordsSourceHashes: Bool = true,
        reporter: DiagnosticReporter
    ) throws(ExitCode) -> (files: [String], summary: ModuleSummary?) {
        var generatorOptions = options.generatorOptions
        generatorOptions.outputFileName = output.map { path in String(path.split(separator: "/").last ?? Substring(path)) }
        generatorOptions.outputFileCount = fileCount
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
            "bytes": result.files?.reduce(0) { $0 + $1.utf8.count } ?? 0,
            "files": result.files?.count ?? 0,
            "types": result.statistics.types,
            "resolvers": result.statistics.resolvers,
            "bindings": result.statistics.bindings,
            "methods": result.statistics.methods,
            "regenerated-methods": regenerated,
            "reached-declarations": outcome.regeneration?.reached ?? 0,
            "sliced-declarations": outcome.regeneration?.sliced ?? 0,
        ])
        guard let files = result.files else { throw ExitStatus.sourceErrors }
        var summary = result.summary
        if recordsSourceHashes { summary?.sourceHashes = generation.inputHashes }
        return (files, summary)
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
        try recordingWrites(reporter: reporter) { () throws(OutputWriter.Failure) in
            (try OutputWriter.write(text, to: output) == .written ? 1 : 0, nil)
        }
    }

    /// Generated files, as `deliver(_:to:)` delivers one, each to its path after `output`
    /// (`OutputFileNames`); then what an earlier run wrote there with another count is
    /// removed (`StaleOutputFiles`). Several files need an `output`.
    static func deliver(generatedFiles files: [String], to output: String?, reporter: DiagnosticReporter) throws(ExitCode) {
        guard let output else {
            precondition(files.count == 1, "several files are written to an --output only")
            return try deliver(files[0], to: nil, reporter: reporter)
        }
        let paths = OutputFileNames.names(splitting: output, into: files.count)
        try recordingWrites(reporter: reporter) { () throws(OutputWriter.Failure) in
            var written = 0
            for (text, path) in zip(files, paths) where try OutputWriter.write(text, to: path) == .written { written += 1 }
            return (written, try removeStaleFiles(of: output, besides: paths))
        }
    }

    /// Removes what an earlier run wrote for `output` with another count; how many.
    private static func removeStaleFiles(of output: String, besides paths: [String]) throws(OutputWriter.Failure) -> Int {
        let stale = StaleOutputFiles.paths(of: output, besides: paths)
        for path in stale where unlink(path) != 0 {
            throw OutputWriter.Failure(path: path, reason: "cannot remove it, a file an earlier run wrote: " + String(cString: strerror(errno)))
        }
        return stale.count
    }

    /// Runs `body`, which writes files and may remove some (phase `write`, with how many); a
    /// file it cannot write is reported and exit status 73 thrown.
    private static func recordingWrites(
        reporter: DiagnosticReporter, _ body: () throws(OutputWriter.Failure) -> (written: Int, removed: Int?)
    ) throws(ExitCode) {
        do throws(OutputWriter.Failure) {
            let (written, removed) = try body()
            if let removed {
                reporter.phases.end("write", ["written": written, "removed": removed])
            } else {
                reporter.phases.end("write", ["written": written])
            }
        } catch {
            reporter.report(.error, id: .unwritableOutput, "cannot write the file: \(error.reason)", path: error.path)
            throw ExitStatus.unwritableOutput
        }
    }
}

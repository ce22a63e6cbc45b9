import ArgumentParser
import DIKitGenerator

/// `dikitgen [generate] <path>... [--exclude <subpath>]... [--output <file>]`: the same
/// command line as DIKit 0.5's `dikitgen`, plus several paths, `--output` and more.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generates resolver code (the default command).",
        usage: "dikitgen [generate] <path>... [options]",
        discussion: """
            Reads every .swift file under the paths that mentions DIKit (and every file \
            named as a path), finds the protocols that inherit Resolver and the types that \
            conform to Injectable, FactoryMethodInjectable, InitializerInjectable or \
            PropertyInjectable, and prints an extension of each resolver with a resolve or \
            injectTo method for every type it can build, and for each scope (a resolver with \
            a property whose type is its parent resolver) the type that conforms to it.
            """
    )

    @OptionGroup var options: GenerationOptions

    @Option(name: [.short, .long], help: ArgumentHelp(
        "Write the code to this file (atomically, and only when it changed) instead of standard output.",
        valueName: "file"
    ))
    var output: String?

    @OptionGroup var outputFiles: OutputFileCount

    @Option(help: ArgumentHelp(
        "Also write the module's summary to this file (atomically, and only when it changed), for the runs of the modules that depend on it (--summary). Needs --module.",
        valueName: "file"
    ))
    var emitSummary: String?

    @Flag(help: ArgumentHelp(
        "With --emit-summary: record no hash of the files read, for a build system that tracks its actions' inputs itself (Bazel), where dependents read the summary with --summary. An edit that changes no declaration and moves none off its line and column (one in a function body that adds or removes no line) then keeps the summary's bytes. --dependency-summary never takes such a summary as current."
    ))
    var noSourceHashes = false

    func validate() throws {
        if emitSummary != nil, options.module == nil {
            throw ValidationError("--emit-summary needs --module <name>: a summary names its module")
        }
        if (outputFiles.count ?? 1) > 1, output == nil {
            throw ValidationError("--output-files needs --output <file>: several files cannot be printed")
        }
        if noSourceHashes, emitSummary == nil {
            throw ValidationError("--no-source-hashes needs --emit-summary <file>: it says what the summary records")
        }
    }

    func run() throws {
        let (options, reporter) = try self.options.prepared(for: Self.self)
        defer { reporter.finish() }
        let fileCount = outputFiles.resolved(with: options)
        // The command line's count was checked in `validate()`: this one is the file's.
        if fileCount > 1, output == nil, let config = options.config {
            reporter.report(.error, id: .invalidConfiguration, "outputFiles (\(fileCount)) needs --output <file>: several files cannot be printed", path: config)
            throw ExitStatus.usage
        }
        let (files, summary) = try GenerationRun.generated(
            with: options, output: output, fileCount: fileCount, emitsSummary: emitSummary != nil,
            recordsSourceHashes: !noSourceHashes, reporter: reporter
        )
        try GenerationRun.deliver(generatedFiles: files, to: output, reporter: reporter)
        if let emitSummary, let summary { try GenerationRun.deliver(summary, to: emitSummary, reporter: reporter) }
    }
}

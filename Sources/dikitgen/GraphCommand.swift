import ArgumentParser
import DIKitGenerator
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `dikitgen graph <path>... [--format dot|mermaid|json] [--resolver <name>] [--output <file>]`:
/// the dependency graph of each resolver as a document. It reads the sources as `generate`
/// does, with the same options, diagnostics and exit statuses; the drawing is the core's
/// (`Generator.exportGraph`). Unlike `generate`, it prints or writes the document even
/// when the sources have errors, since a graph with a cycle is drawn with the cycle marked;
/// the exit status is then 1.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Prints the dependency graph of each resolver as dot, mermaid or json.",
        usage: "dikitgen graph <path>... [--format dot|mermaid|json] [--resolver <name>] [options]",
        discussion: """
            Nodes are the types a resolver builds, provides or injects into, with how \
            (initializer, factory method, provider, property injection), scope, isolation, \
            effects and the generated method's call-site parameters; edges are dependencies. \
            A resolver whose graph has errors is drawn too, with its cycles marked; the exit \
            status is then 1.
            """
    )

    @OptionGroup var options: GenerationOptions

    @Option(help: ArgumentHelp("The document's format: dot (Graphviz), mermaid or json.", valueName: "format"))
    var format: GraphFormat = .dot

    @Option(help: ArgumentHelp("Only this resolver's graph.", valueName: "name"))
    var resolver: String?

    @Option(name: [.short, .long], help: ArgumentHelp(
        "Write the document to this file (atomically, and only when it changed) instead of standard output.",
        valueName: "file"
    ))
    var output: String?

    func run() throws {
        try options.requirePaths(of: Self.self)
        let options = try self.options.includingConfigurationFile()
        let reporter = options.makeReporter()
        defer { reporter.finish() }
        let generatorOptions = options.generatorOptions
        let sources = try GenerationRun.readSources(with: options, generatorOptions: generatorOptions, reporter: reporter)
        let result = Generator.exportGraph(
            from: sources.parsedFiles(), format: format, resolverName: resolver, options: generatorOptions
        )
        result.diagnostics.forEach(reporter.report)
        let severities = result.diagnostics.map(\.severity)
        reporter.phases.end("graph", [
            "errors": severities.count { $0 == .error },
            "warnings": severities.count { $0 == .warning },
            "notes": severities.count { $0 == .note },
            "resolvers": result.resolverNames.count,
        ])

        let document: String
        switch result.outcome {
        case .document(let text):
            document = text
        case .notAnalysed:
            throw ExitStatus.sourceErrors
        case .noSuchResolver:
            let known = result.resolverNames.isEmpty ? "there is none" : "the resolvers are " + result.resolverNames.joined(separator: ", ")
            StandardError.print("Error: no resolver is named '\(resolver ?? "")'; \(known)")
            throw ExitStatus.usage
        }
        if let output {
            do {
                let outcome = try OutputWriter.write(document, to: output)
                reporter.phases.end("write", ["written": outcome == .written ? 1 : 0])
            } catch {
                reporter.report(
                    .error, id: CommandLineDiagnostic.unwritableOutput, "cannot write the file: \(error.reason)", path: error.path
                )
                throw ExitStatus.unwritableOutput
            }
        } else {
            _ = FileBytes.write(Array(document.utf8), toDescriptor: STDOUT_FILENO)
            reporter.phases.end("print")
        }
        if result.hasErrors { throw ExitStatus.sourceErrors }
    }
}

/// `--format dot|mermaid|json`.
extension GraphFormat: ExpressibleByArgument {}

import ArgumentParser
import DIKitGenerator

/// `dikitgen graph <path>... [--format dot|mermaid|json|html] [--resolver <name>] [--output <file>]`:
/// the dependency graph of each resolver as a document. It reads the sources as `generate`
/// does, with the same options, diagnostics and exit statuses; the drawing is the core's
/// (`Generator.exportGraph`). Unlike `generate`, it prints or writes the document even
/// when the sources have errors, since a graph with a cycle is drawn with the cycle marked;
/// the exit status is then 1.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Prints the dependency graph of each resolver as dot, mermaid, json or an html page.",
        usage: "dikitgen graph <path>... [--format dot|mermaid|json|html] [--resolver <name>] [options]",
        discussion: """
            Nodes are the types a resolver builds, provides or injects into, with how \
            (initializer, factory method, provider, property injection), scope, isolation, \
            effects and the generated method's call-site parameters; edges are dependencies. \
            A resolver whose graph has errors is drawn too, with its cycles marked; the exit \
            status is then 1.
            """
    )

    @OptionGroup var options: GenerationOptions

    @Option(help: ArgumentHelp("The document's format: dot (Graphviz), mermaid, json, or html (a page to explore in a browser).", valueName: "format"))
    var format: GraphFormat = .dot

    @Option(help: ArgumentHelp("Only this resolver's graph.", valueName: "name"))
    var resolver: String?

    @Option(name: [.short, .long], help: ArgumentHelp(
        "Write the document to this file (atomically, and only when it changed) instead of standard output.",
        valueName: "file"
    ))
    var output: String?

    func run() throws {
        let (options, reporter) = try self.options.prepared(for: Self.self)
        defer { reporter.finish() }
        let files = try GenerationRun.sourceFiles(with: options, reporter: reporter)
        let result = Generator.exportGraph(from: files, format: format, resolverName: resolver, options: options.generatorOptions)
        let counts = reporter.report(result.diagnostics)
        reporter.phases.end("graph", [
            "errors": counts.errors, "warnings": counts.warnings, "notes": counts.notes,
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
        try GenerationRun.deliver(document, to: output, reporter: reporter)
        if result.hasErrors { throw ExitStatus.sourceErrors }
    }
}

/// `--format dot|mermaid|json`.
extension GraphFormat: ExpressibleByArgument {}

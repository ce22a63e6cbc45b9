import ArgumentParser
import DIKitGenerator
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `dikitgen explain <type> <path>...`: prints how each resolver builds `<type>` (or needs it
/// without building it), as a tree of bindings with their source locations, where each
/// call-site parameter comes from, and why a dependency is unbound, with near matches.
/// Reads the paths as `generate` does; the explanation itself is `Generator.explain`'s.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explains how a type is built in each resolver.",
        usage: "dikitgen explain <type> <path>... [options]",
        discussion: """
            Reads the paths as generate does and prints, for each resolver that builds, \
            injects into or needs <type>, the generated method, the tree of bindings below \
            it with their source locations, where each call-site parameter comes from, and \
            why a dependency nothing supplies is unbound, with near matches. <type> is \
            matched as a dependency type is; a simple name also matches the one nested or \
            generic type with that name. A resolver whose graph has errors is explained too. \
            Exits with 0 when the type was explained, 3 when no resolver knows it (or the \
            name is ambiguous).
            """
    )

    /// Checked once the whole command line is parsed, as the paths are, so that an unknown
    /// option is reported as such rather than as a missing argument.
    @Argument(help: ArgumentHelp("The type to explain, as a dependency would write it.", valueName: "type"))
    var type: String?

    @OptionGroup var options: GenerationOptions

    func run() throws {
        guard let type else { throw GenerationOptions.missingArgument("<type>", of: Self.self) }
        let (options, reporter) = try self.options.prepared(for: Self.self)
        defer { reporter.finish() }
        let files = try GenerationRun.sourceFiles(with: options, reporter: reporter)
        let explanation = Generator.explain(type, in: files, options: options.generatorOptions)
        _ = reporter.report(explanation.diagnostics)
        _ = FileBytes.write(Array(explanation.rendered.utf8), toDescriptor: STDOUT_FILENO)
        reporter.phases.end("explain", ["resolvers": explanation.resolvers.count])
        guard explanation.isKnown else { throw ExitStatus.unknownType }
    }
}

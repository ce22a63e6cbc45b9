import ArgumentParser
import DIKitGenerator
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
            conform to Injectable, FactoryMethodInjectable or PropertyInjectable, and prints \
            an extension of each resolver with a resolve or injectTo method for every type \
            it can build.
            """
    )

    @OptionGroup var options: GenerationOptions

    @Option(name: [.short, .long], help: ArgumentHelp(
        "Write the code to this file (atomically, and only when it changed) instead of standard output.",
        valueName: "file"
    ))
    var output: String?

    func run() throws {
        try options.requirePaths(of: Self.self)
        let options = try self.options.includingConfigurationFile()
        let reporter = options.makeReporter()
        defer { reporter.finish() }
        let code = try GenerationRun.generatedCode(with: options, output: output, reporter: reporter)

        guard let output else {
            _ = FileBytes.write(Array(code.utf8), toDescriptor: STDOUT_FILENO)
            reporter.phases.end("print")
            return
        }
        do {
            let outcome = try OutputWriter.write(code, to: output)
            reporter.phases.end("write", ["written": outcome == .written ? 1 : 0])
        } catch {
            reporter.report(
                .error, id: CommandLineDiagnostic.unwritableOutput, "cannot write the file: \(error.reason)", path: error.path
            )
            throw ExitStatus.unwritableOutput
        }
    }
}

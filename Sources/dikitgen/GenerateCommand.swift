import ArgumentParser
import DIKitGenerator
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `dikitgen [generate] <path> [--exclude <subpath>]... [--output <file>]`: the same
/// command line as DIKit 0.5's `dikitgen`, plus `--output`.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generates resolver code (the default command).",
        discussion: """
            Reads every .swift file under <path> that mentions DIKit, finds the protocols \
            that inherit Resolver and the types that conform to Injectable, \
            FactoryMethodInjectable or PropertyInjectable, and prints an extension of each \
            resolver with a resolve or injectTo method for every type it can build.
            """
    )

    @OptionGroup var options: GenerationOptions

    @Option(help: ArgumentHelp(
        "Write the code to this file (atomically, and only when it changed) instead of standard output.",
        valueName: "file"
    ))
    var output: String?

    func run() throws {
        let code = try GenerationRun.generatedCode(with: options)

        guard let output else {
            _ = FileBytes.write(Array(code.utf8), toDescriptor: STDOUT_FILENO)
            return
        }
        do {
            _ = try OutputWriter.write(code, to: output)
        } catch {
            StandardError.print("\(error.path): error: cannot write the file: \(error.reason)")
            throw ExitStatus.unwritableOutput
        }
    }
}

import ArgumentParser
import DIKitGenerator
import Foundation

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

    @Argument(help: "A .swift file, or a directory searched recursively for .swift files.")
    var path: String

    @Option(name: .customLong("exclude"), help: ArgumentHelp("Skip files under this path, relative to <path>. Repeatable.", valueName: "subpath"))
    var excludedSubpaths: [String] = []

    @Option(help: ArgumentHelp(
        "Write the code to this file (atomically, and only when it changed) instead of standard output.",
        valueName: "file"
    ))
    var output: String?

    @OptionGroup var cache: CacheOptions

    func run() throws {
        let generate: () -> GenerationResult
        do {
            let discovery = SourceDiscovery(root: path, excludedSubpaths: excludedSubpaths)
            let paths = try discovery.swiftFiles()
            if discovery.isDirectory {
                let generation = try CachedGeneration(paths: paths, cacheFile: cache.cacheFile(forRoot: path))
                for path in generation.notUTF8Paths {
                    StandardError.print("\(path): warning: the file is not valid UTF-8; it was skipped")
                }
                generate = generation.result
            } else {
                // A single file named on the command line is read whatever it mentions.
                let outcomes = try SourceReader.readAndParse(paths, requireDIKitMention: false)
                let files = outcomes.compactMap { outcome in
                    switch outcome {
                    case .parsed(let file): return file
                    case .irrelevant: return nil
                    case .notUTF8(let path):
                        StandardError.print("\(path): warning: the file is not valid UTF-8; it was skipped")
                        return nil
                    }
                }
                generate = { Generator.generate(from: files) }
            }
        } catch SourceDiscovery.Failure.notFound(let path) {
            StandardError.print("\(path): error: no such file or directory")
            throw ExitStatus.unreadableInput
        } catch let failure as SourceReader.Unreadable {
            StandardError.print("\(failure.path): error: \(failure.reason)")
            throw ExitStatus.unreadableInput
        }

        let result = generate()
        for diagnostic in result.diagnostics {
            StandardError.print(diagnostic.rendered)
        }
        guard let code = result.code else { throw ExitStatus.sourceErrors }

        guard let output else {
            FileHandle.standardOutput.write(Data(code.utf8))
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

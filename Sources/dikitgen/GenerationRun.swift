import ArgumentParser
import DIKitGenerator

/// The options of every command that generates code (`generate`, `check`): what to read
/// and how to generate. Commands include them with `@OptionGroup`, so an option added here
/// is accepted, documented and honoured by all of them at once.
struct GenerationOptions: ParsableArguments {
    @Argument(help: "A .swift file, or a directory searched recursively for .swift files.")
    var path: String

    @Option(name: .customLong("exclude"), help: ArgumentHelp("Skip files under this path, relative to <path>. Repeatable.", valueName: "subpath"))
    var excludedSubpaths: [String] = []

    @Flag(help: "Report every dependency that nothing provides as an error (missing-provider), except the allowed parameter types.")
    var strict = false

    @Option(name: .customLong("allow-parameter"), help: ArgumentHelp(
        "With --strict, a type that may be a call-site parameter. Repeatable.", valueName: "type"
    ))
    var allowedParameterTypes: [String] = []

    @Flag(help: "List every implicit call-site parameter as a note.")
    var verbose = false

    @Option(help: ArgumentHelp(
        "Follow exactly the rules and output of DIKit 0.5.0's dikitgen (only top-level types, matched by their text).",
        valueName: "dikit-0.5"
    ))
    var compatibility: Compatibility?

    @OptionGroup var cache: CacheOptions

    var generatorOptions: GeneratorOptions {
        GeneratorOptions(
            isStrict: strict, allowedParameterTypes: Set(allowedParameterTypes), listsImplicitParameters: verbose,
            semantics: compatibility == .dikit05 ? .dikit05 : .current
        )
    }
}

/// The rules another generator followed, to reproduce its output exactly.
enum Compatibility: String, ExpressibleByArgument, CaseIterable {
    case dikit05 = "dikit-0.5"
}

/// The steps `generate` and `check` share: find the files, read and parse them, generate,
/// and print the diagnostics on standard error. What happens to the code is the caller's
/// business; this type never writes a file.
enum GenerationRun {
    /// The generated code. Diagnostics are printed; when there is no code, the reason has
    /// been printed and the documented exit status is thrown.
    static func generatedCode(with options: GenerationOptions) throws(ExitCode) -> String {
        let result = try generate(with: options)
        let colored = StandardError.isTerminal
        for diagnostic in result.diagnostics {
            StandardError.print(diagnostic.rendered(colored: colored))
        }
        guard let code = result.code else { throw ExitStatus.sourceErrors }
        return code
    }

    /// Finds the files under `options.path` (in byte order of their paths), reads and
    /// parses them, through the declaration cache for a directory, and generates.
    private static func generate(with options: GenerationOptions) throws(ExitCode) -> GenerationResult {
        let discovery = SourceDiscovery(root: options.path, excludedSubpaths: options.excludedSubpaths)
        let discovered: SourceDiscovery.Discovered
        do {
            discovered = try discovery.swiftFiles()
        } catch {
            StandardError.print(error.message)
            throw ExitStatus.unreadableInput
        }
        discovered.warnings.forEach(StandardError.print)
        do {
            guard discovery.isDirectory else {
                // A single file named on the command line is read whatever it mentions.
                let outcomes = try SourceReader.readAndParse(discovered.files, requireDIKitMention: false)
                let files = outcomes.compactMap { outcome -> SourceFile? in
                    if case .parsed(let file) = outcome { return file }
                    if case .notUTF8(let path) = outcome { printNotUTF8Warning(path) }
                    return nil
                }
                return Generator.generate(from: files, options: options.generatorOptions)
            }
            let generation = try CachedGeneration(
                paths: discovered.files, cacheFile: options.cache.cacheFile(forRoot: options.path),
                generatorOptions: options.generatorOptions
            )
            generation.notUTF8Paths.forEach(printNotUTF8Warning)
            return generation.result()
        } catch {
            StandardError.print("\(error.path): error: \(error.reason)")
            throw ExitStatus.unreadableInput
        }
    }

    private static func printNotUTF8Warning(_ path: String) {
        StandardError.print("\(path): warning: the file is not valid UTF-8; it was skipped")
    }
}

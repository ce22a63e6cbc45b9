import ArgumentParser
import DIKitGenerator

/// The options of every command that generates code (`generate`, `check`) or reads the
/// program as they do (`explain`): what to read and how to generate. Commands include them with `@OptionGroup`, so an option added here
/// is accepted, documented and honoured by all of them at once.
struct GenerationOptions: ParsableArguments {
    /// At least one, checked by `requirePaths()` once the whole command line is parsed: were
    /// the argument required, ArgumentParser would report it missing before an unknown
    /// option (`dikitgen --bogus` would say `Missing expected argument '<path>'`).
    @Argument(help: ArgumentHelp(
        "Swift files, or directories searched recursively for .swift files, read as one program.",
        valueName: "path"
    ))
    var paths: [String] = []

    @Option(name: .customLong("dependency"), help: ArgumentHelp(
        "A file or directory of module <name>, which the generated module depends on: its public types are built, the resolvers refined from it are not extended. Repeatable.",
        valueName: "name=path"
    ))
    var dependencies: [ModulePath] = []

    @Option(name: .customLong("summary"), help: ArgumentHelp(
        "The summary of a module the generated module depends on, written by its own run's --emit-summary: read in place of its sources, and its resolvers not analysed again. Repeatable.",
        valueName: "file"
    ))
    var summaries: [String] = []

    @Option(name: .customLong("dependency-summary"), help: ArgumentHelp(
        "The summary that module <name>'s own run wrote (--emit-summary), if the file exists: read in place of that module's --dependency files when it was written from them as they are now; otherwise they are read. Repeatable.",
        valueName: "name=file"
    ))
    var dependencySummaries: [ModulePath] = []

    @Option(name: .customLong("dependency-config"), help: ArgumentHelp(
        "The dikitgen.json of module <name>, which the generated module depends on: its defaultIsolation, upcomingFeatures and swiftVersion are the settings that module is compiled with, which decide where its declarations run. A module without one (and without a summary) is taken to be compiled with the generated module's settings. Repeatable.",
        valueName: "name=file"
    ))
    var dependencyConfigurations: [ModulePath] = []

    /// The settings read from the `--dependency-config` files: set once they are read.
    var dependencySettings = DependencySettings()

    @Option(name: .customLong("module"), help: ArgumentHelp(
        "The name of the module generated for: what its summary says, and how its types are told from other modules' in method identities.",
        valueName: "name"
    ))
    var module: String?

    @Option(name: .customLong("exclude"), help: ArgumentHelp(
        "Skip files under this path, relative to each directory <path>. Repeatable.", valueName: "subpath"
    ))
    var excludedSubpaths: [String] = []

    @Flag(help: "Report every dependency that nothing provides as an error (missing-provider), except the allowed parameter types.")
    var strict = false

    @Option(name: .customLong("allow-parameter"), help: ArgumentHelp(
        "With --strict, a type that may be a call-site parameter. Repeatable.", valueName: "type"
    ))
    var allowedParameterTypes: [String] = []

    @Flag(help: "List every implicit call-site parameter as a note, and print each phase's time and counts.")
    var verbose = false

    @Option(help: ArgumentHelp(
        "How diagnostics are printed on standard error: text, or one json or sarif (SARIF 2.1.0) document.",
        valueName: "format"
    ))
    var diagnosticsFormat: DiagnosticsFormat = .text

    @Option(help: ArgumentHelp(
        "Follow exactly the rules and output of DIKit 0.5.0's dikitgen (only top-level types, matched by their text).",
        valueName: "dikit-0.5"
    ))
    var compatibility: Compatibility?

    @Option(help: ArgumentHelp(
        "A dikitgen.json file of options (strict, allowParameters, compatibility, defaultIsolation, upcomingFeatures, swiftVersion, outputFiles); the command line's win.",
        valueName: "file"
    ))
    var config: String?

    @Option(help: ArgumentHelp(
        "Where the module's unannotated declarations run, as swiftc's -default-isolation: nonisolated (the default) or MainActor.",
        valueName: "isolation"
    ))
    var defaultIsolation: CompilerSettings.DefaultIsolation?

    @Option(name: .customLong("enable-upcoming-feature"), help: ArgumentHelp(
        "An upcoming feature the module is built with, as swiftc's -enable-upcoming-feature (NonisolatedNonsendingByDefault, InferIsolatedConformances). Repeatable.",
        valueName: "feature"
    ))
    var upcomingFeatures: [String] = []

    @Option(help: ArgumentHelp(
        "The module's language mode, as swiftc's -swift-version: 6 (the default) or 5, where data races are warnings.",
        valueName: "version"
    ))
    var swiftVersion: CompilerSettings.LanguageMode?

    @OptionGroup var cache: CacheOptions

    /// Whether the `--config` file is where the allowed parameter types are listed, so that a
    /// `missing-provider` fix names its key: set once the file is read, never on the command line.
    var allowsParametersInConfigurationFile = false
    /// The `--config` file's `outputFiles`, for the commands that write or compare files
    /// (`OutputFileCount`): set once the file is read, never on the command line.
    var configuredOutputFileCount: Int?

    var generatorOptions: GeneratorOptions {
        var options = GeneratorOptions(
            isStrict: strict, allowedParameterTypes: Set(allowedParameterTypes), listsImplicitParameters: verbose,
            semantics: compatibility == .dikit05 ? .dikit05 : .current, compilerSettings: compilerSettings
        )
        if allowsParametersInConfigurationFile, let config {
            options.allowedParameterTypesSource = .configurationFile(name: String(config.split(separator: "/").last ?? Substring(config)))
        }
        options.moduleName = module.map(ModuleName.init)
        options.dependencySettings = dependencySettings.byModule
        // `dikitgen` exits once the file is written.
        options.leavesWorkForProcessExit = true
        return options
    }

    /// The module's settings, the compiler's defaults where nothing is said.
    var compilerSettings: CompilerSettings {
        CompilerSettings(defaultIsolation: defaultIsolation, upcomingFeatureNames: upcomingFeatures, languageMode: swiftVersion)
    }

    /// Fails with a usage error (exit status 64) when no path was given to `command`,
    /// printed as ArgumentParser prints its own, with the command's usage.
    func requirePaths(of command: ParsableCommand.Type) throws(ExitCode) {
        guard paths.isEmpty else { return }
        throw GenerationOptions.missingArgument("<path>", of: command)
    }

    /// Prints that `argument` is missing from `command`'s command line, as ArgumentParser
    /// prints its own usage errors, and returns the usage error's exit status (64).
    static func missingArgument(_ argument: String, of command: ParsableCommand.Type) -> ExitCode {
        let name = command.configuration.commandName ?? ""
        StandardError.print("""
            Error: Missing expected argument '\(argument)'
            Usage: \(Dikitgen.usageString(for: command))
              See 'dikitgen \(name) --help' for more information.
            """)
        return ExitStatus.usage
    }

    /// Where this run's diagnostics go.
    func makeReporter() -> DiagnosticReporter {
        DiagnosticReporter(format: diagnosticsFormat, isVerbose: verbose)
    }
}

extension CompilerSettings.DefaultIsolation: ExpressibleByArgument {}
extension CompilerSettings.LanguageMode: ExpressibleByArgument {}

extension CompilerSettings {
    /// The settings an option list says (the command line's, or a `dikitgen.json`'s), the
    /// compiler's defaults where it says nothing.
    init(defaultIsolation: DefaultIsolation?, upcomingFeatureNames: [String], languageMode: LanguageMode?) {
        self.init()
        if let defaultIsolation { self.defaultIsolation = defaultIsolation }
        upcomingFeatures = Set(upcomingFeatureNames.map(UpcomingFeature.init(rawValue:)))
        if let languageMode { self.languageMode = languageMode }
    }
}

/// The rules another generator followed, to reproduce its output exactly.
enum Compatibility: String, ExpressibleByArgument, CaseIterable {
    case dikit05 = "dikit-0.5"
}

/// The settings of dependency modules, by module, read from their `--dependency-config`
/// files: never parsed from the command line (decoding makes an empty one).
struct DependencySettings: Decodable {
    var byModule: [ModuleName: CompilerSettings] = [:]

    init() {}

    init(from decoder: any Decoder) {}
}

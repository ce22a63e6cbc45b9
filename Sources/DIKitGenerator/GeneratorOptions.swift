/// How the generator reads the sources and treats dependencies that nothing provides.
public struct GeneratorOptions: Sendable {
    /// Every implicit call-site parameter is a `missing-provider` error, unless its type
    /// is in `allowedParameterTypes`.
    public var isStrict: Bool
    /// Types that may be call-site parameters under `isStrict` (`--allow-parameter`).
    public var allowedParameterTypes: Set<String>
    /// Where the user lists `allowedParameterTypes`, which a `missing-provider` fix names.
    public var allowedParameterTypesSource = OptionSource.commandLine
    /// Lists every implicit call-site parameter as a note (`--verbose`).
    public var listsImplicitParameters: Bool
    /// Today's rules, or exactly DIKit 0.5.0's (`--compatibility dikit-0.5`).
    public var semantics: Semantics
    /// The settings of the module the generated code is compiled into
    /// (`--default-isolation`, `--enable-upcoming-feature`, `--swift-version`).
    public var compilerSettings: CompilerSettings
    /// The settings each dependency module is compiled with, where known
    /// (`--dependency-config`); a module's summary, when read, says its own.
    public var dependencySettings: [ModuleName: CompilerSettings] = [:]
    /// For a process that exits right after generating: the generator's tables, model,
    /// graphs and generated code are left for the process's end instead of being freed one object at a time,
    /// as compilers do (a sixth of a cold 100,000-type run). Output is the same.
    public var leavesWorkForProcessExit = false
    /// The name of the file the code is written to, for the generated header
    /// (`Resolver.swift` when `nil`, and always under DIKit 0.5's rules).
    public var outputFileName: String?
    /// How many files the code is split into (`--output-files`): several let a build
    /// type-check them on all cores, and recompile only those an edit changed
    /// (`OutputSplit`). At least 1.
    public var outputFileCount = 1
    /// The name of the module the code is generated for (`--module`): what its summary
    /// says, and how its types are named in method identities.
    public var moduleName: ModuleName?
    /// Whether the result carries the module's summary (`--emit-summary`; needs `moduleName`).
    public var emitsSummary = false
    /// Whether the result records where each method is (`GenerationResult.layout`), for a
    /// later run to regenerate some in place. Output is the same.
    public var recordsLayout = false

    public init(
        isStrict: Bool = false, allowedParameterTypes: Set<String> = [], listsImplicitParameters: Bool = false,
        semantics: Semantics = .current, compilerSettings: CompilerSettings = CompilerSettings()
    ) {
        self.isStrict = isStrict
        self.allowedParameterTypes = allowedParameterTypes
        self.listsImplicitParameters = listsImplicitParameters
        self.semantics = semantics
        self.compilerSettings = compilerSettings
    }

    /// The settings of every module: `compilerSettings` for the generated module's
    /// declarations, `dependencySettings` for each dependency's.
    var moduleSettings: ModuleSettings {
        ModuleSettings(generated: compilerSettings, dependencies: dependencySettings)
    }
}

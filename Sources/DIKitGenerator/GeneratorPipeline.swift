import SwiftDeclarations

/// What a generation produced: the files' texts when there was no error, and every
/// diagnostic, sorted by file and position.
public struct GenerationResult: Sendable {
    /// The generated files, in order: one, or `GeneratorOptions.outputFileCount`
    /// (`OutputFileNames` names them); `nil` when there was an error.
    public var files: [String]?
    public var diagnostics: [Diagnostic]
    /// With `GeneratorOptions.emitsSummary`, the module's summary, when there is code.
    public var summary: ModuleSummary?

    public init(files: [String]?, diagnostics: [Diagnostic]) {
        self.files = files
        self.diagnostics = diagnostics
    }

    /// A result of one file, `code`.
    public init(code: String?, diagnostics: [Diagnostic]) {
        self.init(files: code.map { [$0] }, diagnostics: diagnostics)
    }

    /// The generated code as one text: the only file's, or the files' one after another.
    public var code: String? { files.map { $0.count == 1 ? $0[0] : $0.joined() } }

    /// How much was generated (for `--verbose`).
    public var statistics = GenerationStatistics()
    /// Where each method of `code` is, when a later run may regenerate some of them in place
    /// (`Generator.regenerate`).
    public var layout: GeneratedLayout?

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Counts of one generation: the types read, the resolvers extended, their bindings and
/// property-injectable types, and the methods written. With `#if` alternatives, the largest
/// of any configuration.
public struct GenerationStatistics: Sendable, Equatable {
    public var types = 0
    public var resolvers = 0
    public var bindings = 0
    public var methods = 0

    public init() {}

    /// The counts of `analysis` and the extensions generated from it.
    init(_ analysis: Generator.Analysis, extensions: [ResolverFileRenderer.Extension]) {
        types = analysis.typeCount
        resolvers = analysis.graphs.count
        bindings = analysis.graphs.reduce(0) { $0 + $1.resolverGraph.nodes.count }
        methods = extensions.reduce(0) { $0 + $1.members.count }
    }

    /// The larger of each count.
    func maximum(_ other: GenerationStatistics) -> GenerationStatistics {
        var result = GenerationStatistics()
        result.types = max(types, other.types)
        result.resolvers = max(resolvers, other.resolvers)
        result.bindings = max(bindings, other.bindings)
        result.methods = max(methods, other.methods)
        return result
    }
}

/// The generator: parsed files in, resolver code and diagnostics out. No file I/O.
///
/// Stages, each a named type:
/// `[SourceFile]` → `BuildConfigurations` (the files as each `#if` configuration compiles them)
/// → `TypeTable` (every type, merged with its extensions, by qualified name)
/// → `DIModel` (resolvers, injectable types, generic instantiations)
/// → `[CheckedGraph]` (one per resolver: bindings, edges, call-site parameters, checked)
/// → `[FunctionSyntax]` per resolver extension (generated code as structure)
/// → `[FileMember]` (`ConfigurationMerge`: what differs between configurations inside `#if`)
/// → `String` (`ResolverFileRenderer`, through `CodePrinter`).
///
/// `exportGraph` (`GraphExport/`) draws the graphs instead: `Analysis` → `GraphExport`
/// (checked and rejected graphs, sorted, cycles marked) → dot, mermaid, json or html text.
public enum Generator {
    /// Generates the code of the module of `files`, which depends on the modules of any
    /// other files (`SourceFile.module`) and on those `summaries` describe.
    public static func generate(
        from files: [SourceFile], summaries: [ModuleSummary] = [], options: GeneratorOptions = GeneratorOptions()
    ) -> GenerationResult {
        var options = options
        // A summary says the settings its module is compiled with.
        for summary in summaries { options.dependencySettings[summary.module] = summary.compilerSettings }
        // Resolvers of one name in two modules: the first module's is read, as for types.
        let inherited = summaries.reduce(into: [:]) { $0.merge($1.resolvers) { first, _ in first } }
        let allFiles = summaries.isEmpty ? files : files + summaries.flatMap(\.files)
        if options.semantics.includes(.buildConfigurations), let configurations = BuildConfigurations.of(allFiles) {
            switch configurations {
            case .success(let configurations):
                var result = generate(from: allFiles, in: configurations, inheriting: inherited, options: options)
                // Dependents analyse the resolvers of a module of several configurations themselves.
                if options.emitsSummary, result.files != nil { result.summary = summary(of: files, resolvers: [:], options: options) }
                return result
            case .failure(let diagnostic):
                return GenerationResult(code: nil, diagnostics: Diagnostic.sortedForPrinting(allFiles.compactMap(lexicalWarning) + [diagnostic]))
            }
        }
        let analysis = analyze(allFiles, inheriting: inherited, options: options)
        var result = GenerationResult(code: nil, diagnostics: analysis.diagnostics)
        if !result.hasErrors {
            let extensions = ResolverExtensions(
                resolvers: analysis.resolverGraphs, tree: analysis.tree, semantics: options.semantics, modules: analysis.table.modules
            )
            // What the module's methods call of another module's must be reachable from it.
            guard extensions.diagnostics.isEmpty else {
                var collector = DiagnosticCollector()
                collector.report(contentsOf: result.diagnostics + extensions.diagnostics)
                result.diagnostics = collector.diagnostics
                return result
            }
            result.statistics = GenerationStatistics(analysis, extensions: extensions.extensions)
            let imports = analysis.imports + ScopedImports(types: extensions.namedTypes, table: analysis.table).lines
            let renderer = ResolverFileRenderer(imports: imports, extensions: extensions.extensions, fileName: headerFileName(options))
            if options.recordsLayout, options.outputFileCount == 1, result.diagnostics.isEmpty, summaries.isEmpty,
               analysis.allowsRegeneration(options: options) {
                let (code, layout) = renderer.renderWithLayout()
                result.files = [code]
                result.layout = layout?.namesAreUnique == false ? nil : layout
            } else {
                result.files = renderer.renderFiles(named: headerFileNames(options))
            }
            if options.emitsSummary { result.summary = summary(of: files, resolvers: analysis.summaries, options: options) }
        }
        return result
    }

    /// The summary of the generated module, whose files are those of `files` of no other
    /// module, named by the options.
    private static func summary(of files: [SourceFile], resolvers: [String: ResolverSummary], options: GeneratorOptions) -> ModuleSummary {
        ModuleSummary(
            module: options.moduleName ?? ModuleName(""), compilerSettings: options.compilerSettings, files: files.filter { $0.module == nil },
            resolvers: resolvers
        )
    }

    /// Generates for each build configuration that `#if` blocks around declarations make,
    /// and merges the results: every configuration must be free of errors, and the file
    /// repeats the conditions around the methods that differ.
    private static func generate(
        from files: [SourceFile], in configurations: BuildConfigurations, inheriting inherited: [String: ResolverSummary], options: GeneratorOptions
    ) -> GenerationResult {
        // A problem of declarations outside the `#if` blocks is found in every configuration.
        var diagnostics = DiagnosticCollector()
        var imports = Set<String>()
        var extensions: [[ResolverFileRenderer.Extension]] = []
        var statistics = GenerationStatistics()
        for index in configurations.configurations.indices {
            let analysis = analyze(configurations.files(files, in: index), inheriting: inherited, options: options)
            diagnostics.report(contentsOf: analysis.diagnostics)
            imports.formUnion(analysis.imports)
            let configurationExtensions = ResolverExtensions(
                resolvers: analysis.resolverGraphs, tree: analysis.tree, semantics: options.semantics, modules: analysis.table.modules
            )
            diagnostics.report(contentsOf: configurationExtensions.diagnostics)
            imports.formUnion(ScopedImports(types: configurationExtensions.namedTypes, table: analysis.table).lines)
            extensions.append(configurationExtensions.extensions)
            statistics = statistics.maximum(GenerationStatistics(analysis, extensions: extensions[index]))
        }
        var result = GenerationResult(code: nil, diagnostics: diagnostics.diagnostics)
        result.statistics = statistics
        if !result.hasErrors {
            let members = ConfigurationMerge(configurations: configurations, extensions: extensions).members
            result.files = ResolverFileRenderer(imports: imports.sorted(), members: members).renderFiles(named: headerFileNames(options))
            if options.leavesWorkForProcessExit { ProcessLifetime.keep((extensions, members)) }
        }
        return result
    }

    /// The stages up to the checked graphs, for tools that read the graph rather than
    /// generate code: the imports, the checked graph of every resolver whose graph has no
    /// error (in the resolvers' order), and every diagnostic, sorted.
    public static func analyze(_ files: [SourceFile], options: GeneratorOptions = GeneratorOptions()) -> Analysis {
        analyze(files, inheriting: [:], options: options)
    }

    /// `summaries`: resolvers of other modules known from their modules' summaries, by name,
    /// which were analysed in those modules' runs and are not again.
    static func analyze(_ given: [SourceFile], inheriting summaries: [String: ResolverSummary], options: GeneratorOptions) -> Analysis {
        let reach = RuntimeReach(given, semantics: options.semantics)
        let files = reach.files
        var diagnostics = DiagnosticCollector()
        diagnostics.report(contentsOf: reach.diagnostics + files.compactMap(lexicalWarning))
        let table = TypeTable(files: files, semantics: options.semantics)
        let settings = options.moduleSettings
        var modelDiagnostics: [Diagnostic] = []
        let model = DIModel(table: table, settings: settings, diagnostics: &modelDiagnostics)
        diagnostics.report(contentsOf: modelDiagnostics + reach.unreadRefinements(of: model.resolverNames))
        let visibility = TypeVisibility(table: table)
        let sendableTypes = SendableTypes(
            table: table,
            isolation: IsolationInference(settings: settings, table: table, globalActors: model.globalActors)
        )
        var unprovided: [UnprovidedDependency] = []
        let tree = ResolverTree(resolvers: model.resolvers, summaries: summaries, keptTypes: model.keptTypes)
        let treeAnalysis = TreeAnalysis(
            tree: tree, model: model, options: options, visibility: visibility, sendableTypes: sendableTypes,
            canonicalNames: CanonicalTypeNames(table: table, generatedModule: options.moduleName)
        )
        diagnostics.report(contentsOf: treeAnalysis.diagnostics)
        let checks = tree.ids.compactMap { id in treeAnalysis.results[id.index].map { (id, $0.graph, $0.check) } }
        for (_, graph, check) in checks where graph.resolver.isGenerated {
            diagnostics.report(contentsOf: check.diagnostics)
            unprovided += check.unprovided
        }
        // A dependency that several resolvers leave unprovided is reported once.
        let report = UnprovidedDependencyReport(
            unprovided, resolvers: model.resolvers.filter(\.isGenerated), conformances: model.conformances, options: options
        )
        diagnostics.report(contentsOf: report.diagnostics)
        let resolverGraphs = checks.map { id, graph, check in
            Analysis.ResolverAnalysis(
                id: id, graph: graph, checked: check.graph,
                errors: check.diagnostics.filter { $0.severity == .error } + report.errorsByResolver[graph.resolver.name, default: []],
                ownMethods: treeAnalysis.ownMethods[id.index]
            )
        }
        if options.leavesWorkForProcessExit { ProcessLifetime.keep((table, model, resolverGraphs)) }
        return Analysis(
            imports: model.imports, diagnostics: diagnostics.diagnostics,
            typeCount: table.entries.count, table: table, model: model, tree: tree, resolverGraphs: resolverGraphs,
            summaries: treeAnalysis.summaries
        )
    }

    /// What the stages up to the checked graphs found.
    public struct Analysis {
        /// The generated file's import lines (`import DIKit`, `@testable import App`).
        public var imports: [String]
        /// Every diagnostic, sorted.
        public var diagnostics: [Diagnostic]
        /// How many types were read (each declaration, with its extensions).
        public var typeCount: Int
        let table: TypeTable
        let model: DIModel
        let tree: ResolverTree
        /// Every resolver's graph, in the resolvers' order, checked or not.
        let resolverGraphs: [ResolverAnalysis]
        /// With `GeneratorOptions.emitsSummary`, what the module's summary says of each of its
        /// resolvers, by name.
        let summaries: [String: ResolverSummary]

        /// One resolver's dependency graph, its checked form (`nil` when its check found an
        /// error), the errors its check found, and the methods its extension defines itself
        /// (`nil`: every one).
        struct ResolverAnalysis {
            var id: ResolverID
            var graph: ResolverGraph
            var checked: CheckedGraph?
            var errors: [Diagnostic]
            var ownMethods: Set<NodeID>?
        }

        /// How method identities name types, in the module the options name.
        func canonicalNames(_ options: GeneratorOptions) -> CanonicalTypeNames {
            CanonicalTypeNames(table: table, generatedModule: options.moduleName)
        }

        /// The checked graph of every resolver of the generated module whose graph has no
        /// error, in the resolvers' order.
        public var graphs: [CheckedGraph] { resolverGraphs.compactMap { $0.graph.resolver.isGenerated ? $0.checked : nil } }

        /// `graphs`, and those of the dependency modules' resolvers they refine: what a
        /// refined resolver's extension inherits is read from them.
        var graphsWithAncestors: [CheckedGraph] { resolverGraphs.compactMap(\.checked) }

        /// The unchecked graph of every resolver of the generated module whose check found
        /// an error, in the resolvers' order: graph export still draws them, with their
        /// cycles marked.
        var rejectedGraphs: [ResolverGraph] {
            resolverGraphs.filter { $0.checked == nil && $0.graph.resolver.isGenerated }.map(\.graph)
        }
    }

    /// `files` as the build configuration that takes the first clause of every `#if` around
    /// declarations compiles them (all of them without such `#if`), for tools that read one
    /// program; the diagnostic when the configurations cannot be made.
    static func firstConfiguration(of files: [SourceFile], options: GeneratorOptions) -> Result<[SourceFile], Diagnostic> {
        guard options.semantics.includes(.buildConfigurations), let configurations = BuildConfigurations.of(files) else { return .success(files) }
        return configurations.map { $0.files(files, in: 0) }
    }

    /// The file the header names: the output file's, except under DIKit 0.5's rules, whose
    /// header always says `Resolver.swift`.
    private static func headerFileName(_ options: GeneratorOptions) -> String? {
        options.semantics.includes(.namedOutputFile) ? options.outputFileName : nil
    }

    /// The name each file's header gives, of `options.outputFileCount`: under DIKit 0.5's
    /// rules, `Resolver.swift` in each.
    private static func headerFileNames(_ options: GeneratorOptions) -> [String] {
        guard options.semantics.includes(.namedOutputFile) else {
            return Array(repeating: ResolverFileRenderer.defaultFileName, count: options.outputFileCount)
        }
        return OutputFileNames.names(splitting: options.outputFileName ?? ResolverFileRenderer.defaultFileName, into: options.outputFileCount)
    }

    /// A file the lexer found a problem in (an unterminated literal or comment, an invalid
    /// byte) may hide declarations, so its first problem is a warning where it starts.
    /// Only the first: one broken quote can make every later line look broken.
    static func lexicalWarning(in file: SourceFile) -> Diagnostic? {
        guard let problem = file.declarations.lexerProblems.min(by: { $0.offset < $1.offset }) else { return nil }
        return Diagnostic(.warning, id: .lexicalProblem, problem.kind.rawValue, at: file.reference(at: problem.offset))
    }
}

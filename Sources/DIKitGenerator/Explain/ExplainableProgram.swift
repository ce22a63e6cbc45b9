/// The stages up to each resolver's dependency graph, for `explain`.
///
/// Unlike `Generator.analyze`, which keeps only the graphs without errors (the ones code can
/// be generated from), every resolver's graph is kept, with the errors its check found: a
/// cycle, a duplicate provider or, under `--strict`, a missing provider is exactly what a
/// user asks `explain` about.
///
/// With `#if` alternatives around declarations, the program is read as its first
/// configuration compiles it (the first clause of each block): one explanation, not one per
/// configuration.
struct ExplainableProgram {
    let table: TypeTable
    let model: DIModel
    /// One graph per resolver, in the resolvers' order.
    let graphs: [ResolverGraph]
    /// Each graph once checked, `nil` when its check found an error: what its methods are.
    let checkedGraphs: [CheckedGraph?]
    /// The errors each graph's check found, by the graph's index.
    let problems: [[Diagnostic]]
    /// Every diagnostic, sorted, each once.
    let diagnostics: [Diagnostic]

    init(files: [SourceFile], options: GeneratorOptions) {
        var diagnostics: [Diagnostic] = []
        var files = files
        if options.semantics == .current, let configurations = BuildConfigurations.of(files) {
            switch configurations {
            case .success(let configurations): files = configurations.files(files, in: 0)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        diagnostics += files.compactMap(Generator.lexicalWarning)
        table = TypeTable(files: files, semantics: options.semantics)
        model = DIModel(table: table, diagnostics: &diagnostics)
        let visibility = TypeVisibility(table: table)
        var graphs: [ResolverGraph] = []
        var checkedGraphs: [CheckedGraph?] = []
        var problems: [[Diagnostic]] = []
        for resolver in model.resolvers {
            let graph = model.graph(for: resolver, diagnostics: &diagnostics)
            let checked = graph.check(options: options, conformances: model.conformances, visibility: visibility)
            diagnostics += checked.diagnostics
            graphs.append(graph)
            checkedGraphs.append(checked.graph)
            problems.append(checked.diagnostics.filter { $0.severity == .error })
        }
        self.graphs = graphs
        self.checkedGraphs = checkedGraphs
        self.problems = problems
        var seen = Set<Diagnostic>()
        self.diagnostics = Diagnostic.sortedForPrinting(diagnostics.filter { seen.insert($0).inserted })
    }
}

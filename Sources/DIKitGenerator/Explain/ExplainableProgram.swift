/// The stages up to each resolver's dependency graph, for `explain`: `Generator.analyze`,
/// keeping every resolver's graph with the errors its check found, not only the graphs code
/// can be generated from: a cycle, a duplicate provider or, under `--strict`, a missing
/// provider is exactly what a user asks `explain` about.
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
        let analysis: Generator.Analysis
        var configurationProblems: [Diagnostic] = []
        switch Generator.firstConfiguration(of: files, options: options) {
        case .success(let configurationFiles):
            analysis = Generator.analyze(configurationFiles, options: options)
        case .failure(let diagnostic):
            configurationProblems.append(diagnostic)
            analysis = Generator.analyze(files, options: options)
        }
        table = analysis.table
        model = analysis.model
        graphs = analysis.resolverGraphs.map(\.graph)
        checkedGraphs = analysis.resolverGraphs.map(\.checked)
        problems = analysis.resolverGraphs.map(\.errors)
        diagnostics = configurationProblems.isEmpty
            ? analysis.diagnostics : Diagnostic.sortedForPrinting(configurationProblems + analysis.diagnostics)
    }
}

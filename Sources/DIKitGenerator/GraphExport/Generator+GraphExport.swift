/// The formats of `dikitgen graph`.
public enum GraphFormat: String, CaseIterable, Sendable {
    /// Graphviz DOT (`DOTGraphRenderer`).
    case dot
    /// A Mermaid flowchart (`MermaidGraphRenderer`).
    case mermaid
    /// dikitgen's JSON document, version 1 (`JSONGraphRenderer`).
    case json
    /// One self-contained page to explore the graph in a browser (`HTMLGraphRenderer`).
    case html
}

/// What a graph export produced: the document, and every diagnostic of the analysis.
public struct GraphExportResult: Sendable {
    public enum Outcome: Sendable, Equatable {
        /// The document. A graph with errors is still drawn, so it can come with errors.
        case document(String)
        /// No resolver has the name asked for.
        case noSuchResolver
        /// The sources could not be analysed (too many build configurations): see the diagnostics.
        case notAnalysed
    }

    public var outcome: Outcome
    /// Every diagnostic, sorted.
    public var diagnostics: [Diagnostic]
    /// Every resolver's name, sorted: the names a `resolverName` may take.
    public var resolverNames: [String]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension Generator {
    /// The dependency graph of every resolver in `files` (or only of the one named
    /// `resolverName`) as a `format` document: `[SourceFile]` → `Generator.Analysis` →
    /// `GraphExport` (sorted, cycles marked) → text. A resolver whose graph has errors is
    /// drawn too, without methods, so a cycle can be seen.
    ///
    /// With `#if` alternatives around DI declarations, the graph is the one of the build
    /// configuration that takes the first clause of every such `#if`.
    public static func exportGraph(
        from files: [SourceFile], format: GraphFormat, resolverName: String? = nil, options: GeneratorOptions = GeneratorOptions()
    ) -> GraphExportResult {
        let analysis: Analysis
        switch firstConfiguration(of: files, options: options) {
        case .success(let configurationFiles):
            analysis = analyze(configurationFiles, options: options)
        case .failure(let diagnostic):
            let diagnostics = Diagnostic.sortedForPrinting(files.compactMap(lexicalWarning) + [diagnostic])
            return GraphExportResult(outcome: .notAnalysed, diagnostics: diagnostics, resolverNames: [])
        }
        var export = GraphExport(analysis)
        let resolverNames = export.resolvers.map(\.name)
        if let resolverName {
            export.resolvers.removeAll { $0.name != resolverName }
            if export.resolvers.isEmpty {
                return GraphExportResult(outcome: .noSuchResolver, diagnostics: analysis.diagnostics, resolverNames: resolverNames)
            }
        }
        let text = switch format {
        case .dot: DOTGraphRenderer.render(export)
        case .mermaid: MermaidGraphRenderer.render(export)
        case .json: JSONGraphRenderer.render(export)
        case .html: HTMLGraphRenderer.render(export, diagnostics: analysis.diagnostics, module: options.moduleName)
        }
        return GraphExportResult(outcome: .document(text), diagnostics: analysis.diagnostics, resolverNames: resolverNames)
    }
}

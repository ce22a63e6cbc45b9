import SwiftDeclarations

/// What a generation produced: the file's text when there was no error, and every
/// diagnostic, sorted by file and position.
public struct GenerationResult: Sendable {
    public var code: String?
    public var diagnostics: [Diagnostic]

    public init(code: String?, diagnostics: [Diagnostic]) {
        self.code = code
        self.diagnostics = diagnostics
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The generator: parsed files in, resolver code and diagnostics out. No file I/O.
///
/// Stages: parsed files → DI declarations (resolvers, injectable types, imports)
/// → one dependency graph per resolver → generated methods → rendered file.
public enum Generator {
    public static func generate(from files: [SourceFile], options: GeneratorOptions = GeneratorOptions()) -> GenerationResult {
        var diagnostics = files.compactMap(lexicalWarning)
        let declarations = DIDeclarations(files: files, diagnostics: &diagnostics)

        var extensions: [ResolverFileRenderer.Extension] = []
        for resolver in declarations.resolvers {
            let graph = declarations.graph(for: resolver, diagnostics: &diagnostics)
            let (methods, graphDiagnostics) = graph.generate(options: options, conformances: declarations.conformances)
            diagnostics += graphDiagnostics
            if let methods { extensions.append(.init(resolverName: resolver.name, methods: methods)) }
        }

        // A type checked for several resolvers reports its problem once.
        var seen = Set<Diagnostic>()
        let uniqueDiagnostics = Diagnostic.sortedForPrinting(diagnostics.filter { seen.insert($0).inserted })
        var result = GenerationResult(code: nil, diagnostics: uniqueDiagnostics)
        if !result.hasErrors {
            result.code = ResolverFileRenderer(imports: declarations.imports, extensions: extensions).render()
        }
        return result
    }

    /// A file the lexer found a problem in (an unterminated literal or comment, an invalid
    /// byte) may hide declarations, so its first problem is a warning where it starts.
    /// Only the first: one broken quote can make every later line look broken.
    static func lexicalWarning(in file: SourceFile) -> Diagnostic? {
        guard let problem = file.declarations.lexerProblems.min(by: { $0.offset < $1.offset }) else { return nil }
        return Diagnostic(.warning, id: "lexical-problem", problem.kind.rawValue, at: file.reference(at: problem.offset))
    }
}

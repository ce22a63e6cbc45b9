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
    public static func generate(from files: [SourceFile]) -> GenerationResult {
        var diagnostics: [Diagnostic] = []
        let declarations = DIDeclarations(files: files, diagnostics: &diagnostics)

        var extensions: [ResolverFileRenderer.Extension] = []
        for resolver in declarations.resolvers {
            let (bindings, propertyInjectables) = declarations.bindings(for: resolver, diagnostics: &diagnostics)
            switch ResolverGraph(resolver: resolver, bindings: bindings).generatedMethods(propertyInjectables: propertyInjectables) {
            case .success(let methods):
                extensions.append(.init(resolverName: resolver.name, methods: methods))
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            }
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
}

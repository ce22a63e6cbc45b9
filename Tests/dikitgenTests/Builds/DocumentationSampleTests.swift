import DIKitGenerator
@testable import dikitgen
import Foundation
import Testing

/// Every Swift sample of the DocC catalogs and the README compiles, or is what it says it is
/// (`DocumentationSample`): the documentation cannot show code that does not work, output
/// that dikitgen does not write, or a diagnostic it does not report.
@Suite struct DocumentationSampleTests {
    /// The articles of every catalog, `Sources/<target>/*.docc`, and the README.
    static let articles: [MarkdownDocument] = {
        let sources = Paths.packageRoot.appendingPathComponent("Sources")
        let catalogs = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).flatMap { target in
            let directory = sources.appendingPathComponent(target)
            return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
                .filter { $0.hasSuffix(".docc") }.map { directory.appendingPathComponent($0) }
        }
        let paths = catalogs.flatMap { Paths.files(under: $0, endingWith: ".md") }.sorted()
            + [Paths.packageRoot.appendingPathComponent("README.md").path]
        return paths.compactMap { try? MarkdownDocument(URL(fileURLWithPath: $0)) }
    }()

    static let articlesWithPrograms = articles.filter { !$0.programParts.isEmpty }
    static let programBuilds = articlesWithPrograms.flatMap { article in CompilerConfiguration.all.map { (article, $0) } }

    @Test func bothCatalogsHaveArticlesWithPrograms() {
        #expect(Set(Self.articles.map { $0.url.deletingLastPathComponent().lastPathComponent }).isSuperset(of: ["DIKit.docc", "Documentation.docc"]))
        #expect(Self.articlesWithPrograms.count >= 5)
    }

    @Test(arguments: articles)
    func quotationsAreInTheirFiles(_ article: MarkdownDocument) throws {
        for case (.quotation(let path), let block) in article.swiftSamples {
            let file = Paths.packageRoot.appendingPathComponent(path)
            let text = try #require(try? String(contentsOf: file, encoding: .utf8), "line \(block.line): no file \(path)")
            #expect(
                text.components(separatedBy: "\n").containsRun(Array(block.lines.dropFirst())),
                "line \(block.line): not consecutive lines of \(path)"
            )
        }
    }

    @Test(arguments: articles)
    func reportedProblemsAreReported(_ article: MarkdownDocument) throws {
        for case (.reportedProblem(let id), let block) in article.swiftSamples {
            #expect(DiagnosticID(rawValue: id) != nil, "line \(block.line): no diagnostic \(id)")
            let project = try TemporaryProject(files: ["Sample.swift": block.lines.dropFirst().joined(separator: "\n") + "\n"])
            let result = try project.runDikitgen(["Sample.swift", "--no-cache", "--strict"])
            #expect(result.standardError.contains("[\(id)]"), "line \(block.line): dikitgen does not report \(id):\n\(result.standardError)")
        }
    }

    /// Every `json` block but dikitgen's own documents (`--diagnostics-format json`, `graph
    /// --format json`: those that start with their `"version"`, excerpts among them) is a
    /// `dikitgen.json` that dikitgen accepts: a sample with a key it does not know fails here.
    @Test(arguments: articles)
    func configurationSamplesAreValid(_ article: MarkdownDocument) {
        for block in article.codeBlocks where block.language == "json" {
            guard block.lines.dropFirst().first?.trimmingCharacters(in: .whitespaces).hasPrefix("\"version\"") != true else { continue }
            #expect(throws: Never.self, "line \(block.line): not a configuration dikitgen accepts") {
                try ConfigurationFile(json: Array(block.lines.joined(separator: "\n").utf8))
            }
        }
    }

    @Test(arguments: articles)
    func manifestsLoad(_ article: MarkdownDocument) throws {
        for case (.manifest, let block) in article.swiftSamples {
            let project = try TemporaryProject(files: ["Package.swift": block.lines.joined(separator: "\n") + "\n"])
            let result = try ProcessRunner.runTool("swift", ["package", "dump-package", "--package-path", project.root.path])
            #expect(result.status == 0, "line \(block.line): SwiftPM cannot load the manifest:\n\(result.standardError)")
        }
    }

    /// The article's program, run through dikitgen in `configuration`, compiles with what it
    /// generates; in Swift 6 mode, what it generates holds each `// Generated` excerpt.
    @Test(arguments: programBuilds)
    func programCompiles(_ article: MarkdownDocument, configuration: CompilerConfiguration) throws {
        let parts = article.programParts
        var files: [String: String] = [:]
        for (index, part) in parts.enumerated() {
            files["Sources/Sample\(index + 1)-line\(part.line).swift"] = part.lines.joined(separator: "\n") + "\n"
        }
        let project = try TemporaryProject(files: files)
        let output = project.url("Resolver.generated.swift").path
        let generation = try project.runDikitgen(["Sources", "--no-cache", "--output", output] + configuration.dikitgenArguments)
        try #require(generation.status == 0, "dikitgen fails on the program:\n\(generation.standardError)")
        if configuration.name == CompilerConfiguration.swift6.name {
            let generated = try String(contentsOfFile: output, encoding: .utf8).components(separatedBy: "\n")
            for case (.generatedExcerpt, let block) in article.swiftSamples {
                #expect(generated.containsRun(Array(block.lines.dropFirst())), "line \(block.line): dikitgen does not generate this")
            }
        }
        let result = try RuntimeModule.typecheck(files.keys.sorted().map { project.url($0).path } + [output], in: configuration)
        #expect(result.status == 0, "the program does not compile in \(configuration.name):\n\(result.standardError)")
    }

    @Test(arguments: articles)
    func generatedExcerptsHaveAProgram(_ article: MarkdownDocument) {
        let excerpts = article.swiftSamples.filter { $0.sample == .generatedExcerpt }
        #expect(excerpts.isEmpty || !article.programParts.isEmpty)
    }
}

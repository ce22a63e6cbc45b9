import DIKitGenerator
import Foundation
import Testing

/// The generator on the seeded random corpus (see `RandomGraph`): every acyclic graph
/// generates code that typechecks against the runtime, and a graph with one injected cycle
/// reports exactly that cycle. A failure names the graph (`G17`, `C4`); the same graph comes
/// back on every run.
@Suite struct RandomGraphTests {
    /// Graphs typechecked per `swiftc` run: the compiler's start-up and the runtime
    /// module's loading are paid once per batch, and batches run in parallel.
    static let batchSize = 50

    static func generate(_ graph: RandomGraph) -> GenerationResult {
        Generator.generate(from: [SourceFile(path: graph.fileName, text: graph.source)])
    }

    // MARK: - Acyclic graphs compile

    /// The contract the random graphs rely on: one name and type reached along two paths is
    /// one parameter. Without it, parameter lists grow with the number of paths, which is
    /// exponential in the depth of a random graph (gigabytes of code), so the typecheck
    /// test stops at once, failing, when this does not hold.
    static let parametersAreDeduplicated: Bool = {
        let result = Generator.generate(from: [SourceFile(path: "Diamond.swift", text: """
            import DIKit
            protocol DiamondResolver: Resolver {}
            struct Left: Injectable {
                struct Dependency { let label: String }
                init(dependency: Dependency) {}
            }
            struct Right: Injectable {
                struct Dependency { let label: String }
                init(dependency: Dependency) {}
            }
            struct Top: Injectable {
                struct Dependency { let left: Left; let right: Right }
                init(dependency: Dependency) {}
            }
            """)])
        return result.code?.contains("func resolveTop(label: String) -> Top {") == true
    }()

    @Test func aParameterReachedAlongTwoPathsIsOneParameter() {
        #expect(Self.parametersAreDeduplicated)
    }

    @Test(arguments: 0..<(RandomGraph.acyclicCorpusSize / batchSize))
    func acyclicGraphsGenerateCodeThatTypechecks(batch: Int) throws {
        try #require(Self.parametersAreDeduplicated, "parameters reached along two paths must be one parameter before random graphs can be generated")
        let directory = try SwiftTypechecker.temporaryDirectory("dikitgen-random-graphs")
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [URL] = []
        for number in (batch * Self.batchSize)..<((batch + 1) * Self.batchSize) {
            let graph = RandomGraph.acyclic(number)
            let result = Self.generate(graph)
            #expect(!result.hasErrors, "graph G\(number): \(result.diagnostics.map(\.rendered))")
            guard let code = result.code else { continue }
            let methods = Self.methodSpecifiers(in: code)
            let missing = Set(graph.expectedMethodNames).subtracting(methods.keys)
            #expect(missing.isEmpty, "graph G\(number): no \(missing.sorted())")
            let wrongEffects = zip(graph.expectedMethodNames, graph.expectedMethodSpecifiers).filter { name, specifiers in
                methods[name].map { $0 != specifiers } ?? false
            }
            #expect(wrongEffects.isEmpty, "graph G\(number): expected \(wrongEffects.prefix(3)), got \(wrongEffects.prefix(3).map { methods[$0.0]! })")
            let sourceURL = directory.appendingPathComponent(graph.fileName)
            let codeURL = directory.appendingPathComponent("\(graph.prefix).generated.swift")
            try Data(graph.source.utf8).write(to: sourceURL)
            try Data(code.utf8).write(to: codeURL)
            files += [sourceURL, codeURL]
        }
        let errors = try SwiftTypechecker.errors(typechecking: files)
        #expect(errors == nil, "batch \(batch) does not typecheck:\n\(errors.map { String($0.prefix(4000)) } ?? "")")
    }

    /// The methods in generated code (`func NAME(` at the start of a line, after the
    /// indentation), each with the effect specifiers between its parameters and ` -> `
    /// (` async throws`, or empty): one pass, where a `contains` per method would be quadratic.
    /// The random graphs' parameter types have no parentheses.
    static func methodSpecifiers(in code: String) -> [String: String] {
        var methods: [String: String] = [:]
        for line in code.split(separator: "\n") {
            let text = line.drop { $0 == " " }
            guard text.hasPrefix("func "), let parenthesis = text.firstIndex(of: "("),
                  let closing = text.firstIndex(of: ")"), let arrow = text.range(of: " -> ") else { continue }
            let name = String(text[text.index(text.startIndex, offsetBy: 5)..<parenthesis])
            methods[name] = String(text[text.index(after: closing)..<arrow.lowerBound])
        }
        return methods
    }

    // MARK: - An injected cycle is reported exactly

    /// One `dependency-cycle` error and nothing else, whose message is the ring's chain from
    /// its smallest type name. Mismatches are collected, so a failure is one readable issue.
    @Test func anInjectedCycleIsReportedAsItsChain() {
        var mismatches: [String] = []
        for number in 0..<RandomGraph.cyclicCorpusSize {
            let graph = RandomGraph.cyclic(number)
            let result = Self.generate(graph)
            let errors = result.diagnostics.filter { $0.severity == .error }
            let expected = "dependency cycle: \(graph.expectedCycleChain!)"
            if result.code != nil || errors.map(\.id) != [.dependencyCycle] || errors.map(\.message) != [expected] {
                mismatches.append("C\(number): expected [dependency-cycle] \(expected), got \(errors.map { "[\($0.id)] \($0.message)" })")
            }
        }
        if !mismatches.isEmpty {
            Issue.record("\(mismatches.count) of \(RandomGraph.cyclicCorpusSize) graphs, first:\n\(mismatches.prefix(5).joined(separator: "\n"))")
        }
    }
}

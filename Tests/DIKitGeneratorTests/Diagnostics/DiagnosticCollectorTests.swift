@testable import DIKitGenerator
import SwiftDeclarations
import Testing

/// Each problem is reported once, however many resolvers' graphs meet it.
@Suite struct DiagnosticCollectorTests {
    static let source = """
        import DIKit
        protocol AppResolver: Resolver {
            func provideName() -> Void
        }
        protocol PreviewResolver: AppResolver {}
        protocol WidgetResolver: Resolver {}
        struct Broken: Injectable {}
        struct Chef: Injectable {
            struct Dependency { let sous: SousChef }
            init(dependency: Dependency) {}
        }
        struct SousChef: Injectable {
            struct Dependency { let chef: Chef }
            init(dependency: Dependency) {}
        }
        """

    /// The stages own their problems: the model reports a resolver's malformed provider once,
    /// not again for the resolver that refines it, and a type that every graph meets and
    /// cannot read once, after them all.
    @Test func theStageThatOwnsAProblemReportsItOnce() throws {
        let table = TypeTable(files: [SourceFile(path: "A.swift", text: Self.source)], semantics: .current)
        var diagnostics: [Diagnostic] = []
        let model = DIModel(table: table, settings: GeneratorOptions().moduleSettings, diagnostics: &diagnostics)
        #expect(diagnostics.map(\.id) == [.voidProvider])
        var unreadable = Set<DIModel.InjectableID>()
        #expect(model.resolvers.count == 3)
        for resolver in model.resolvers {
            _ = model.graph(for: resolver, supplied: [], unreadable: &unreadable)
            _ = model.graph(for: resolver, supplied: [], unreadable: &unreadable)
        }
        #expect(model.readProblems(of: unreadable).map(\.message) == ["Associated type 'Dependency' declared in 'Injectable' is not found"])
    }

    /// What the run prints: each problem once, the cycle too, which every graph holds.
    @Test func aProblemSeveralGraphsMeetIsPrintedOnce() {
        let result = Generator.generate(from: [SourceFile(path: "A.swift", text: Self.source)])
        let problems = result.diagnostics.map { "\($0.id.rawValue) \($0.message)" }
        #expect(problems.count == Set(problems).count, "\(problems)")
        #expect(result.diagnostics.map(\.id).sorted { $0.rawValue < $1.rawValue } == [.dependencyCycle, .missingDependencyType, .voidProvider])
    }

    /// One problem found twice keeps the notes of both findings, each once; two problems at
    /// one place stay two.
    @Test func findingsOfOneProblemShareTheirNotes() {
        let place = SourceReference(path: "A.swift", location: SourceLocation(line: 1, column: 1))
        let first = Diagnostic(.error, id: .sharedInstanceParameter, "'Cart' is SharedInstance", at: place, notes: [.init("via App", at: nil)])
        var second = first
        second.notes = [.init("via Session", at: nil), .init("via App", at: nil)]
        let other = Diagnostic(.error, id: .conflictingLifetimes, "'Cart' conforms to both", at: place)
        var collector = DiagnosticCollector()
        collector.report(contentsOf: [first, other, second])
        #expect(collector.diagnostics.count == 2)
        #expect(collector.diagnostics.first { $0.id == .sharedInstanceParameter }?.notes.map(\.message) == ["via App", "via Session"])
    }
}

import DIKitGenerator
import Foundation
import SwiftDeclarations
import Testing

/// A fix that adds declarations works as written: each fixture whose diagnostics carry edits
/// (`--diagnostics-format json`'s `edits`), with them applied to a copy of its sources,
/// generates again without those problems.
@Suite struct FixApplicationTests {
    /// The fixtures whose diagnostics have a fix that adds declarations; every other
    /// fixture's fixes have no edits, so that this list says which are proven.
    static let fixturesWithEdits: Set<String> = [
        "error-file-order", "error-inaccessible-construction", "error-missing-dependency-property", "error-missing-provider",
        "error-missing-provider-closure-elsewhere", "error-missing-provider-refined", "error-missing-shared-instance-store",
        "warning-resolver-refinement-not-imported", "warning-runtime-not-imported",
    ]

    static let fixturesWithFixes = (Fixture.all + Fixture.allCompatibility).filter { $0.expectedDiagnostics.contains(": note: fix: ") }

    @Test(arguments: fixturesWithFixes)
    func appliedEditsRemoveTheirProblems(_ fixture: Fixture) throws {
        let before = try Self.diagnostics(of: fixture, in: fixture.directory)
        let fixed = before.filter { !$0.edits.isEmpty }
        let expectsEdits = Self.fixturesWithEdits.contains(fixture.name)
        #expect(fixed.isEmpty != expectsEdits, "edits of \(fixture.name): \(fixed.map(\.message))")
        guard !fixed.isEmpty else { return }

        let copy = try TemporaryCopy(of: fixture.directory)
        let edits = fixed.flatMap(\.edits)
        for path in Set(edits.map(\.reference.path)) {
            let url = copy.root.appendingPathComponent(path)
            let bytes = try [UInt8](Data(contentsOf: url))
            let edited = DiagnosticEdits.apply(edits, toFileAt: path, contents: bytes)
            #expect(edited != bytes, "no edit applied to \(path)")
            try Data(edited).write(to: url)
        }
        let after = try Self.diagnostics(of: fixture, in: copy.root)
        let remaining = Set(after.map(\.problem))
        for diagnostic in fixed {
            #expect(!remaining.contains(diagnostic.problem), "still reported after its edits: \(diagnostic.message)")
        }
        #expect(after.count < before.count)
    }

    /// Adds after the last member, one level deeper than the brace's line, and at the top for
    /// an import; one edit asked for twice is added once.
    @Test func editsAreAddedWhereTheySay() {
        let source = "import Foundation\nprotocol AppResolver: Resolver {\n    func provideA() -> A\n}\nstruct B { let x: Int }\nprotocol Empty {}\n"
        let locations = SourceLocationConverter(Array(source.utf8))
        func brace(_ n: Int) -> SourceReference {
            let offsets = source.utf8.indices.filter { source.utf8[$0] == UInt8(ascii: "}") }
            return SourceReference(path: "A.swift", location: locations.location(ofOffset: source.utf8.distance(from: source.utf8.startIndex, to: offsets[n])))
        }
        let top = SourceReference(path: "A.swift", location: SourceLocation(line: 1, column: 1))
        let edits = [
            Diagnostic.Edit(.lastMember, "func provideC() -> C", at: brace(0)),
            Diagnostic.Edit(.lastMember, "func provideC() -> C", at: brace(0)),
            Diagnostic.Edit(.lastMember, "var y: Int", at: brace(1)),
            Diagnostic.Edit(.lastMember, "func provideD() -> D", at: brace(2)),
            Diagnostic.Edit(.firstLine, "import DIKit", at: top),
            Diagnostic.Edit(.firstLine, "import Other", at: SourceReference(path: "B.swift", location: top.location)),
        ]
        let edited = String(decoding: DiagnosticEdits.apply(edits, toFileAt: "A.swift", contents: Array(source.utf8)), as: UTF8.self)
        #expect(edited == "import DIKit\nimport Foundation\nprotocol AppResolver: Resolver {\n    func provideA() -> A\n    func provideC() -> C\n}\n"
            + "struct B { let x: Int \n    var y: Int\n}\nprotocol Empty {\n    func provideD() -> D\n}\n")
    }

    /// A diagnostic as `--diagnostics-format json` writes it: what it is, and its edits.
    struct ReportedDiagnostic {
        var id: String
        var message: String
        var edits: [Diagnostic.Edit]
        /// What stays when edits move it: its kind and message, not its line.
        var problem: String { "[\(id)] \(message)" }
    }

    static func diagnostics(of fixture: Fixture, in directory: URL) throws -> [ReportedDiagnostic] {
        let result = try ProcessRunner.run(Paths.dikitgen, fixture.arguments + ["--diagnostics-format", "json", "--no-cache"], in: directory)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardError.utf8)) as? [String: Any])
        return try #require(document["diagnostics"] as? [[String: Any]]).map { diagnostic in
            let edits = try #require(diagnostic["edits"] as? [[String: Any]]).map { edit in
                let placement: Diagnostic.Edit.Placement = try #require(
                    [Diagnostic.Edit.Placement.lastMember, .firstLine].first { $0.name == edit["placement"] as? String }
                )
                let path = try #require(edit["path"] as? String)
                let location = SourceLocation(line: try #require(edit["line"] as? Int), column: try #require(edit["column"] as? Int))
                let declaration = try #require(edit["declaration"] as? String)
                return Diagnostic.Edit(placement, declaration, at: SourceReference(path: path, location: location))
            }
            return ReportedDiagnostic(
                id: try #require(diagnostic["id"] as? String), message: try #require(diagnostic["message"] as? String), edits: edits
            )
        }
    }
}

/// A copy of a directory, removed after the test.
private struct TemporaryCopy: ~Copyable {
    let root: URL

    init(of directory: URL) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-fix-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: directory, to: root)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }
}

import Foundation
import Testing

/// The graph goldens of a fixture that has a `graph/` directory: what `dikitgen graph input
/// --format <format>` prints (`expected.dot`, `expected.mmd`, `expected.json`), and what it
/// prints on standard error in every format (`expected-diagnostics.txt`). The fixture's
/// `arguments` apply too. `make goldens` rewrites them.
struct GraphFixture: CustomTestStringConvertible, Sendable {
    var fixture: Fixture
    var format: String

    var fileExtension: String { format == "mermaid" ? "mmd" : format }
    var directory: URL { fixture.directory.appendingPathComponent("graph") }
    var arguments: [String] { ["graph"] + fixture.arguments + ["--format", format] }
    var expectedOutput: String? {
        try? String(contentsOf: directory.appendingPathComponent("expected.\(fileExtension)"), encoding: .utf8)
    }
    var expectedDiagnostics: String {
        (try? String(contentsOf: directory.appendingPathComponent("expected-diagnostics.txt"), encoding: .utf8)) ?? ""
    }

    var testDescription: String { "\(fixture.name) (\(format))" }

    static let formats = ["dot", "mermaid", "json"]

    /// Every fixture with a `graph/` directory, in each format.
    static let all: [GraphFixture] = Fixture.all
        .filter { FileManager.default.fileExists(atPath: $0.directory.appendingPathComponent("graph").path) }
        .flatMap { fixture in formats.map { GraphFixture(fixture: fixture, format: $0) } }

    /// The fixture named `name`, in `format`, output and standard error.
    static func run(_ name: String, _ format: String, _ extraArguments: [String] = []) throws -> ProcessOutput {
        let fixture = GraphFixture(fixture: Fixture(name: name), format: format)
        return try ProcessRunner.run(Paths.dikitgen, fixture.arguments + extraArguments, in: fixture.fixture.directory)
    }
}

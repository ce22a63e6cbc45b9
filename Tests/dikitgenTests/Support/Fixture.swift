import Foundation
import Testing

/// A golden case under `Fixtures/<name>/`:
/// - `input/`: the sources; `dikitgen` runs on `input` from the fixture's directory, so
///   diagnostics show paths such as `input/Shop.swift`;
/// - `arguments` (optional): more command-line arguments, one per line;
/// - `expected-output.swift`: the generated code, when generation succeeds (exit 0);
/// - `expected-diagnostics.txt`: what is printed on standard error, when anything is.
///
/// `make goldens` (Scripts/update-goldens.sh) rewrites the expected files.
struct Fixture: CustomTestStringConvertible, Sendable {
    var name: String

    var directory: URL { Paths.fixtures.appendingPathComponent(name) }
    var expectedOutputURL: URL { directory.appendingPathComponent("expected-output.swift") }
    var expectedDiagnosticsURL: URL { directory.appendingPathComponent("expected-diagnostics.txt") }

    var arguments: [String] {
        guard let text = try? String(contentsOf: directory.appendingPathComponent("arguments"), encoding: .utf8) else {
            return ["input"]
        }
        return ["input"] + text.split(separator: "\n").map(String.init)
    }

    var expectedOutput: String? { try? String(contentsOf: expectedOutputURL, encoding: .utf8) }
    var expectedDiagnostics: String { (try? String(contentsOf: expectedDiagnosticsURL, encoding: .utf8)) ?? "" }

    var testDescription: String { name }

    static let all: [Fixture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Paths.fixtures.path)) ?? []
        return names.sorted().map(Fixture.init).filter {
            FileManager.default.fileExists(atPath: $0.directory.appendingPathComponent("input").path)
        }
    }()

    static let generating = all.filter { $0.expectedOutput != nil }
}

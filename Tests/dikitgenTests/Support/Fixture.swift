import Foundation
import Testing

/// A golden case under `Fixtures/<name>/`:
/// - `input/`: the sources; `dikitgen` runs on `input` from the fixture's directory, so
///   diagnostics show paths such as `input/Shop.swift`;
/// - `arguments` (optional): more command-line arguments, one per line;
/// - `expected-output.swift`: the generated code, when generation succeeds (exit 0);
/// - `expected-diagnostics.txt`: what is printed on standard error, when anything is;
/// - `dikit-0.5/` (optional): both expected files under `--compatibility dikit-0.5`, where
///   they differ from the default rules' (without it, that mode must give the same);
/// - `current-rules-only` (optional): the case tests rules DIKit 0.5 did not have, and is
///   not run under `--compatibility dikit-0.5`.
/// - `explain` (optional): types to explain, one a line; `expected-explain.txt` holds, for
///   each, `dikitgen explain TYPE input`'s output and exit status (see `ExplainTranscript`).
/// - `not-under-<configuration>` (optional, for instance `not-under-xcode-26-settings`): the
///   golden output does not compile with its inputs in that `CompilerConfiguration`, for the
///   reason the file gives; in `dikit-0.5/`, this applies to that mode's golden only.
///
/// `make goldens` (Scripts/update-goldens.sh) rewrites the expected files.
struct Fixture: CustomTestStringConvertible, Sendable {
    var name: String
    /// Whether this case is run under `--compatibility dikit-0.5`.
    var isCompatibility = false

    var directory: URL { Paths.fixtures.appendingPathComponent(name) }
    /// Where the expected files of this case's mode are.
    var expectationDirectory: URL {
        let compatibility = directory.appendingPathComponent("dikit-0.5")
        return isCompatibility && FileManager.default.fileExists(atPath: compatibility.path) ? compatibility : directory
    }
    var expectedOutputURL: URL { expectationDirectory.appendingPathComponent("expected-output.swift") }
    var expectedDiagnosticsURL: URL { expectationDirectory.appendingPathComponent("expected-diagnostics.txt") }

    var arguments: [String] {
        let mode = isCompatibility ? ["--compatibility", "dikit-0.5"] : []
        guard let text = try? String(contentsOf: directory.appendingPathComponent("arguments"), encoding: .utf8) else {
            return ["input"] + mode
        }
        return ["input"] + text.split(separator: "\n").map(String.init) + mode
    }

    var expectedOutput: String? { try? String(contentsOf: expectedOutputURL, encoding: .utf8) }
    var expectedDiagnostics: String { (try? String(contentsOf: expectedDiagnosticsURL, encoding: .utf8)) ?? "" }

    /// The types of the `explain` file, in order.
    var explainedTypes: [String] {
        guard let text = try? String(contentsOf: directory.appendingPathComponent("explain"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }

    var expectedExplanation: String? {
        try? String(contentsOf: directory.appendingPathComponent("expected-explain.txt"), encoding: .utf8)
    }

    /// Why this case's golden output does not compile in `configuration`, when its
    /// `not-under-<name>` file says so (for a `dikit-0.5/` golden, that folder's file first).
    func reasonNotToCompile(under configuration: CompilerConfiguration) -> String? {
        let marker = "not-under-\(configuration.name)"
        return [expectationDirectory, directory].lazy.compactMap { directory in
            try? String(contentsOf: directory.appendingPathComponent(marker), encoding: .utf8)
        }.first?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    var testDescription: String { isCompatibility ? "\(name) (dikit-0.5)" : name }

    /// The compiler configurations its golden output is for: those whose settings its
    /// `arguments` name (`--default-isolation MainActor`), every one when they name none,
    /// as output generated without settings must compile in each.
    var configurations: [CompilerConfiguration] {
        let named = arguments.filter { $0.hasPrefix("--default-isolation") || $0.hasPrefix("--enable-upcoming-feature") || $0.hasPrefix("--swift-version") }
        guard !named.isEmpty else { return CompilerConfiguration.all }
        return CompilerConfiguration.all.filter { $0.agrees(withDikitgenArguments: arguments) }
    }

    static let all: [Fixture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Paths.fixtures.path)) ?? []
        return names.sorted().map { Fixture(name: $0) }.filter {
            FileManager.default.fileExists(atPath: $0.directory.appendingPathComponent("input").path)
        }
    }()

    /// Every fixture of DIKit 0.5's rules under `--compatibility dikit-0.5`.
    static let allCompatibility = all
        .filter { !FileManager.default.fileExists(atPath: $0.directory.appendingPathComponent("current-rules-only").path) }
        .map { Fixture(name: $0.name, isCompatibility: true) }

    /// The cases with types to explain, or with an explanation golden (then both must be there).
    static let explaining = all.filter { !$0.explainedTypes.isEmpty || $0.expectedExplanation != nil }

    /// Every distinct golden output: the default rules', and DIKit 0.5's where it differs.
    static let generating = (all + allCompatibility.filter { $0.expectationDirectory != $0.directory })
        .filter { $0.expectedOutput != nil }
}

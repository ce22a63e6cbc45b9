import ArgumentParser
import DIKitGenerator

/// How diagnostics are printed on standard error (`--diagnostics-format`).
enum DiagnosticsFormat: String, CaseIterable, ExpressibleByArgument {
    /// `path:line:column: severity: message [id]`, printed as they come.
    case text
    /// One `JSONDiagnostics` document, when the run ends.
    case json
    /// One SARIF 2.1.0 document (`SARIFDiagnostics`), when the run ends.
    case sarif
}

/// The ids of the command line's own diagnostics: about paths and files, not code.
enum CommandLineDiagnostic {
    /// A path, directory or file that cannot be read (exit status 66).
    static let unreadableInput = "unreadable-input"
    /// An entry of a directory that was skipped.
    static let skippedEntry = "skipped-entry"
    /// A file that is not valid UTF-8, skipped.
    static let invalidUTF8 = "invalid-utf8"
    /// The output file cannot be written (exit status 73).
    static let unwritableOutput = "unwritable-output"
    /// `check`: the output file is not what `generate` would write (exit status 2).
    static let outOfDate = "out-of-date"
    /// `--config`'s file is not a valid configuration (exit status 64).
    static let invalidConfiguration = "invalid-configuration"

    static let ruleDescriptions: [String: String] = [
        unreadableInput: "A path, directory or file that cannot be read.",
        skippedEntry: "An entry of a directory that was skipped: a symbolic link to a directory, a broken link, a special file, a name that is not UTF-8.",
        invalidUTF8: "A file that is not valid UTF-8, skipped.",
        unwritableOutput: "The output file cannot be written.",
        outOfDate: "The generated file is not what generate would write.",
        invalidConfiguration: "The configuration file (--config) is not valid JSON, or holds an unknown key or a value of the wrong type.",
    ]
}

/// Where every diagnostic of a generating run goes: the generator's, and the command line's
/// own about paths and files. In the text format each is printed at once, as it comes; in
/// the json and sarif formats they are collected, and `finish` prints them as one document,
/// whatever the exit status. With `--verbose`, `finish` also prints the phases' times.
final class DiagnosticReporter {
    private let format: DiagnosticsFormat
    private var records: [DiagnosticRecord] = []
    /// The phases' times, recorded with `--verbose` only.
    var phases: PhaseLog

    init(format: DiagnosticsFormat, isVerbose: Bool) {
        self.format = format
        phases = PhaseLog(isEnabled: isVerbose)
    }

    /// A problem with the path, directory or file `path`; as text, `path: severity: message`.
    func report(_ severity: Diagnostic.Severity, id: String, _ message: String, path: String) {
        guard format == .text else {
            records.append(DiagnosticRecord(severity, id: id, message, path: path))
            return
        }
        StandardError.print("\(path): \(severity.rawValue): \(message)")
    }

    func report(_ diagnostic: Diagnostic) {
        guard format == .text else {
            records.append(DiagnosticRecord(diagnostic))
            return
        }
        StandardError.print(diagnostic.rendered(colored: StandardError.isTerminal))
    }

    /// Reports every diagnostic of `diagnostics`, in order, and counts them by severity.
    func report(_ diagnostics: [Diagnostic]) -> (errors: Int, warnings: Int, notes: Int) {
        var counts = (errors: 0, warnings: 0, notes: 0)
        for diagnostic in diagnostics {
            report(diagnostic)
            switch diagnostic.severity {
            case .error: counts.errors += 1
            case .warning: counts.warnings += 1
            case .note: counts.notes += 1
            }
        }
        return counts
    }

    /// Prints the document (json, sarif) or, with `--verbose`, the phases (text).
    func finish() {
        let phaseMembers: [(key: String, value: JSONValue)] = phases.isEnabled ? [("phases", phases.json)] : []
        switch format {
        case .text:
            phases.lines.forEach(StandardError.print)
        case .json:
            StandardError.write(JSONDiagnostics.document(records, tool: Self.tool, members: phaseMembers).description)
        case .sarif:
            StandardError.write(SARIFDiagnostics.document(records, tool: Self.tool, properties: phaseMembers).description)
        }
    }

    private static let tool = DiagnosticTool(
        name: "dikitgen", version: DikitgenVersion.current, informationURI: DikitgenVersion.repository,
        ruleDescriptions: Diagnostic.ruleDescriptions.merging(CommandLineDiagnostic.ruleDescriptions) { $1 }
    )
}

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

/// The ids of the command line's own diagnostics: about paths and files, not code. Each
/// has a path and no position, except `invalidConfiguration`'s, which points into the file.
enum CommandLineDiagnostic: String, CaseIterable {
    case unreadableInput = "unreadable-input"
    case skippedEntry = "skipped-entry"
    case invalidUTF8 = "invalid-utf8"
    case unwritableOutput = "unwritable-output"
    case unwritableCache = "unwritable-cache"
    case outOfDate = "out-of-date"
    case invalidConfiguration = "invalid-configuration"

    /// What the problem is, in one line: SARIF's `shortDescription` of the rule.
    var summary: String {
        switch self {
        case .unreadableInput: "A path, directory or file that cannot be read."
        case .skippedEntry: "An entry of a directory that was skipped: a symbolic link to a directory, a broken link, a special file, a name that is not UTF-8."
        case .invalidUTF8: "A file that is not valid UTF-8, skipped."
        case .unwritableOutput: "The output file cannot be written."
        case .unwritableCache: "The cache file in the --cache-path directory cannot be written."
        case .outOfDate: "The generated file is not what generate would write."
        case .invalidConfiguration: "The configuration file (--config) is not valid JSON, or holds an unknown key or a value of the wrong type."
        }
    }

    /// Its severity, exit status and meaning, in Markdown: SARIF's `fullDescription`, and
    /// the documentation's diagnostics article.
    var explanation: String {
        switch self {
        case .unreadableInput:
            "An error, exit status 66: a path that does not exist or cannot be read, a directory that cannot be listed, a file that cannot be read."
        case .skippedEntry:
            "A warning: an entry of a directory that was skipped: a symbolic link to a directory (not followed, as `find` does not follow one), a broken link or a link loop, a FIFO, socket or device, or a name that is not valid UTF-8. Name a linked directory on the command line to read it."
        case .invalidUTF8:
            "A warning: a file that is not valid UTF-8. It is skipped, and the run goes on without its declarations."
        case .unwritableOutput:
            "An error, exit status 73: the output file cannot be written. A file that was there is left as it was."
        case .unwritableCache:
            "A warning: the cache file in the directory `--cache-path` names cannot be written (a directory that cannot be made or written to, a full disk). The run goes on without it, and the next one reads every file again. A cache in the default directory that cannot be written is not reported: use `--no-cache` to turn it off."
        case .outOfDate:
            "An error, exit status 2: `check`'s output file is not what `generate` would write; a unified diff follows. Run `dikitgen generate` with the same arguments, and commit the file."
        case .invalidConfiguration:
            "An error, exit status 64: the `--config` file is not JSON, or holds an unknown key or a value of the wrong type. Reported at its line and column, as the generator's diagnostics are: `dikitgen.json:3:14: error: ... [invalid-configuration]`."
        }
    }

    /// The id's meaning, for the machine-readable formats.
    var rule: DiagnosticRule {
        DiagnosticRule(summary: summary, explanation: explanation)
    }
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
    func report(_ severity: Diagnostic.Severity, id: CommandLineDiagnostic, _ message: String, path: String) {
        guard format == .text else {
            records.append(DiagnosticRecord(severity, id: id.rawValue, message, path: path))
            return
        }
        StandardError.print("\(path): \(severity.rawValue): \(message)")
    }

    /// A problem at a place in a file the command line read (`path:line:column: ... [id]`).
    func report(_ severity: Diagnostic.Severity, id: CommandLineDiagnostic, _ message: String, at reference: SourceReference) {
        guard format == .text else {
            records.append(DiagnosticRecord(severity, id: id.rawValue, message, at: reference))
            return
        }
        StandardError.print(Diagnostic.line(severity, "\(message) [\(id.rawValue)]", reference, colored: StandardError.isTerminal))
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
        rules: Dictionary(
            uniqueKeysWithValues: DiagnosticID.allCases.map { ($0.rawValue, $0.rule) }
                + CommandLineDiagnostic.allCases.map { ($0.rawValue, $0.rule) }
        )
    )
}

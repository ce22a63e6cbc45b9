/// The lines `--verbose` prints at the end of standard error, one per phase of the run
/// (`dikitgen: read: 1.2 ms, files=3 ...`): their times vary from run to run, so goldens
/// hold what comes before them.
struct PhaseLines {
    /// Standard error without the phase lines.
    var diagnostics: String
    /// The phases' names, in order.
    var phases: [String]

    init(standardError: String) {
        var lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
        var phases: [String] = []
        // The text ends with a newline: the last "line" is empty.
        while lines.count >= 2, let name = PhaseLines.phaseName(lines[lines.count - 2]) {
            phases.insert(name, at: 0)
            lines.remove(at: lines.count - 2)
        }
        self.diagnostics = lines.joined(separator: "\n")
        self.phases = phases
    }

    /// `read` for `dikitgen: read: 1.2 ms, ...`; `nil` for any other line.
    private static func phaseName(_ line: Substring) -> String? {
        guard line.hasPrefix("dikitgen: ") else { return nil }
        let fields = line.dropFirst("dikitgen: ".count).split(separator: " ", maxSplits: 3)
        guard fields.count >= 3, fields[0].hasSuffix(":"), Double(fields[1]) != nil,
              fields[2] == "ms" || fields[2] == "ms," else { return nil }
        return String(fields[0].dropLast())
    }
}

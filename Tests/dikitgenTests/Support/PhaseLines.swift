/// The lines `--verbose` prints at the end of standard error, one per phase of the run
/// (`dikitgen: read: 1.2 ms, files=3 ...`), then its remarks (`dikitgen: remark: ...`):
/// their times vary from run to run, and the remarks say how the run went, so goldens hold
/// what comes before them.
struct PhaseLines {
    /// Standard error without the phase and remark lines.
    var diagnostics: String
    /// The phases' names, in order.
    var phases: [String]
    /// The remarks, in order.
    var remarks: [String]

    init(standardError: String) {
        var lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
        var remarks: [String] = []
        while lines.count >= 2, lines[lines.count - 2].hasPrefix("dikitgen: remark: ") {
            remarks.insert(String(lines[lines.count - 2].dropFirst("dikitgen: remark: ".count)), at: 0)
            lines.remove(at: lines.count - 2)
        }
        self.remarks = remarks
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

/// The text of a fixture's `expected-explain.txt`, as Scripts/update-goldens.sh writes it:
/// for each type, `$ dikitgen explain TYPE input`, standard output, `standard error:` and
/// standard error when there is any, `exit status N`; a blank line between two types.
enum ExplainTranscript {
    static func entry(type: String, _ result: ProcessOutput) -> String {
        var text = "$ dikitgen explain \(type) input\n" + result.standardOutput
        if !result.standardError.isEmpty { text += "standard error:\n" + result.standardError }
        return text + "exit status \(result.status)\n"
    }

    static func transcript(_ entries: [String]) -> String {
        entries.joined(separator: "\n")
    }
}

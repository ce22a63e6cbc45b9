/// The problems of one run, each once, as the run prints them: what the stages' diagnostics
/// are gathered into.
///
/// A problem is its severity, kind, place and message. Most are found once, by the stage that
/// owns them: the model reads each declaration once (`DIModel.readProblems`), and a resolver
/// reports its own providers. But a problem of declarations that several resolvers' graphs
/// hold is found by each graph: a cycle of injectable types, a shared type whose construction
/// needs a call-site parameter, a type marked with both lifetimes, a store that refinements
/// inherit; and one outside the `#if` blocks is found in each build configuration. It stays
/// one diagnostic, with the notes of every finding, in the order found.
struct DiagnosticCollector {
    private struct Problem: Hashable {
        var severity: Diagnostic.Severity
        var id: DiagnosticID
        var reference: SourceReference?
        var message: String

        init(_ diagnostic: Diagnostic) {
            severity = diagnostic.severity
            id = diagnostic.id
            reference = diagnostic.reference
            message = diagnostic.message
        }
    }

    private var found: [Diagnostic] = []
    private var indexOfProblem: [Problem: Int] = [:]

    mutating func report(_ diagnostic: Diagnostic) {
        let problem = Problem(diagnostic)
        guard let index = indexOfProblem[problem] else {
            indexOfProblem[problem] = found.count
            found.append(diagnostic)
            return
        }
        for note in diagnostic.notes where !found[index].notes.contains(note) { found[index].notes.append(note) }
        for edit in diagnostic.edits where !found[index].edits.contains(edit) { found[index].edits.append(edit) }
    }

    mutating func report(contentsOf diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics { report(diagnostic) }
    }

    /// Every problem, sorted for printing (`Diagnostic.sortedForPrinting`).
    var diagnostics: [Diagnostic] { Diagnostic.sortedForPrinting(found) }
}

import SwiftDeclarations

/// One diagnostic as the machine-readable formats print it: one of the generator's
/// `Diagnostic`s, or a problem the command line met with a file or a path, which has a path
/// but no line and column (an entry that cannot be read, a file that is not UTF-8).
public struct DiagnosticRecord: Sendable {
    /// Where a diagnostic or a note points: a file, and a position in it when there is one.
    public struct Location: Sendable {
        public var path: String
        /// `nil` for a problem with the whole file.
        public var position: SourceLocation?

        public init(path: String, position: SourceLocation? = nil) {
            self.path = path
            self.position = position
        }

        init(_ reference: SourceReference) {
            self.init(path: reference.path, position: reference.location)
        }
    }

    public struct Note: Sendable {
        public var message: String
        public var location: Location?
    }

    public var severity: Diagnostic.Severity
    /// The diagnostic's stable id, such as `dependency-cycle`.
    public var id: String
    public var message: String
    public var location: Location?
    public var notes: [Note]
    /// How to fix the problem, in words.
    public var fix: String?
    /// The fix as declarations to add, when it is one (`Diagnostic.Edit`).
    public var edits: [Diagnostic.Edit]

    /// A problem the command line met with the file or path at `path` (`nil`: with none).
    public init(_ severity: Diagnostic.Severity, id: String, _ message: String, path: String?) {
        self.severity = severity
        self.id = id
        self.message = message
        location = path.map { Location(path: $0) }
        notes = []
        fix = nil
        edits = []
    }

    /// A problem the command line met at a place in a file it read (its configuration).
    public init(_ severity: Diagnostic.Severity, id: String, _ message: String, at reference: SourceReference) {
        self.init(severity, id: id, message, path: nil)
        location = Location(reference)
    }

    public init(_ diagnostic: Diagnostic) {
        severity = diagnostic.severity
        id = diagnostic.id.rawValue
        message = diagnostic.message
        location = diagnostic.reference.map(Location.init)
        notes = diagnostic.notes.map { Note(message: $0.message, location: $0.reference.map(Location.init)) }
        fix = diagnostic.fix
        edits = diagnostic.edits
    }
}

/// What the machine-readable formats say about the tool that produced them.
public struct DiagnosticTool: Sendable {
    public var name: String
    public var version: String
    /// Where to read about the tool (SARIF's `informationUri`).
    public var informationURI: String
    /// What each diagnostic id the tool may report means (SARIF's rules), by id.
    public var rules: [String: DiagnosticRule]

    public init(name: String, version: String, informationURI: String, rules: [String: DiagnosticRule]) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
        self.rules = rules
    }
}

/// What one diagnostic id means: in a line, and in full (Markdown).
public struct DiagnosticRule: Sendable {
    public var summary: String
    public var explanation: String

    public init(summary: String, explanation: String) {
        self.summary = summary
        self.explanation = explanation
    }
}

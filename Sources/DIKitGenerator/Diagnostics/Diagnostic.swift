import SwiftDeclarations

/// A place in a source file, resolved to a line and column when it was made.
public struct SourceReference: Hashable, Comparable, Sendable {
    public var path: String
    public var location: SourceLocation

    public init(path: String, location: SourceLocation) {
        self.path = path
        self.location = location
    }

    public static func < (lhs: SourceReference, rhs: SourceReference) -> Bool {
        (lhs.path, lhs.location) < (rhs.path, rhs.location)
    }
}

/// A problem found in the user's code, as a value: collected, sorted, and printed together.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    /// A secondary location that explains the diagnostic.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var reference: SourceReference?

        public init(_ message: String, at reference: SourceReference?) {
            self.message = message
            self.reference = reference
        }
    }

    public var severity: Severity
    /// What kind of problem it is, printed after the message: `[dependency-cycle]`.
    public var id: DiagnosticID
    public var message: String
    public var reference: SourceReference?
    public var notes: [Note]
    /// How to fix the problem, in words; printed as a last note at the primary location.
    public var fix: String?
    /// The fix as declarations to add, when it is one (`Edit`).
    public var edits: [Edit]

    public init(
        _ severity: Severity, id: DiagnosticID, _ message: String, at reference: SourceReference?,
        notes: [Note] = [], fix: String? = nil, edits: [Edit] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.reference = reference
        self.notes = notes
        self.fix = fix
        self.edits = edits
    }

    /// Orders by file, then position, then message, then the rest of what they print (one
    /// problem found for several resolvers has one place and message, and different notes),
    /// so output never depends on the order in which problems were found.
    public static func sortedForPrinting(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { lhs, rhs in
            switch (lhs.reference, rhs.reference) {
            case let (left?, right?) where left != right: return left < right
            case (nil, _?): return true
            case (_?, nil): return false
            default:
                guard lhs.message == rhs.message else { return lhs.message < rhs.message }
                return lhs.printedAfterMessage.lexicographicallyPrecedes(rhs.printedAfterMessage)
            }
        }
    }

    /// What a diagnostic prints besides its place and message, in a fixed order: its
    /// severity, identifier, fix and notes.
    private var printedAfterMessage: [String] {
        [severity.rawValue, id.rawValue, fix ?? ""] + notes.flatMap { note in
            [note.message, note.reference.map { "\($0.path):\($0.location)" } ?? ""]
        }
    }
}

extension Diagnostic {
    /// `path:line:column: severity: message [id]`, then one `path:line:column: note: ...`
    /// line per note and one for the fix: the form Xcode, editors and CI log parsers
    /// recognize. With `colored`, the severities are highlighted with ANSI escapes.
    public func rendered(colored: Bool = false) -> String {
        var lines = [Diagnostic.line(severity, "\(message) [\(id)]", reference, colored: colored)]
        for note in notes {
            lines.append(Diagnostic.line(.note, note.message, note.reference, colored: colored))
        }
        if let fix {
            lines.append(Diagnostic.line(.note, "fix: \(fix)", reference, colored: colored))
        }
        return lines.joined(separator: "\n")
    }

    public var rendered: String { rendered() }

    /// One line, `path:line:column: severity: message`, or `severity: message` with no place.
    public static func line(_ severity: Severity, _ message: String, _ reference: SourceReference?, colored: Bool) -> String {
        let label = colored ? severity.colored : severity.rawValue
        guard let reference else { return "\(label): \(message)" }
        return "\(reference.path):\(reference.location.line):\(reference.location.column): \(label): \(message)"
    }
}

extension Diagnostic.Severity {
    /// The label in bold colour: red errors, magenta warnings, cyan notes (as clang and swiftc).
    var colored: String {
        let color = switch self {
        case .error: "31"
        case .warning: "35"
        case .note: "36"
        }
        return "\u{1B}[1;\(color)m\(rawValue)\u{1B}[0m"
    }
}

/// Lets a step that yields one value or one problem return `Result<Value, Diagnostic>`.
extension Diagnostic: Error {}

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
    /// A stable identifier, such as `missing-dependency-struct`.
    public var id: String
    public var message: String
    public var reference: SourceReference?
    public var notes: [Note]

    public init(_ severity: Severity, id: String, _ message: String, at reference: SourceReference?, notes: [Note] = []) {
        self.severity = severity
        self.id = id
        self.message = message
        self.reference = reference
        self.notes = notes
    }

    /// Orders by file, then position, then message, so output never depends on the order
    /// in which problems were found.
    public static func sortedForPrinting(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { lhs, rhs in
            switch (lhs.reference, rhs.reference) {
            case let (left?, right?) where left != right: return left < right
            case (nil, _?): return true
            case (_?, nil): return false
            default: return lhs.message < rhs.message
            }
        }
    }
}

extension Diagnostic {
    /// `path:line:column: severity: message`, then one such line per note: the form
    /// Xcode, editors and CI log parsers recognize.
    public var rendered: String {
        var lines = [Diagnostic.line(severity.rawValue, message, reference)]
        for note in notes {
            lines.append(Diagnostic.line(Severity.note.rawValue, note.message, note.reference))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ severity: String, _ message: String, _ reference: SourceReference?) -> String {
        guard let reference else { return "\(severity): \(message)" }
        return "\(reference.path):\(reference.location.line):\(reference.location.column): \(severity): \(message)"
    }
}

/// Lets a step that yields one value or one problem return `Result<Value, Diagnostic>`.
extension Diagnostic: Error {}

import SwiftDeclarations

extension Diagnostic {
    /// A declaration to add to the user's code that carries out the diagnostic's fix as its
    /// words say, as far as the declarations dikitgen reads go (a conformer's implementation
    /// of an added requirement is the user's to write): with every edit of a fix applied,
    /// generating again no longer finds the problem (`FixApplicationTests` applies each
    /// fixture's). Only a fix that adds a declaration has edits; one that renames, moves,
    /// changes a declaration or chooses between ways has none.
    public struct Edit: Hashable, Sendable {
        public enum Placement: Hashable, Sendable {
            /// The last member of a type's body: before the `}` at the edit's reference.
            case lastMember
            /// The first line of the file the reference is in.
            case firstLine

            /// As `--diagnostics-format json` writes it.
            public var name: String {
                switch self {
                case .lastMember: "last-member"
                case .firstLine: "first-line"
                }
            }
        }

        public var placement: Placement
        public var reference: SourceReference
        /// The declaration as written, on one line: `func provideClock() -> Clock`.
        public var declaration: String

        public init(_ placement: Placement, _ declaration: String, at reference: SourceReference) {
            self.placement = placement
            self.declaration = declaration
            self.reference = reference
        }

        /// Adds `declaration` to the body whose `}` is at `closingBrace` (`TypeEntry.closingBrace`);
        /// no edit for a body that is not closed (the file ends inside it).
        static func member(_ declaration: String, before closingBrace: SourceReference?) -> Edit? {
            closingBrace.map { Edit(.lastMember, declaration, at: $0) }
        }
    }
}

/// Applies diagnostics' edits to a file's bytes: a tool that fixes the user's code, or a test
/// that proves the fixes work.
public enum DiagnosticEdits {
    /// `bytes`, the contents of the file at `path`, with the edits of `edits` whose reference
    /// is in it applied; an edit repeated (several diagnostics asking for one declaration) is
    /// applied once, and one whose place the file does not have, not at all.
    public static func apply(_ edits: [Diagnostic.Edit], toFileAt path: String, contents bytes: [UInt8]) -> [UInt8] {
        let locations = SourceLocationConverter(bytes)
        var seen = Set<Diagnostic.Edit>()
        var insertions: [(at: Int, text: String)] = []
        for edit in edits where edit.reference.path == path && seen.insert(edit).inserted {
            switch edit.placement {
            case .firstLine:
                insertions.append((0, "\(edit.declaration)\n"))
            case .lastMember:
                guard let brace = locations.offset(of: edit.reference.location), brace < bytes.count,
                      bytes[brace] == UInt8(ascii: "}") else { continue }
                let lineStart = brace - (edit.reference.location.column - 1)
                insertions.append(memberInsertion(edit.declaration, beforeBraceAt: brace, lineStart: lineStart, in: bytes))
            }
        }
        // From the end, so that each offset still means what it did; at one offset, the
        // last first, so that they read in order.
        var result = bytes
        for (_, insertion) in insertions.enumerated().sorted(by: { ($0.element.at, $0.offset) > ($1.element.at, $1.offset) }) {
            result.insert(contentsOf: Array(insertion.text.utf8), at: insertion.at)
        }
        return result
    }

    /// A member line before the `}` at `brace`, indented one level (four spaces) deeper than
    /// the line of the brace: on a line of its own before the brace's when the brace starts
    /// its line, else between a line break and the brace.
    private static func memberInsertion(
        _ declaration: String, beforeBraceAt brace: Int, lineStart: Int, in bytes: [UInt8]
    ) -> (at: Int, text: String) {
        var indentEnd = lineStart
        while indentEnd < brace, bytes[indentEnd] == UInt8(ascii: " ") || bytes[indentEnd] == UInt8(ascii: "\t") { indentEnd += 1 }
        let indent = String(decoding: bytes[lineStart..<indentEnd], as: UTF8.self)
        if indentEnd == brace {
            return (lineStart, "\(indent)    \(declaration)\n")
        }
        return (brace, "\n\(indent)    \(declaration)\n\(indent)")
    }
}

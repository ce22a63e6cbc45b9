import DIKitGenerator
import SwiftDeclarations

/// The diagnostics of cached code, in the cache's binary form: every field, places resolved to
/// lines and columns as they were printed.
extension BinaryWriter {
    mutating func write(_ diagnostic: Diagnostic) {
        write(diagnostic.severity.rawValue)
        write(diagnostic.id.rawValue)
        write(diagnostic.message)
        write(diagnostic.reference) { $0.write($1) }
        write(diagnostic.notes) { writer, note in
            writer.write(note.message)
            writer.write(note.reference) { $0.write($1) }
        }
        write(diagnostic.fix)
    }

    private mutating func write(_ reference: SourceReference) {
        write(reference.path)
        write(reference.location.line)
        write(reference.location.column)
    }
}

extension BinaryReader {
    /// A diagnostic `BinaryWriter.write(_:)` wrote; `nil` when the bytes are not one.
    mutating func readDiagnostic() -> Diagnostic? {
        guard let severity = readString().flatMap(Diagnostic.Severity.init(rawValue:)),
              let id = readString().flatMap(DiagnosticID.init(rawValue:)),
              let message = readString(),
              let reference = readOptional({ $0.readReference() }),
              let notes = readArray({ reader -> Diagnostic.Note? in
                  guard let message = reader.readString(), let reference = reader.readOptional({ $0.readReference() })
                  else { return nil }
                  return Diagnostic.Note(message, at: reference)
              }),
              let fix = readOptional({ $0.readString() })
        else { return nil }
        return Diagnostic(severity, id: id, message, at: reference, notes: notes, fix: fix)
    }

    private mutating func readReference() -> SourceReference? {
        guard let path = readString(), let line = readInt(), let column = readInt() else { return nil }
        return SourceReference(path: path, location: SourceLocation(line: line, column: column))
    }
}

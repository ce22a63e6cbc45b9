#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated code so that a build never sees a half-written file and an unchanged
/// file keeps its modification time (so the build system does not recompile).
enum OutputWriter {
    enum Outcome {
        case written
        case unchanged
    }

    struct Failure: Error {
        var path: String
        var reason: String
    }

    /// Writes `text` to `path` through a temporary file in the same directory and a
    /// rename, unless the file already holds exactly these bytes. The bytes are written
    /// from the string's own storage, never copied.
    static func write(_ text: String, to path: String) throws(Failure) -> Outcome {
        var text = text
        return try text.withUTF8 { bytes in
            Result { () throws(Failure) in try write(UnsafeRawBufferPointer(bytes), to: path) }
        }.get()
    }

    static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws(Failure) -> Outcome {
        if FileBytes.contents(of: path, equal: bytes) { return .unchanged }
        let temporary = FileBytes.temporaryPath(nextTo: path)
        guard FileBytes.write(bytes, to: temporary), rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(path: path, reason: reason)
        }
        return .written
    }
}

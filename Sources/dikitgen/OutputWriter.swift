import Foundation

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

    /// Writes `bytes` to `path` through a temporary file in the same directory and a
    /// rename, unless the file already holds exactly these bytes.
    static func write(_ text: String, to path: String) throws(Failure) -> Outcome {
        let bytes = Data(text.utf8)
        if let existing = FileManager.default.contents(atPath: path), existing == bytes {
            return .unchanged
        }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).dikitgen-\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try bytes.write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw Failure(path: path, reason: reason)
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw Failure(path: path, reason: error.localizedDescription)
        }
        return .written
    }
}

import DIKitGenerator
#if canImport(Glibc)
import FoundationEssentials
#else
import Foundation
#endif

/// The files an earlier run wrote for the same `--output` with another `--output-files`
/// count, which are not among this run's: `<file>` itself and the files any count would
/// name (`OutputFileNames`). Left in place, they would define every method a second time.
/// Only a file that starts with dikitgen's header (`GeneratedFileHeader`) is one; any other
/// is the user's, and kept. The output's directory is listed once, whatever the counts.
enum StaleOutputFiles {
    static func paths(of output: String, besides written: [String]) -> [String] {
        let slash = output.lastIndex(of: "/")
        let directory = slash.map { String(output[...$0]) } ?? ""
        let candidates = Set([output] + OutputFileNames.names(splitting: output, into: OutputFileCount.maximum))
            .subtracting(written)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        var buffer: [UInt8] = []
        return names.sorted().map { directory + $0 }.filter { path in
            guard candidates.contains(path) else { return false }
            return (try? FileBytes.withContents(of: path, buffer: &buffer) { bytes, _ in GeneratedFileHeader.starts(bytes) }.get()) ?? false
        }
    }
}

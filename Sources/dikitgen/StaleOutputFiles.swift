import DIKitGenerator
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files an earlier run wrote for the same `--output` with another `--output-files`
/// count, which are not among this run's: `<file>` itself and `<file>.<n>.swift`. Left in
/// place, they would define every method a second time. Only a file that starts with
/// dikitgen's header (`GeneratedFileHeader`) is one; any other is the user's, and kept.
enum StaleOutputFiles {
    static func paths(of output: String, besides written: [String]) -> [String] {
        let candidates = [output] + OutputFileCount.range.map { OutputFileNames.numbered(output, $0) }
        let current = Set(written)
        var buffer: [UInt8] = []
        return candidates.filter { path in
            guard !current.contains(path), access(path, F_OK) == 0 else { return false }
            return (try? FileBytes.withContents(of: path, buffer: &buffer) { bytes, _ in GeneratedFileHeader.starts(bytes) }.get()) ?? false
        }
    }
}

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
        let name = slash.map { String(output[output.index(after: $0)...]) } ?? output
        let current = Set(written)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        var buffer: [UInt8] = []
        return names.sorted().filter { candidate in
            guard candidate == name || OutputFileNames.number(of: candidate, numbering: name).map(OutputFileCount.range.contains) == true,
                  !current.contains(directory + candidate) else { return false }
            return (try? FileBytes.withContents(of: directory + candidate, buffer: &buffer) { bytes, _ in GeneratedFileHeader.starts(bytes) }.get()) ?? false
        }.map { directory + $0 }
    }
}

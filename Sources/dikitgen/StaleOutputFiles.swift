import DIKitGenerator
#if canImport(Glibc)
import FoundationEssentials
#else
import Foundation
#endif

/// The files an earlier run wrote for the same `--output` with another `--output-files`
/// count, which are not among this run's: `<file>` itself and `<file-without-.swift>.<n>.swift`.
/// Left in place, they would define every method a second time. Only a file that starts
/// with dikitgen's header (`GeneratedFileHeader`) is one; any other is the user's, and kept.
/// The output's directory is listed once, whatever the counts.
enum StaleOutputFiles {
    static func paths(of output: String, besides written: [String]) -> [String] {
        let slash = output.lastIndex(of: "/")
        let directory = slash.map { String(output[...$0]) } ?? ""
        let name = slash.map { String(output[output.index(after: $0)...]) } ?? output
        let stem = name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
        let suffix = name.hasSuffix(".swift") ? ".swift" : ""
        let current = Set(written)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        var buffer: [UInt8] = []
        return names.sorted().filter { candidate in
            guard candidate == name || isNumbered(candidate, stem: stem, suffix: suffix) else { return false }
            let path = directory + candidate
            guard !current.contains(path) else { return false }
            return (try? FileBytes.withContents(of: path, buffer: &buffer) { bytes, _ in GeneratedFileHeader.starts(bytes) }.get()) ?? false
        }.map { directory + $0 }
    }

    /// Whether `candidate` is `<stem>.<digits><suffix>`, as `OutputFileNames.numbered` names a file.
    private static func isNumbered(_ candidate: String, stem: String, suffix: String) -> Bool {
        guard candidate.hasPrefix(stem + "."), candidate.hasSuffix(suffix) else { return false }
        let number = candidate.utf8.dropFirst(stem.utf8.count + 1).dropLast(suffix.utf8.count)
        return !number.isEmpty && number.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}

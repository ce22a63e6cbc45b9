import DIKitGenerator
import Foundation

/// How many files a random program's generated code is split into (`--output-files`): one for
/// half of the programs, two or three for the others, chosen by the program's name, so that
/// the random programs build split code too without drawing from their random numbers (a
/// seed keeps drawing the programs it drew before).
enum SplitOutputChoice {
    static func outputFileCount(forProgram prefix: String) -> Int {
        let hash = prefix.utf8.reduce(UInt64(5381)) { $0 &* 33 &+ UInt64($1) }
        return [1, 1, 2, 3][Int(hash % 4)]
    }

    /// The files dikitgen writes for `output` split so, and the arguments that ask for them.
    static func files(of output: URL, forProgram prefix: String) -> (urls: [URL], arguments: [String]) {
        let count = outputFileCount(forProgram: prefix)
        let urls = OutputFileNames.names(splitting: output.path, into: count).map { URL(fileURLWithPath: $0) }
        return (urls, count > 1 ? ["--output-files", String(count)] : [])
    }
}

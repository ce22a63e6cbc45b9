import DIKitGenerator
import SwiftDeclarations
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file's bytes give the generator. A file whose bytes name neither `DIKit` nor one of
/// its protocols cannot declare anything the generator uses, so it is rejected by a byte scan
/// before lexing.
enum SourceReader {
    struct Unreadable: Error {
        var path: String
        var reason: String
    }

    enum Outcome {
        case parsed(SourceFile)
        /// The file names neither `DIKit` nor its protocols, or it is `dikitgen`'s own output.
        case irrelevant
        /// The file is not valid UTF-8; like DIKit 0.5, it is skipped (with a warning).
        case notUTF8(path: String)
    }

    /// Which files are read.
    enum Relevance {
        /// Every file: one named on the command line.
        case everyFile
        /// A file whose bytes name `DIKit`, or one of its protocols, or re-export a module: a
        /// file of a module that gets the runtime through an `@_exported import` need not name
        /// it, and the re-export may be of a module that re-exports it. Which of them the
        /// runtime reaches is the generator's to tell (`SourceFile.mentionsRuntime`).
        case namesRuntimeOrItsProtocols
    }

    /// What `bytes`, the contents of the file at `path`, give; parsed in `parsing`'s memory.
    static func outcome(
        path: String, bytes: UnsafeBufferPointer<UInt8>, relevance: Relevance, parsing: inout Parser.Workspace
    ) -> Outcome {
        // A named file is read as DIKit's whatever it mentions.
        let mentionsRuntime = relevance == .everyFile || contains(bytes, "DIKit")
        if relevance == .namesRuntimeOrItsProtocols, !mentionsRuntime, !namesRuntimeProtocolOrReexports(bytes) { return .irrelevant }
        // Even when named: what it declares is generated anew.
        if GeneratedFileHeader.starts(bytes) { return .irrelevant }
        guard FileBytes.isValidUTF8(bytes) else { return .notUTF8(path: path) }
        return .parsed(SourceFile(path: path, bytes: bytes, reusing: &parsing, mentionsRuntime: mentionsRuntime))
    }

    /// Whether `bytes` name a protocol a DIKit declaration conforms to (`Injectable` and the
    /// other injection styles, `SharedInstance` and `WeakSharedInstance`, `Resolver`, a store:
    /// `SharedInstanceStore`, `IsolatedInstanceStore`), or re-export a module (`@_exported`).
    private static func namesRuntimeProtocolOrReexports(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        contains(bytes, "Injectable") || contains(bytes, "SharedInstance") || contains(bytes, "Resolver") || contains(bytes, "InstanceStore")
            || contains(bytes, "_exported")
    }

    /// Whether `bytes` contain `needle`, by a byte scan (memchr for the first byte).
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= needle.utf8CodeUnitCount else { return false }
        let needleBytes = needle.utf8Start
        let needleLength = needle.utf8CodeUnitCount
        var start = base
        let end = base + bytes.count
        while end - start >= needleLength,
              let found = memchr(start, Int32(needleBytes[0]), end - start - needleLength + 1) {
            let candidate = found.assumingMemoryBound(to: UInt8.self)
            if memcmp(candidate, needleBytes, needleLength) == 0 { return true }
            start = UnsafePointer(candidate) + 1
        }
        return false
    }
}

import DIKitGenerator
import Dispatch
import SwiftDeclarations
#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The declaration cache's file format, in two parts and a trailer:
///
/// ```
/// entries: magic "DIKGCACH", tool identity (version, format, executable's size and time),
///          time the run that wrote it started (seconds),
///          entry count, then per file: path, stamp, content hash, shape hash, whether it
///          was named on the command line, kind, payload (bytes), outline (bytes: its
///          `DeclarationOutline`, empty for a file not parsed)
/// result:  whether there is a result, then its fingerprint, the fingerprint of its settings,
///          generated files (none when the run had an error), diagnostics and the code's
///          layout (`GeneratedLayout`, when it has one)
/// trailer: byte length of the entries part (8 bytes, little-endian),
///          checksum: xxHash64 of the result part seeded with xxHash64 of the entries part
/// ```
///
/// The entries part does not depend on the result, so a run writes it while it generates
/// (`CacheFileWriter`) and appends the result when it has it.
///
/// A file that fails any check loads as no cache at all.
final class DeclarationCacheFile: Sendable {
    enum Kind: Int, Sendable {
        /// The file names neither `DIKit` nor its protocols.
        case irrelevant = 0
        case notUTF8 = 1
        /// The payload holds the parsed declarations and the line starts.
        case parsed = 2
        /// As `parsed`, of a file that names DIKit's protocols but not `DIKit`
        /// (`SourceFile.mentionsRuntime`).
        case parsedNamingProtocols = 3

        var isParsed: Bool { self == .parsed || self == .parsedNamingProtocols }
    }

    struct Entry: Sendable {
        var stamp: FileStamp
        var hash: UInt64
        /// The hash of the parsed declarations' shape (`ParsedFile.shape(ofWritten:)`): what
        /// the file declares, without where. 0 for a file that was not parsed.
        var shapeHash: UInt64
        /// Named on the command line (read whatever it mentions), not found in a directory.
        var isNamed: Bool
        var kind: Kind
        /// Where the payload is in the file's bytes.
        var payload: Range<Int>
        /// Where the file's outline (`DeclarationOutline`) is in the file's bytes; empty
        /// for a file that was not parsed.
        var outline: Range<Int>
    }

    /// What a generation printed, and the fingerprint of the inputs it was generated from.
    struct CachedResult: Sendable {
        var fingerprint: UInt64
        /// The fingerprint of everything but the files' shapes: the settings, and which
        /// files were read, how.
        var settingsFingerprint: UInt64
        /// The generated files' texts; `nil` when the run had an error.
        var files: [String]?
        /// Sorted as the generator sorts them; placed as the inputs were when they were cached.
        var diagnostics: [Diagnostic]
        /// Where each method of the only file is, when a later run may regenerate some in place.
        var layout: GeneratedLayout?
    }

    private static let magic = Array("DIKGCACH".utf8)
    /// The trailer ends the file: the entries part's length and the checksum.
    private static let trailerByteCount = 16
    /// Raised whenever the form of the file or of a payload changes, so older caches are ignored.
    static let formatVersion = 12

    private let bytes: Storage
    let recordedAt: Int
    let entries: [String: Entry]
    let result: CachedResult?

    /// The file's bytes: mapped from the file (never copied, and pages of payloads that are
    /// not used are never read), or held in memory for tests.
    private final class Storage: @unchecked Sendable {
        let bytes: UnsafeRawBufferPointer
        private let release: @Sendable (UnsafeRawBufferPointer) -> Void

        init(bytes: UnsafeRawBufferPointer, release: @escaping @Sendable (UnsafeRawBufferPointer) -> Void) {
            self.bytes = bytes
            self.release = release
        }

        deinit { release(bytes) }

        static func mapping(_ path: String) -> Storage? {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0,
                  let address = mmap(nil, Int(status.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0),
                  address != MAP_FAILED else { return nil }
            return Storage(bytes: UnsafeRawBufferPointer(start: address, count: Int(status.st_size))) { bytes in
                munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
            }
        }

        static func copying(_ array: [UInt8]) -> Storage {
            let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(array.count, 1), alignment: 8)
            array.withUnsafeBytes { copy.copyMemory(from: $0) }
            return Storage(bytes: UnsafeRawBufferPointer(rebasing: copy[..<array.count])) { bytes in
                UnsafeMutableRawPointer(mutating: bytes.baseAddress)?.deallocate()
            }
        }
    }

    private init(bytes: Storage, recordedAt: Int, entries: [String: Entry], result: CachedResult?) {
        self.bytes = bytes
        self.recordedAt = recordedAt
        self.entries = entries
        self.result = result
    }

    /// What tells this build of dikitgen from others: its version, the format, and its
    /// executable's build ID (`ExecutableBuildID`), so a rebuilt parser never reads an older
    /// one's results, while one build names itself alike on every machine; without a build
    /// ID, its executable's size and time.
    static let toolIdentity: String = {
        var identity = "dikitgen \(DikitgenVersion.current) format \(formatVersion)"
        if let buildID = ExecutableBuildID.current {
            identity += " build \(buildID)"
        } else if let executable = CommandLine.executablePath, let stamp = FileStamp(path: executable) {
            identity += " executable \(stamp.size) \(stamp.modificationSeconds).\(stamp.modificationNanoseconds)"
        }
        return identity
    }()

    // MARK: - Loading

    static func load(_ path: String) -> DeclarationCacheFile? {
        Storage.mapping(path).flatMap(parse)
    }

    /// The cache in `bytes`, or `nil` when they are not a whole, intact cache of this tool.
    static func parse(_ bytes: [UInt8]) -> DeclarationCacheFile? {
        parse(Storage.copying(bytes))
    }

    private static func parse(_ storage: Storage) -> DeclarationCacheFile? {
        let raw = storage.bytes
        guard raw.count >= magic.count + trailerByteCount, raw.prefix(magic.count).elementsEqual(magic) else { return nil }
        let trailerStart = raw.count - trailerByteCount
        let entriesLength = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: trailerStart, as: UInt64.self))
        let checksum = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: trailerStart + 8, as: UInt64.self))
        guard entriesLength >= magic.count, entriesLength <= trailerStart else { return nil }
        let entriesPart = UnsafeRawBufferPointer(rebasing: raw[..<Int(entriesLength)])
        let resultPart = UnsafeRawBufferPointer(rebasing: raw[Int(entriesLength)..<trailerStart])
        guard ContentHash.of(resultPart, seed: ContentHash.of(entriesPart)) == checksum else { return nil }
        var reader = BinaryReader(UnsafeRawBufferPointer(rebasing: entriesPart[magic.count...]))
        guard reader.readString() == toolIdentity, let recordedAt = reader.readInt(),
              let count = reader.readCount() else { return nil }
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let path = reader.readString(), let stamp = FileStamp(from: &reader),
                  let hash = reader.readUInt64(), let shapeHash = reader.readUInt64(), let isNamed = reader.readBool(),
                  let kind = reader.readInt().flatMap(Kind.init(rawValue:)),
                  let payload = reader.readBytes()
            else { return nil }
            // Positions in `reader` count from the end of the magic.
            let payloadEnd = magic.count + reader.position
            guard let outline = reader.readBytes() else { return nil }
            let outlineEnd = magic.count + reader.position
            entries[path] = Entry(
                stamp: stamp, hash: hash, shapeHash: shapeHash, isNamed: isNamed, kind: kind,
                payload: (payloadEnd - payload.count)..<payloadEnd, outline: (outlineEnd - outline.count)..<outlineEnd
            )
        }
        guard reader.isAtEnd else { return nil }
        reader = BinaryReader(resultPart)
        guard let hasResult = reader.readBool() else { return nil }
        var result: CachedResult?
        if hasResult {
            guard let fingerprint = reader.readUInt64(), let settingsFingerprint = reader.readUInt64(),
                  let files = reader.readOptional({ $0.readArray { $0.readString() } }),
                  let diagnostics = reader.readArray({ $0.readDiagnostic() }),
                  let layout = reader.readOptional({ GeneratedLayout(from: &$0) }) else { return nil }
            result = CachedResult(
                fingerprint: fingerprint, settingsFingerprint: settingsFingerprint, files: files, diagnostics: diagnostics, layout: layout
            )
        }
        guard reader.isAtEnd else { return nil }
        return DeclarationCacheFile(bytes: storage, recordedAt: recordedAt, entries: entries, result: result)
    }

    func payload(of entry: Entry) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes.bytes[entry.payload])
    }

    /// The bytes of a `.parsed` entry's outline (`DeclarationOutline.write(to:)`).
    func outline(of entry: Entry) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes.bytes[entry.outline])
    }

    /// The parsed file of a parsed entry; `nil` when its payload does not decode.
    func sourceFile(_ entry: Entry, path: String) -> SourceFile? {
        var reader = BinaryReader(payload(of: entry))
        guard let declarations = ParsedFile(from: &reader),
              let locations = SourceLocationConverter(from: &reader), reader.isAtEnd else { return nil }
        return SourceFile(path: path, declarations: declarations, locations: locations, mentionsRuntime: entry.kind == .parsed)
    }

    // MARK: - Writing

    static func writeHeader(to writer: inout BinaryWriter, recordedAt: Int, entryCount: Int) {
        writer.write(raw: magic)
        writer.write(toolIdentity)
        writer.write(recordedAt)
        writer.write(entryCount)
    }

    static func writeEntry(
        to writer: inout BinaryWriter, path: String, stamp: FileStamp, hash: UInt64, shapeHash: UInt64, isNamed: Bool,
        kind: Kind, payload: some Collection<UInt8>, outline: some Collection<UInt8>
    ) {
        writer.write(path)
        stamp.write(to: &writer)
        writer.write(hash)
        writer.write(shapeHash)
        writer.write(isNamed)
        writer.write(kind.rawValue)
        writer.write(bytes: payload)
        writer.write(bytes: outline)
    }

    static func writeResult(to writer: inout BinaryWriter, _ result: CachedResult?) {
        writer.write(result != nil)
        if let result {
            writer.write(result.fingerprint)
            writer.write(result.settingsFingerprint)
            writer.write(result.files) { writer, files in writer.write(files) { $0.write($1) } }
            writer.write(result.diagnostics) { $0.write($1) }
            writer.write(result.layout) { writer, layout in layout.write(to: &writer) }
        }
    }
}

/// Writes a cache file in two steps, so that its larger part is written while the code is
/// still being generated: the initializer writes the entries part to a temporary file on
/// another thread; `finish` appends the result part and the trailer, and renames the file
/// into place. Through the temporary file and the rename, a reader, or another run writing
/// at the same time, never sees part of a file. Failing to write a cache only makes the
/// next run slower: `finish` says why, and the run goes on.
final class CacheFileWriter: @unchecked Sendable {
    private let path: String
    private let temporaryPath: String
    private let entriesWritten = DispatchGroup()
    // Set on the writing thread, read after `entriesWritten`.
    private var descriptor: Int32 = -1
    private var entriesLength = 0
    private var entriesHash: UInt64 = 0
    /// Why the file could not be written, the system's words for the first call that failed.
    private var failure: String?

    /// Starts writing the cache file at `path` with the entries part `entries` returns,
    /// which it calls on another thread: it may only read what does not change meanwhile.
    init(path: String, entries: @escaping @Sendable () -> BinaryWriter) {
        self.path = path
        temporaryPath = FileBytes.temporaryPath(nextTo: path)
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        DispatchQueue.global().async(group: entriesWritten) { [self] in
            let writer = entries()
            entriesLength = writer.bytes.count
            entriesHash = writer.bytes.withUnsafeBytes { ContentHash.of($0) }
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            if descriptor < 0 {
                recordFailure()
            } else if !FileBytes.write(writer.bytes, toDescriptor: descriptor) {
                recordFailure()
                discardTemporaryFile()
            }
        }
    }

    /// Appends the result part (`result`, or none) and the trailer, and puts the file in
    /// place; why it could not, or `nil` when it is in place.
    @discardableResult
    func finish(_ cachedResult: DeclarationCacheFile.CachedResult?) -> String? {
        entriesWritten.wait()
        guard descriptor >= 0 else { return failure }
        var result = BinaryWriter()
        result.reserveCapacity((cachedResult?.files?.reduce(0) { $0 + $1.utf8.count + 8 } ?? 0) + 32)
        DeclarationCacheFile.writeResult(to: &result, cachedResult)
        let checksum = result.bytes.withUnsafeBytes { ContentHash.of($0, seed: entriesHash) }
        result.write(UInt64(entriesLength))
        result.write(checksum)
        let isWritten = FileBytes.write(result.bytes, toDescriptor: descriptor)
        if !isWritten { recordFailure() }
        let isClosed = close(descriptor) == 0
        if !isClosed { recordFailure() }
        descriptor = -1
        guard isWritten, isClosed, rename(temporaryPath, path) == 0 else {
            recordFailure()
            unlink(temporaryPath)
            return failure
        }
        return nil
    }

    /// Keeps the system's words for the call that just failed, unless one failed before.
    private func recordFailure() {
        if failure == nil { failure = String(cString: strerror(errno)) }
    }

    private func discardTemporaryFile() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        unlink(temporaryPath)
    }
}

import ArgumentParser
import DIKitGenerator
import SwiftDeclarations
#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// `--cache-path` and `--no-cache`, of every command that generates (through `GenerationOptions`).
struct CacheOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Keep what was parsed in this directory and reuse it on the next run (default: .build/dikitgen-cache when ./.build exists, else dikitgen/ in the user's cache folder).",
        valueName: "directory"
    ))
    var cachePath: String?

    @Flag(help: "Neither read nor write the cache.")
    var noCache = false

    /// The cache file for the sources under the paths `roots`; `nil` when caching is off.
    /// Each list of paths has its own file, so that runs on other paths sharing a cache
    /// directory do not evict each other's (one root keeps the name it had before several
    /// could be given).
    func cacheFile(forRoots roots: [String]) -> String? {
        guard !noCache else { return nil }
        let directory = cachePath ?? CacheOptions.defaultDirectory
        let currentDirectory = FileManager.default.currentDirectoryPath
        let absoluteRoots = roots.map { $0.hasPrefix("/") ? $0 : currentDirectory + "/" + $0 }
        // No path contains a NUL byte, so no other list joins to the same bytes.
        let name = String(ContentHash.of(absoluteRoots.joined(separator: "\u{0}")), radix: 16)
        return SourceDiscovery.joined(directory, "declarations-\(name).bin")
    }

    private static var defaultDirectory: String {
        if (try? FileStatus(path: ".build".utf8, followingLinks: true))?.kind == .directory {
            return ".build/dikitgen-cache"
        }
        let environment = ProcessInfo.processInfo.environment
        if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
            return cacheHome + "/dikitgen"
        }
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        #if os(macOS)
        return home + "/Library/Caches/dikitgen"
        #else
        return home + "/.cache/dikitgen"
        #endif
    }
}

/// Reading the sources and generating, through the declaration cache when there is one.
///
/// The cache file holds, for every source file of the previous run, its `stat` stamp (size,
/// modification and change times, inode), its content hash, whether it was named on the
/// command line (then it is read whatever it mentions) and what was read from it (the
/// parsed declarations and line starts, in `BinaryWriter` form, or why it was skipped); and
/// what the last generation printed (its code, unless it had an error, and its diagnostics),
/// under a fingerprint of all the inputs. A file is taken from the cache when its stamp is
/// unchanged and was already old when the cache was written, or else when its bytes hash the
/// same, and it was named on the command line then as now (or found in a directory then as
/// now); any other file is read and parsed.
///
/// The fingerprint takes each parsed file by its shape (`ParsedFile.shape(ofWritten:)`: what
/// it declares, not where). When every file's matches, the generation's result is taken from
/// the cache: an edit inside a function body, or anything else that moves declarations
/// without changing them, re-reads that file and leaves the result as it was. Positions never
/// reach the code, and reach a diagnostic only as its place and through comparisons between
/// positions of one file: so a cached diagnostic in a file edited that way is moved with it
/// when the edit kept the file's positions in order (`FileMove`), and when it cannot be moved
/// exactly the code is generated again. The cached diagnostics are always placed as the
/// cached entries' files were.
///
/// A run that finds a cache it cannot answer from is a run of a program being edited: it
/// outlines every file (`DeclarationOutline`) and lays out the code it generates
/// (`GeneratedLayout`), and the next edit that keeps every file's interface regenerates in
/// place only the methods it reaches (`CachedRegeneration`). A first run outlines nothing.
///
/// The cache is never trusted: a file with the wrong magic, version, tool or checksum, or
/// that does not decode, is ignored and rewritten. It is written to a temporary file and
/// renamed, so concurrent runs each leave a whole cache and never a mixed one.
struct CachedGeneration {
    private typealias CachedResult = DeclarationCacheFile.CachedResult

    let files: [SourceInputs.File]
    /// The dependency modules' summaries, read in place of their sources.
    let summaries: [ModuleSummary]
    /// Where the cache is read from and written to; `nil` without a cache.
    let cacheFile: String?
    /// What the run knows of each path, in order.
    private(set) var states: [FileState]
    let previous: DeclarationCacheFile?
    private let fingerprint: UInt64
    /// The fingerprint of all but the files' shapes (`CachedResult.settingsFingerprint`).
    let settingsFingerprint: UInt64
    let generatorOptions: GeneratorOptions
    private let startedAt: Int

    /// What the run knows of one file: a cache entry, or what was read now.
    enum FileState {
        /// Taken from the previous cache; `stamp` is the file's current stamp. `wasRead`:
        /// the stamp had changed, so the bytes were read to compare their hash.
        case cached(DeclarationCacheFile.Entry, stamp: FileStamp, wasRead: Bool)
        case read(FreshEntry)

        var kind: DeclarationCacheFile.Kind {
            switch self {
            case .cached(let entry, _, _): entry.kind
            case .read(let fresh): fresh.kind
            }
        }

        /// The hash of the file's bytes.
        var hash: UInt64 {
            switch self {
            case .cached(let entry, _, _): entry.hash
            case .read(let fresh): fresh.hash
            }
        }

        /// The hash of the parsed file's shape; 0 when it was not parsed.
        var shapeHash: UInt64 {
            switch self {
            case .cached(let entry, _, _): entry.shapeHash
            case .read(let fresh): fresh.shapeHash
            }
        }
    }

    struct FreshEntry {
        var stamp: FileStamp
        var hash: UInt64
        var shapeHash: UInt64
        var outcome: SourceReader.Outcome
        /// The outcome in cache form.
        var payload: [UInt8]
        /// The parsed file's outline in cache form; empty when it was not parsed.
        var outline: [UInt8]
        var kind: DeclarationCacheFile.Kind
    }

    /// Paths of files skipped because they are not UTF-8, in order.
    var notUTF8Paths: [String] {
        zip(files, states).compactMap { file, state in state.kind == .notUTF8 ? file.path : nil }
    }

    /// What reading the files did, for `--verbose`.
    var counts: KeyValuePairs<String, Int> {
        var read = 0, parsed = 0, cached = 0, irrelevant = 0, notUTF8 = 0
        for state in states {
            switch state {
            case .cached(_, _, let wasRead):
                cached += 1
                if wasRead { read += 1 }
            case .read(let fresh):
                read += 1
                if fresh.kind.isParsed { parsed += 1 }
            }
            switch state.kind {
            case .irrelevant: irrelevant += 1
            case .notUTF8: notUTF8 += 1
            case .parsed, .parsedNamingProtocols: break
            }
        }
        return ["files": files.count, "read": read, "parsed": parsed, "cached": cached,
                "without-dikit": irrelevant, "not-utf8": notUTF8]
    }

    /// Every file read, of any module, with the hash of its bytes, and every file the runs
    /// that wrote the summaries read, for the module's summary: what its methods depend on.
    /// None when a summary read records none (`--no-source-hashes`): what it was written from
    /// is not known, so neither is whether this one is current.
    var inputHashes: [ModuleSummary.SourceHash] {
        guard !summaries.contains(where: \.sourceHashes.isEmpty) else { return [] }
        var seen = Set<String>()
        let read = zip(files, states).map { file, state in ModuleSummary.SourceHash(path: file.path, hash: state.hash) }
        return (read + summaries.flatMap(\.sourceHashes)).filter { seen.insert($0.path).inserted }
    }

    /// Whether the cached result answers this run: every input is as it was when it was
    /// cached, and no summary is to be written (the cache keeps code, not summaries).
    private var isResultCached: Bool {
        previous?.result?.fingerprint == fingerprint && !generatorOptions.emitsSummary
    }

    /// Reads (or takes from `cacheFile`) every file of `files`; those found in a directory
    /// are skipped when they do not mention `DIKit`. `generatorOptions` are part of the
    /// fingerprint: code cached by a lenient run never answers a `--strict` one.
    init(
        files: [SourceInputs.File], summaries: [SummaryFile.Read] = [], cacheFile: String?, generatorOptions: GeneratorOptions
    ) throws(SourceReader.Unreadable) {
        self.files = files
        self.summaries = summaries.map(\.summary)
        self.cacheFile = cacheFile
        self.generatorOptions = generatorOptions
        startedAt = Int(Date().timeIntervalSince1970)
        let previous = cacheFile.flatMap(DeclarationCacheFile.load)
        self.previous = previous
        let results = ConcurrentResults<Result<FileState, SourceReader.Unreadable>>(count: files.count)
        // Outlines are for regenerating: a program is outlined once it is edited, not on its first run.
        let outlinesFiles = cacheFile != nil && previous != nil
        ConcurrentResults<Never>.forEachIndex(files.count) { index, memory in
            results[index] = CachedGeneration.state(
                of: files[index], relevance: CachedGeneration.relevance(of: files[index]), previous: previous,
                keepsPayload: cacheFile != nil, outlines: outlinesFiles, memory: &memory
            )
        }
        states = try results.values.map { result throws(SourceReader.Unreadable) in try result!.get() }
        var fingerprint = BinaryWriter()
        fingerprint.write(DeclarationCacheFile.toolIdentity)
        fingerprint.write(generatorOptions.isStrict)
        fingerprint.write(generatorOptions.listsImplicitParameters)
        fingerprint.write(generatorOptions.semantics == .dikit05)
        fingerprint.write(generatorOptions.outputFileName ?? "")
        fingerprint.write(generatorOptions.outputFileCount)
        fingerprint.write(generatorOptions.allowedParameterTypes.sorted()) { $0.write($1) }
        generatorOptions.compilerSettings.write(to: &fingerprint)
        fingerprint.write(generatorOptions.moduleName?.name ?? "")
        fingerprint.write(generatorOptions.dependencySettings.sorted { $0.key < $1.key }) { writer, entry in
            writer.write(entry.key.name)
            entry.value.write(to: &writer)
        }
        fingerprint.write(summaries.map(\.hash)) { $0.write($1) }
        for (file, state) in zip(files, states) {
            fingerprint.write(file.path)
            fingerprint.write(file.isNamed)
            fingerprint.write(file.module?.name ?? "")
            // A file skipped for not mentioning `DIKit` adds nothing but its kind; one that
            // is not UTF-8 is warned about, so no code is cached with it.
            fingerprint.write(state.kind.rawValue)
        }
        let settingsFingerprint = fingerprint.bytes.withUnsafeBytes { ContentHash.of($0) }
        self.settingsFingerprint = settingsFingerprint
        var shapes = BinaryWriter()
        shapes.write(settingsFingerprint)
        for state in states { shapes.write(state.shapeHash) }
        self.fingerprint = shapes.bytes.withUnsafeBytes { ContentHash.of($0) }
    }

    /// Which files are read: a named one whatever it says, one found in a directory when it
    /// names the runtime or one of its protocols (whichever rules the run follows: the cache
    /// answers for both).
    private static func relevance(of file: SourceInputs.File) -> SourceReader.Relevance {
        file.isNamed ? .everyFile : .namesRuntimeOrItsProtocols
    }

    private static func state(
        of file: SourceInputs.File, relevance: SourceReader.Relevance, previous: DeclarationCacheFile?, keepsPayload: Bool, outlines: Bool,
        memory: inout WorkerMemory
    ) -> Result<FileState, SourceReader.Unreadable> {
        let path = file.path
        let unreadable = SourceReader.Unreadable(path: path, reason: "cannot read the file")
        // An entry of a file that was named then and is found in a directory now, or the
        // reverse, may say the wrong thing about a file that does not mention `DIKit`.
        let entry = previous?.entries[path].flatMap { $0.isNamed == file.isNamed ? $0 : nil }
        if let entry, let stamp = FileStamp(path: path), stamp == entry.stamp,
           stamp.modificationSeconds < previous!.recordedAt - FileStamp.racyInterval {
            return .success(.cached(entry, stamp: stamp, wasRead: false))
        }
        let read = FileBytes.withContents(of: path, buffer: &memory.fileBytes) { bytes, stamp -> FileState in
            let hash = ContentHash.of(bytes)
            if let entry, entry.hash == hash { return .cached(entry, stamp: stamp, wasRead: true) }
            let outcome = SourceReader.outcome(path: path, bytes: bytes, relevance: relevance, parsing: &memory.parsing)
            // Written in the worker's buffer, then copied once at its size: written in a
            // new one, it would regrow and be copied again and again.
            memory.payload.removeAll()
            let kind: DeclarationCacheFile.Kind
            var shapeHash: UInt64 = 0
            var outline: [UInt8] = []
            switch outcome {
            case .parsed(let file):
                kind = file.mentionsRuntime ? .parsed : .parsedNamingProtocols
                if keepsPayload {
                    file.declarations.write(to: &memory.payload)
                    file.locations.write(to: &memory.payload)
                    shapeHash = memory.payload.bytes.withUnsafeBytes { payload in
                        ParsedFile.shape(ofWritten: payload).map { ContentHash.of($0) } ?? 0
                    }
                    if outlines { outline = CachedGeneration.outlineBytes(of: file.declarations) }
                }
            case .irrelevant: kind = .irrelevant
            case .notUTF8: kind = .notUTF8
            }
            // A copy of the bytes, not of the array: that would share the worker's buffer.
            let payload = memory.payload.bytes.withUnsafeBufferPointer { Array($0) }
            return .read(FreshEntry(
                stamp: stamp, hash: hash, shapeHash: shapeHash, outcome: outcome, payload: payload, outline: outline, kind: kind
            ))
        }
        return read.mapError { _ in unreadable }
    }

    /// How a run's result was made.
    struct Outcome {
        var result: GenerationResult
        /// Taken from the cache whole.
        var isFromCache = false
        /// What regenerating the cached code in place did, when it was tried.
        var regeneration: CachedRegeneration.Attempt?
        /// Why the cache could not be updated.
        var cacheFailure: String?
    }

    /// The generation's result: the cached code (or its absence) and diagnostics when every
    /// input is as it was (`isFromCache`); else, when edits kept every file's interface, the
    /// cached code with the methods they reach regenerated (`CachedRegeneration`); else the
    /// generator's result from the files. Updates the cache when anything changed.
    func result() -> Outcome {
        if isResultCached, let cached = previous?.result, let diagnostics = movedDiagnostics(of: cached) {
            // Only stamps, or where declarations are, can have changed.
            let failure = entriesAreUnchanged ? nil : startSaving()?.finish(CachedResult(
                fingerprint: fingerprint, settingsFingerprint: settingsFingerprint, files: cached.files, diagnostics: diagnostics,
                layout: cached.layout
            ))
            return Outcome(result: GenerationResult(files: cached.files, diagnostics: diagnostics), isFromCache: true, cacheFailure: failure)
        }
        var attempt: CachedRegeneration.Attempt?
        if let regeneration = CachedRegeneration(generation: self) {
            let tried = regeneration.attempt()
            attempt = tried
            if case .regenerated(let code, let layout, _) = tried.outcome {
                let failure = startSaving()?.finish(CachedResult(
                    fingerprint: fingerprint, settingsFingerprint: settingsFingerprint, files: [code], diagnostics: [], layout: layout
                ))
                return Outcome(result: GenerationResult(code: code, diagnostics: []), regeneration: tried, cacheFailure: failure)
            }
        }
        // A program run again is being edited: its files are outlined, and its code laid out,
        // so that the next edit can be regenerated in place.
        let isEdited = previous != nil
        let (sourceFiles, outlines) = parseAll(outliningCachedFiles: isEdited)
        // The cache's entries do not depend on the result: they are written on another core
        // while the code is generated.
        let writer = startSaving(outlines: outlines)
        var options = generatorOptions
        options.recordsLayout = isEdited
        let result = Generator.generate(from: sourceFiles, summaries: summaries, options: options)
        let failure = writer?.finish(CachedResult(
            fingerprint: fingerprint, settingsFingerprint: settingsFingerprint, files: result.files, diagnostics: result.diagnostics,
            layout: result.layout
        ))
        // The process ends right after this: releasing every declaration one by one would
        // only cost time (a tenth of a 100k-type run), so they are kept, as compilers do.
        ProcessLifetime.keep((sourceFiles, states))
        return Outcome(result: result, regeneration: attempt, cacheFailure: failure)
    }

    /// The parsed files, for a command that reads the graph rather than generating code.
    /// The cache's entries are updated when anything changed, and the code it holds is kept:
    /// it is filed under the fingerprint of the inputs it was generated from. Its diagnostics
    /// are placed as the entries' files are, so they are moved with them, and when that
    /// cannot be done the code is not kept. `cacheFailure` says why the cache could not be
    /// updated.
    func parsedFiles() -> (files: [SourceFile], cacheFailure: String?) {
        let sourceFiles = parseAll() + summaries.flatMap(\.files)
        let failure = entriesAreUnchanged ? nil : startSaving()?.finish(previous?.result.flatMap { kept in
            movedDiagnostics(of: kept).map {
                CachedResult(
                    fingerprint: kept.fingerprint, settingsFingerprint: kept.settingsFingerprint, files: kept.files, diagnostics: $0,
                    layout: kept.layout
                )
            }
        })
        ProcessLifetime.keep((sourceFiles, states))
        return (sourceFiles, failure)
    }

    /// Every file that was parsed, now or in the cache, in order, parsed on all cores.
    private func parseAll() -> [SourceFile] {
        parseAll(outliningCachedFiles: false).files
    }

    /// Every file that was parsed, now or in the cache, in order, parsed on all cores; with
    /// `outliningCachedFiles`, the outline of each cached one whose entry has none, by index.
    private func parseAll(outliningCachedFiles: Bool) -> (files: [SourceFile], outlines: [Int: [UInt8]]) {
        let parsedFiles = ConcurrentResults<SourceFile>(count: files.count)
        let outlines = ConcurrentResults<[UInt8]>(count: outliningCachedFiles ? files.count : 0)
        ConcurrentResults<Never>.forEachIndex(files.count) { index, memory in
            let file = sourceFile(at: index, memory: &memory)
            parsedFiles[index] = file
            if outliningCachedFiles, let file, case .cached(let entry, _, _) = states[index], entry.outline.isEmpty {
                outlines[index] = CachedGeneration.outlineBytes(of: file.declarations)
            }
        }
        var outlinesByIndex: [Int: [UInt8]] = [:]
        for (index, outline) in outlines.values.enumerated() { if let outline { outlinesByIndex[index] = outline } }
        return (parsedFiles.values.compactMap { $0 }, outlinesByIndex)
    }

    /// A parsed file's outline, in cache form.
    private static func outlineBytes(of file: ParsedFile) -> [UInt8] {
        var writer = BinaryWriter()
        DeclarationOutline(of: file).write(to: &writer)
        return writer.bytes
    }

    func sourceFile(at index: Int, memory: inout WorkerMemory) -> SourceFile? {
        // Most files are the generated module's: those are returned as they were parsed.
        guard let module = files[index].module else { return parsedFile(at: index, memory: &memory) }
        var file = parsedFile(at: index, memory: &memory)
        file?.module = module
        return file
    }

    private func parsedFile(at index: Int, memory: inout WorkerMemory) -> SourceFile? {
        switch states[index] {
        case .read(let fresh):
            guard case .parsed(let file) = fresh.outcome else { return nil }
            return file
        case .cached(let entry, _, _):
            let path = files[index].path
            guard entry.kind.isParsed else { return nil }
            if let file = previous!.sourceFile(entry, path: path) { return file }
            // A cache entry that does not decode is never trusted: the file is read again.
            let relevance = CachedGeneration.relevance(of: files[index])
            let outcome = try? FileBytes.withContents(of: path, buffer: &memory.fileBytes) { bytes, _ in
                SourceReader.outcome(path: path, bytes: bytes, relevance: relevance, parsing: &memory.parsing)
            }.get()
            guard case .parsed(let file) = outcome else { return nil }
            return file
        }
    }

    /// Whether the previous cache holds every file, and nothing else, with its current stamp.
    private var entriesAreUnchanged: Bool {
        guard let previous, previous.entries.count == files.count else { return false }
        return zip(files, states).allSatisfy { file, state in
            guard case .cached(let entry, let stamp, _) = state else { return false }
            return entry.stamp == stamp && previous.entries[file.path] != nil
        }
    }

    /// The diagnostics of `cached`, placed as the files are now: moved with every file that was
    /// read again (its bytes changed), when each such file kept its shape and the place of
    /// each diagnostic in it can be moved (`FileMove`); `nil` otherwise.
    private func movedDiagnostics(of cached: CachedResult) -> [Diagnostic]? {
        guard !cached.diagnostics.isEmpty else { return [] }
        var moves = MovedFiles()
        for (file, state) in zip(files, states) {
            // A file taken from the cache has the bytes it had.
            guard case .read(let fresh) = state else { continue }
            let move = previous?.entries[file.path].flatMap { entry -> FileMove? in
                guard entry.kind.isParsed, entry.kind == fresh.kind, entry.shapeHash == fresh.shapeHash else { return nil }
                return fresh.payload.withUnsafeBytes { FileMove(before: previous!.payload(of: entry), after: $0) }
            }
            moves.record(move, path: file.path)
        }
        guard !moves.isEmpty else { return cached.diagnostics }
        // A dependency's summary may hold a file of the same path as one read now: a
        // diagnostic's place does not say which of the two it is in.
        for path in summaries.lazy.flatMap({ $0.files.map(\.path) }) where moves.contains(path) {
            moves.record(nil, path: path)
        }
        let moved = cached.diagnostics.compactMap(moves.moved)
        return moved.count == cached.diagnostics.count ? moved : nil
    }

    /// Starts writing the cache's entries part; `nil` without a cache file. `outlines`: of
    /// cached files whose entries have none, by index.
    private func startSaving(outlines: [Int: [UInt8]] = [:]) -> CacheFileWriter? {
        cacheFile.map { path in CacheFileWriter(path: path) { entriesPart(outlines: outlines) } }
    }

    /// The header and an entry for every file, in the cache's form.
    private func entriesPart(outlines: [Int: [UInt8]]) -> BinaryWriter {
        var writer = BinaryWriter()
        // Room for everything, so the buffer never regrows: a regrowth copies the whole part.
        writer.reserveCapacity(zip(files, states).reduce(64) { total, element in
            switch element.1 {
            case .cached(let entry, _, _): total + element.0.path.utf8.count + 64 + entry.payload.count + entry.outline.count
            case .read(let fresh): total + element.0.path.utf8.count + 64 + fresh.payload.count + fresh.outline.count
            }
        })
        DeclarationCacheFile.writeHeader(to: &writer, recordedAt: startedAt, entryCount: files.count)
        for (index, (file, state)) in zip(files, states).enumerated() {
            switch state {
            case .cached(let entry, let stamp, _):
                func write(outline: some Collection<UInt8>) {
                    DeclarationCacheFile.writeEntry(
                        to: &writer, path: file.path, stamp: stamp, hash: entry.hash, shapeHash: entry.shapeHash,
                        isNamed: file.isNamed, kind: entry.kind, payload: previous!.payload(of: entry), outline: outline
                    )
                }
                if let outline = outlines[index] { write(outline: outline) } else { write(outline: previous!.outline(of: entry)) }
            case .read(let fresh):
                fresh.payload.withUnsafeBytes { payload in
                    DeclarationCacheFile.writeEntry(
                        to: &writer, path: file.path, stamp: fresh.stamp, hash: fresh.hash, shapeHash: fresh.shapeHash,
                        isNamed: file.isNamed, kind: fresh.kind, payload: payload, outline: fresh.outline
                    )
                }
            }
        }
        return writer
    }
}

/// What identifies a file's state without reading it.
struct FileStamp: Equatable {
    var size = 0
    var modificationSeconds = 0
    var modificationNanoseconds = 0
    var changeSeconds = 0
    var changeNanoseconds = 0
    var inode = 0

    /// A file modified this close to (or after) the moment the cache was written may have
    /// changed again within the same timestamp: its bytes are hashed rather than trusted.
    static let racyInterval = 2

    init() {}

    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The stamp `status` (from `stat` or `fstat`) describes.
    init(_ status: stat) {
        size = Int(status.st_size)
        #if os(macOS)
        modificationSeconds = status.st_mtimespec.tv_sec
        modificationNanoseconds = status.st_mtimespec.tv_nsec
        changeSeconds = status.st_ctimespec.tv_sec
        changeNanoseconds = status.st_ctimespec.tv_nsec
        #else
        modificationSeconds = status.st_mtim.tv_sec
        modificationNanoseconds = status.st_mtim.tv_nsec
        changeSeconds = status.st_ctim.tv_sec
        changeNanoseconds = status.st_ctim.tv_nsec
        #endif
        inode = Int(truncatingIfNeeded: status.st_ino)
    }

    func write(to writer: inout BinaryWriter) {
        for value in [size, modificationSeconds, modificationNanoseconds, changeSeconds, changeNanoseconds, inode] {
            writer.write(value)
        }
    }

    init?(from reader: inout BinaryReader) {
        guard let size = reader.readInt(), let modificationSeconds = reader.readInt(),
              let modificationNanoseconds = reader.readInt(), let changeSeconds = reader.readInt(),
              let changeNanoseconds = reader.readInt(), let inode = reader.readInt() else { return nil }
        (self.size, self.modificationSeconds, self.modificationNanoseconds) = (size, modificationSeconds, modificationNanoseconds)
        (self.changeSeconds, self.changeNanoseconds, self.inode) = (changeSeconds, changeNanoseconds, inode)
    }
}


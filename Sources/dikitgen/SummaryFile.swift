import DIKitGenerator

/// Reading and writing module summaries (`--summary`, `--emit-summary`): the bytes are
/// `ModuleSummary`'s; a summary is only read by the build of dikitgen that wrote it.
enum SummaryFile {
    /// A summary read, with the hash of its bytes (part of the cached code's fingerprint).
    struct Read {
        var summary: ModuleSummary
        var hash: UInt64
    }

    struct Failure: Error {
        var path: String
        var reason: String
    }

    static func read(_ path: String) throws(Failure) -> Read {
        var buffer: [UInt8] = []
        let decoded = FileBytes.withContents(of: path, buffer: &buffer) { bytes, _ -> Result<Read, ModuleSummary.DecodingFailure> in
            Result { () throws(ModuleSummary.DecodingFailure) in
                Read(
                    summary: try ModuleSummary(decoding: UnsafeRawBufferPointer(bytes), toolIdentity: DeclarationCacheFile.toolIdentity),
                    hash: ContentHash.of(bytes)
                )
            }
        }
        switch decoded {
        case .failure: throw Failure(path: path, reason: "cannot read the file")
        case .success(.success(let read)): return read
        case .success(.failure(.malformed)): throw Failure(path: path, reason: "not a module summary of dikitgen, or a damaged one")
        case .success(.failure(.otherTool(let tool))):
            throw Failure(path: path, reason: "a summary written by another build of dikitgen ('\(tool)'): generate it again with this one")
        }
    }

    /// The hashes of the files a run is given, each read once when first asked.
    struct CurrentHashes {
        private let given: Set<String>
        /// The paths of each dependency module's files.
        private let pathsOfModule: [ModuleName: [String]]
        private var hashes: [String: UInt64?] = [:]
        private var buffer: [UInt8] = []

        init(files: [SourceInputs.File]) {
            given = Set(files.map(\.path))
            pathsOfModule = Dictionary(grouping: files.compactMap { file in file.module.map { ($0, file.path) } }, by: \.0)
                .mapValues { $0.map(\.1) }
        }

        func paths(of module: ModuleName) -> [String] { pathsOfModule[module] ?? [] }

        /// The hash of the bytes of `path`, one of the files given; `nil` for another
        /// path, or a file that cannot be read.
        mutating func hash(of path: String) -> UInt64? {
            guard given.contains(path) else { return nil }
            if let known = hashes[path] { return known }
            let hash = try? FileBytes.withContents(of: path, buffer: &buffer) { bytes, _ in ContentHash.of(bytes) }.get()
            hashes[path] = hash
            return hash
        }
    }

    /// The summary at `path` when it is one of `module`, written by a run that read every
    /// file the module has now, and whose every file is among the files given now with the
    /// same bytes (the module's own, and its dependencies', whose changes change its
    /// methods); `nil` otherwise (missing, damaged, of another build, older than a file, or
    /// written with `--no-source-hashes`, or from a summary that was): then the module's
    /// files are read instead.
    static func readIfCurrent(_ path: String, of module: ModuleName, hashes: inout CurrentHashes) -> Read? {
        // A summary written with --no-source-hashes cannot tell whether it is current.
        guard let read = try? read(path), read.summary.module == module, !read.summary.sourceHashes.isEmpty else { return nil }
        // Every file of the module now was read then: none was added since.
        let recorded = Set(read.summary.sourceHashes.map(\.path))
        guard hashes.paths(of: module).allSatisfy(recorded.contains) else { return nil }
        for source in read.summary.sourceHashes where hashes.hash(of: source.path) != source.hash { return nil }
        return read
    }

    /// Writes `summary` to `path` as `OutputWriter` writes code: atomically, and only when it changed.
    static func write(_ summary: ModuleSummary, to path: String) throws(OutputWriter.Failure) -> OutputWriter.Outcome {
        let bytes = summary.encoded(toolIdentity: DeclarationCacheFile.toolIdentity)
        return try bytes.withUnsafeBytes { bytes in
            Result { () throws(OutputWriter.Failure) in try OutputWriter.write(bytes, to: path) }
        }.get()
    }
}

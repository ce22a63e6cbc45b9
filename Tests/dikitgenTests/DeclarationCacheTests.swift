import DIKitGenerator
@testable import dikitgen
import Foundation
import SwiftDeclarations
import Testing

/// The declaration cache changes how fast a run is, never what it prints: output is the same
/// with and without it and with one or many threads, and a cache that is damaged or was
/// written by another tool is ignored and rewritten.
@Suite struct DeclarationCacheTests {
    /// A project of a few files, enough to spread over several threads.
    static func project() throws -> TemporaryProject {
        var files = ["Sources/App.swift": SampleSources.resolver]
        for index in 0..<12 {
            files["Sources/Feature\(index).swift"] = """
                import DIKit

                struct Feature\(index): Injectable {
                    struct Dependency {
                        let greeter: Greeter
                        let clock: Clock
                    }
                    init(dependency: Dependency) {}
                }

                """
        }
        files["Sources/Plain.swift"] = "struct Plain {}\n"
        return try TemporaryProject(files: files)
    }

    private static func cacheFiles(in project: borrowing TemporaryProject) throws -> [URL] {
        let directory = project.url("cache")
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".bin") }
            .map { directory.appendingPathComponent($0) }
    }

    /// The options are part of what the cached code answers for: a lenient run's cache
    /// must not let a `--strict` run pass, nor a strict run's cache silence `--verbose`.
    @Test func cachedCodeNeverAnswersARunWithOtherOptions() throws {
        let project = try Self.project()
        let lenient = try project.runDikitgen(["Sources", "--cache-path", "cache"])
        #expect(lenient.status == 0)
        let strict = try project.runDikitgen(["Sources", "--cache-path", "cache", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("[missing-provider]"))
        let allowed = try project.runDikitgen(["Sources", "--cache-path", "cache", "--strict", "--allow-parameter", "String"])
        #expect(allowed.status == 0)
        let verbose = try project.runDikitgen(["Sources", "--cache-path", "cache", "--verbose"])
        #expect(verbose.standardError.contains("[implicit-parameter]"))
        #expect(allowed.standardOutput == lenient.standardOutput && verbose.standardOutput == lenient.standardOutput)
    }

    /// Files named one by one, as the plugin names them, are cached as a directory's are;
    /// the same files as the generated module's make other code.
    @Test func filesNamedOneByOneAndTheirModulesAreCached() throws {
        let project = try Self.project()
        let files = (0..<12).map { "Sources/Feature\($0).swift" }
        let arguments = ["Sources/App.swift"] + files.flatMap { ["--dependency", "Features=\($0)"] } + ["--cache-path", "cache", "--verbose"]
        let first = try project.runDikitgen(arguments)
        #expect(first.status == 0)
        #expect(first.standardError.contains("read=13 parsed=13 cached=0"))
        let second = try project.runDikitgen(arguments)
        #expect(second.standardOutput == first.standardOutput)
        #expect(second.standardError.contains("cached=13"))
        // The same files in the generated module: other code, not taken from the cache.
        let asOneModule = try project.runDikitgen(["Sources/App.swift"] + files + ["--cache-path", "cache", "--verbose"])
        #expect(asOneModule.standardError.contains("cached-code=0"))
        #expect(asOneModule.standardOutput.contains("func resolveFeature0(name: String) -> Feature0 {"))
        #expect(!first.standardOutput.contains("resolveFeature0"))
    }

    /// The compiler settings decide the code: a run with others is not answered from the cache.
    @Test func cachedCodeNeverAnswersARunWithOtherCompilerSettings() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": """
            import DIKit
            protocol AppResolver: Resolver {}
            final class Model: Injectable {
                struct Dependency {}
                init(dependency: Dependency) {}
            }
            """])
        let portable = try project.runDikitgen(["Sources", "--cache-path", "cache"])
        let mainActor = try project.runDikitgen(["Sources", "--cache-path", "cache", "--default-isolation", "MainActor"])
        #expect(portable.status == 0 && mainActor.status == 0)
        #expect(portable.standardOutput.contains("\n    func resolveModel() -> Model {"))
        #expect(mainActor.standardOutput.contains("\n    @MainActor func resolveModel() -> Model {"))
        let swift5 = try project.runDikitgen(["Sources", "--cache-path", "cache", "--swift-version", "5", "--verbose"])
        #expect(swift5.standardError.contains("cached-code=0"))
    }

    @Test func outputIsTheSameWithAndWithoutTheCache() throws {
        let project = try Self.project()
        let uncached = try project.runDikitgen(["Sources", "--no-cache"])
        #expect(uncached.status == 0)
        #expect(!FileManager.default.fileExists(atPath: project.url("cache").path))
        let cold = try project.runDikitgen(["Sources", "--cache-path", "cache"])
        #expect(try Self.cacheFiles(in: project).count == 1)
        let warm = try project.runDikitgen(["Sources", "--cache-path", "cache"])
        #expect(cold.standardOutput == uncached.standardOutput)
        #expect(warm.standardOutput == uncached.standardOutput)
        #expect(cold.standardError.isEmpty && warm.standardError.isEmpty)

        // One file changed, one added, one removed: the cache follows.
        try project.write(SampleSources.resolver.replacingOccurrences(of: "provideClock", with: "provideClock2"), to: "Sources/App.swift")
        try project.write("import DIKit\nstruct Extra: Injectable {\n    struct Dependency {}\n    init(dependency: Dependency) {}\n}\n", to: "Sources/Extra.swift")
        try FileManager.default.removeItem(at: project.url("Sources/Feature3.swift"))
        let changedUncached = try project.runDikitgen(["Sources", "--no-cache"])
        let changed = try project.runDikitgen(["Sources", "--cache-path", "cache"])
        #expect(changed.standardOutput == changedUncached.standardOutput)
        #expect(changed.standardOutput.contains("func resolveExtra() -> Extra"))
        #expect(!changed.standardOutput.contains("Feature3"))
        #expect(changed.standardOutput != uncached.standardOutput)
    }

    /// An edit that changes no declaration (inside a function body) parses that file again
    /// and keeps the cached code; one that changes a declaration generates again.
    @Test func anEditThatChangesNoDeclarationKeepsTheCachedCode() throws {
        let shop = """
            import DIKit
            final class Shop: Injectable {
                struct Dependency { let clock: Clock }
                init(dependency: Dependency) {}
            }

            """
        let project = try TemporaryProject(files: [
            "Sources/App.swift": "import DIKit\nstruct Clock {}\nprotocol AppResolver: Resolver {\n    func provideClock() -> Clock\n}\n",
            "Sources/Shop.swift": shop,
        ])
        let arguments = ["Sources", "--cache-path", "cache", "--verbose"]
        let cold = try project.runDikitgen(arguments)
        #expect(cold.status == 0 && cold.standardOutput.contains("func resolveShop() -> Shop"))

        try project.write(
            shop.replacingOccurrences(of: "init(dependency: Dependency) {}", with: "init(dependency: Dependency) {\n        print(\"open\")\n    }"),
            to: "Sources/Shop.swift"
        )
        let bodyEdited = try project.runDikitgen(arguments)
        #expect(bodyEdited.standardOutput == cold.standardOutput)
        #expect(bodyEdited.standardError.contains("parsed=1 cached=1"))
        #expect(bodyEdited.standardError.contains("cached-code=1"))

        try project.write(shop.replacingOccurrences(of: "let clock: Clock", with: "let clock: Clock; let name: String"), to: "Sources/Shop.swift")
        let declarationEdited = try project.runDikitgen(arguments)
        #expect(declarationEdited.standardError.contains("cached-code=0"))
        #expect(declarationEdited.standardOutput.contains("func resolveShop(name: String) -> Shop"))
        #expect(declarationEdited.standardOutput == (try project.runDikitgen(["Sources", "--no-cache"])).standardOutput)
    }

    /// Code with warnings and notes is cached with them, and they move with an edit that
    /// moves declarations without changing them, as a run without the cache places them.
    @Test func cachedDiagnosticsMoveWithTheDeclarations() throws {
        let shop = """
            import DIKit
            final class Shop: Injectable {
                struct Dependency { let clock: Clock; let name: String }
                init(dependency: Dependency) {}
            }

            """
        let project = try TemporaryProject(files: [
            "Sources/App.swift": "import DIKit\nstruct Clock {}\nprotocol AppResolver: Resolver {\n    func provideClock() -> Clock\n}\n",
            "Sources/Shop.swift": shop,
        ])
        // `--verbose` notes the call-site parameter `name`, and adds lines of its own.
        let arguments = ["Sources", "--cache-path", "cache", "--verbose"]
        let cold = try project.runDikitgen(arguments)
        #expect(Self.diagnostics(cold).contains("Shop.swift:3:47: note: 'name: String' is a call-site parameter"))
        let warm = try project.runDikitgen(arguments)
        #expect(warm.standardError.contains("cached-code=1"))
        #expect(warm.standardOutput == cold.standardOutput && Self.diagnostics(warm) == Self.diagnostics(cold))

        try project.write("// The shop.\n\n" + shop.replacingOccurrences(of: "{}\n}", with: "{\n        print(\"open\")\n    }\n}"), to: "Sources/Shop.swift")
        let moved = try project.runDikitgen(arguments)
        let uncached = try project.runDikitgen(["Sources", "--no-cache", "--verbose"])
        #expect(moved.standardError.contains("parsed=1 cached=1"))
        #expect(moved.standardError.contains("cached-code=1"))
        #expect(Self.diagnostics(uncached).contains("Shop.swift:5:47: note: 'name: String' is a call-site parameter"))
        #expect(moved.standardOutput == uncached.standardOutput && Self.diagnostics(moved) == Self.diagnostics(uncached))
        // Moved once, they move again from where the cache now has them.
        try project.write("\n" + (try project.read("Sources/Shop.swift")), to: "Sources/Shop.swift")
        let movedAgain = try project.runDikitgen(arguments)
        #expect(movedAgain.standardError.contains("cached-code=1"))
        #expect(Self.diagnostics(movedAgain) == Self.diagnostics(try project.runDikitgen(["Sources", "--no-cache", "--verbose"])))
    }

    /// What `--verbose` prints but for its own lines: the diagnostics.
    private static func diagnostics(_ output: ProcessOutput) -> String {
        PhaseLines(standardError: output.standardError).diagnostics
    }

    /// A rejected program's errors are cached, without code, and move like other diagnostics.
    @Test func aRejectedProgramsErrorsAreCachedAndMoved() throws {
        let project = try TemporaryProject(files: [
            "Sources/App.swift": SampleSources.resolver, "Sources/Broken.swift": SampleSources.brokenInjectable,
        ])
        let arguments = ["Sources", "--cache-path", "cache", "--verbose", "-o", "R.swift"]
        let cold = try project.runDikitgen(arguments)
        #expect(cold.status == 1 && Self.diagnostics(cold).contains("Sources/Broken.swift:5:22: error:"))
        let warm = try project.runDikitgen(arguments)
        #expect(warm.standardError.contains("cached-code=1 errors=1"))
        #expect(warm.status == 1 && Self.diagnostics(warm) == Self.diagnostics(cold))
        #expect(!FileManager.default.fileExists(atPath: project.url("R.swift").path))

        try project.write("// Broken.\n" + SampleSources.brokenInjectable, to: "Sources/Broken.swift")
        let moved = try project.runDikitgen(arguments)
        let uncached = try project.runDikitgen(["Sources", "--no-cache", "--verbose", "-o", "R.swift"])
        #expect(moved.standardError.contains("cached-code=1 errors=1"))
        #expect(Self.diagnostics(uncached).contains("Sources/Broken.swift:6:22: error:"))
        #expect(moved.status == uncached.status && Self.diagnostics(moved) == Self.diagnostics(uncached))
    }

    /// `graph` updates the cache's entries and keeps its code: the code's diagnostics are
    /// moved with the entries, so that the next run places them as the files are.
    @Test func aGraphRunBetweenTwoRunsMovesTheCachedDiagnosticsToo() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        let arguments = ["Sources", "--cache-path", "cache", "--verbose"]
        _ = try project.runDikitgen(arguments)
        try project.write("// The app.\n" + SampleSources.resolver, to: "Sources/App.swift")
        #expect(try project.runDikitgen(["graph", "Sources", "--cache-path", "cache"]).status == 0)
        let afterGraph = try project.runDikitgen(arguments)
        let uncached = try project.runDikitgen(["Sources", "--no-cache", "--verbose"])
        #expect(afterGraph.standardError.contains("parsed=0 cached=1"))
        #expect(afterGraph.standardError.contains("cached-code=1"))
        #expect(Self.diagnostics(uncached).contains("Sources/App.swift:13:13: note: 'name: String' is a call-site parameter"))
        #expect(Self.diagnostics(afterGraph) == Self.diagnostics(uncached))
    }

    /// An edit that keeps the declarations but changes the order of two positions (a lexer
    /// problem moved past a declaration) generates again rather than moving the diagnostics.
    @Test func anEditThatReordersPositionsGeneratesAgain() throws {
        let types = "import DIKit\nstruct A { func f() { _ = 1x } }\nstruct B { func g() { _ = 1 } }\n"
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver, "Sources/Types.swift": types])
        let arguments = ["Sources", "--cache-path", "cache", "--verbose"]
        let cold = try project.runDikitgen(arguments)
        #expect(Self.diagnostics(cold).contains("Sources/Types.swift:2:28: warning: invalid digit in number literal"))
        try project.write("import DIKit\nstruct A { func f() { _ = 1 } }\nstruct B { func g() { _ = 1x } }\n", to: "Sources/Types.swift")
        let reordered = try project.runDikitgen(arguments)
        #expect(reordered.standardError.contains("cached-code=0"))
        #expect(Self.diagnostics(reordered).contains("Sources/Types.swift:3:28: warning: invalid digit in number literal"))
        #expect(Self.diagnostics(reordered) == Self.diagnostics(try project.runDikitgen(["Sources", "--no-cache", "--verbose"])))
    }

    /// A dependency's summary can hold a file of the same path as one of the module's: a
    /// diagnostic in it is not moved when the module's file is edited.
    @Test func aSummarysFileOfTheSamePathIsNotMoved() throws {
        let dependency = try TemporaryProject(files: ["Sources/Models.swift": "import DIKit\nstruct W {}\n/* never closed\n"])
        #expect(try dependency.runDikitgen(["Sources", "--module", "B", "--emit-summary", "B.dikitsummary", "--no-cache"]).status == 0)
        let models = "import DIKit\nstruct Clock {}\nstruct Other {}\n"
        let project = try TemporaryProject(files: [
            "Sources/Models.swift": models,
            "Sources/App.swift": "import DIKit\nprotocol AppResolver: Resolver {\n    func provideClock() -> Clock\n}\n",
        ])
        try FileManager.default.copyItem(at: dependency.url("B.dikitsummary"), to: project.url("B.dikitsummary"))
        let arguments = ["Sources", "--summary", "B.dikitsummary", "--cache-path", "cache", "--verbose"]
        // The dependency's warning is at 3:1 of its file, where the module's file has `struct Other`.
        #expect(Self.diagnostics(try project.runDikitgen(arguments)).contains("Sources/Models.swift:3:1: warning: unterminated '/*' comment"))
        try project.write("// The models.\n" + models, to: "Sources/Models.swift")
        let edited = try project.runDikitgen(arguments)
        #expect(edited.standardError.contains("cached-code=0"))
        #expect(Self.diagnostics(edited) == Self.diagnostics(try project.runDikitgen(["Sources", "--summary", "B.dikitsummary", "--no-cache", "--verbose"])))
    }

    @Test func errorsAndWarningsAreTheSameWithTheCache() throws {
        let project = try Self.project()
        try project.write(SampleSources.brokenInjectable, to: "Sources/Broken.swift")
        try Data([0x2F, 0x2F, 0x20, 0x44, 0x49, 0x4B, 0x69, 0x74, 0xFF, 0x0A]).write(to: project.url("Sources/Latin1.swift"))
        let uncached = try project.runDikitgen(["Sources", "--no-cache"])
        #expect(uncached.status == 1)
        #expect(uncached.standardError.contains("Latin1.swift: warning"))
        for _ in 0..<2 {
            let cached = try project.runDikitgen(["Sources", "--cache-path", "cache"])
            #expect(cached.status == uncached.status)
            #expect(cached.standardOutput == uncached.standardOutput)
            #expect(cached.standardError == uncached.standardError)
        }
    }

    @Test func outputIsTheSameWithOneOrManyThreads() throws {
        let project = try Self.project()
        func run(jobs: Int, _ arguments: [String]) throws -> ProcessOutput {
            try ProcessRunner.run(
                URL(fileURLWithPath: "/usr/bin/env"), ["DIKITGEN_JOBS=\(jobs)", Paths.dikitgen.path] + arguments, in: project.root
            )
        }
        let single = try run(jobs: 1, ["Sources", "--no-cache"])
        #expect(single.status == 0)
        for jobs in [2, 7] {
            #expect(try run(jobs: jobs, ["Sources", "--no-cache"]).standardOutput == single.standardOutput)
            #expect(try run(jobs: jobs, ["Sources", "--cache-path", "cache-\(jobs)"]).standardOutput == single.standardOutput)
            #expect(try run(jobs: 1, ["Sources", "--cache-path", "cache-\(jobs)"]).standardOutput == single.standardOutput)
        }
        let dumpSingle = try run(jobs: 1, ["dump-declarations", "Sources"])
        #expect(try run(jobs: 5, ["dump-declarations", "Sources"]).standardOutput == dumpSingle.standardOutput)
    }

    @Test(arguments: ["corrupt", "truncated", "empty", "garbage"])
    func aDamagedCacheIsIgnoredAndRewritten(damage: String) throws {
        let project = try Self.project()
        let expected = try project.runDikitgen(["Sources", "--no-cache"]).standardOutput
        _ = try project.runDikitgen(["Sources", "--cache-path", "cache"])
        let cacheFile = try #require(try Self.cacheFiles(in: project).first)
        var bytes = try Data(contentsOf: cacheFile)
        switch damage {
        case "corrupt": bytes[bytes.count / 2] ^= 0x55
        case "truncated": bytes = bytes.prefix(bytes.count * 2 / 3)
        case "empty": bytes = Data()
        default: bytes = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
        }
        try bytes.write(to: cacheFile)
        let rerun = try project.runDikitgen(["Sources", "--cache-path", "cache"])
        #expect(rerun.status == 0)
        #expect(rerun.standardOutput == expected)
        #expect(rerun.standardError.isEmpty)
        // Rewritten whole: the magic, and a checksum that matches. (It would not load here:
        // the tool identity names the dikitgen executable, not this test binary.)
        let rewritten = Array(try Data(contentsOf: cacheFile))
        #expect(rewritten.starts(with: Array("DIKGCACH".utf8)))
        #expect(Self.trailerMatches(rewritten))
    }

    @Test func concurrentRunsLeaveAWholeCache() throws {
        let project = try Self.project()
        let expected = try project.runDikitgen(["Sources", "--no-cache"]).standardOutput
        let root = project.root
        let outputs = ConcurrentOutputs(count: 6)
        DispatchQueue.concurrentPerform(iterations: 6) { index in
            let output = try? ProcessRunner.run(Paths.dikitgen, ["Sources", "--cache-path", "cache"], in: root)
            outputs.set(index, output?.standardOutput)
        }
        #expect(outputs.all.allSatisfy { $0 == expected })
        let rerun = try project.runDikitgen(["Sources", "--cache-path", "cache"])
        #expect(rerun.standardOutput == expected)
        let files = try Self.cacheFiles(in: project)
        #expect(files.count == 1)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.url("cache").path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
        let bytes = Array(try Data(contentsOf: try #require(files.first)))
        #expect(Self.trailerMatches(bytes))
    }

    /// Whether `bytes` end in the trailer of a whole cache file: the length of the entries
    /// part, and the checksum of the result part seeded with the entries part's.
    private static func trailerMatches(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 16 else { return false }
        let trailer = bytes.count - 16
        let entriesLength = bytes[trailer..<(trailer + 8)].reversed().reduce(0) { $0 << 8 | Int($1) }
        guard entriesLength <= trailer else { return false }
        let entriesHash = bytes[..<entriesLength].withUnsafeBytes { ContentHash.of($0) }
        let checksum = bytes[entriesLength..<trailer].withUnsafeBytes { ContentHash.of($0, seed: entriesHash) }
        return bytes[(trailer + 8)...].elementsEqual(withUnsafeBytes(of: checksum.littleEndian) { Array($0) })
    }

    // MARK: - The file format, in process

    /// The result of the cache `cacheBytes` makes: code in two files, and a warning with a note and a fix.
    private static let cachedResult = DeclarationCacheFile.CachedResult(
        fingerprint: 7, settingsFingerprint: 8, files: ["// code\n", "// more code\n"],
        diagnostics: [Diagnostic(
            .warning, id: .unusedInjectable, "'Shop' is not resolved",
            at: SourceReference(path: "App.swift", location: SwiftDeclarations.SourceLocation(line: 3, column: 8)),
            notes: [.init("no place", at: nil), .init("declared here", at: SourceReference(path: "Shop.swift", location: SwiftDeclarations.SourceLocation(line: 1, column: 1)))],
            fix: "resolve it"
        )]
    )

    /// A cache of one parsed file, with a result, as the tool identified by `identity` writes it.
    private static func cacheBytes(identity: String = DeclarationCacheFile.toolIdentity) -> [UInt8] {
        let entries = entriesPart(identity: identity)
        var result = BinaryWriter()
        DeclarationCacheFile.writeResult(to: &result, cachedResult)
        let entriesHash = entries.bytes.withUnsafeBytes { ContentHash.of($0) }
        let checksum = result.bytes.withUnsafeBytes { ContentHash.of($0, seed: entriesHash) }
        var trailer = BinaryWriter()
        trailer.write(UInt64(entries.bytes.count))
        trailer.write(checksum)
        return entries.bytes + result.bytes + trailer.bytes
    }

    /// The entries part of a cache of one parsed file.
    private static func entriesPart(identity: String = DeclarationCacheFile.toolIdentity) -> BinaryWriter {
        var writer = BinaryWriter()
        writer.write(raw: Array("DIKGCACH".utf8))
        writer.write(identity)
        writer.write(1_000)
        writer.write(1)
        var payload = BinaryWriter()
        var source = SampleSources.resolver
        source.withUTF8 { bytes in
            Parser.parse(bytes).write(to: &payload)
            SourceLocationConverter(bytes).write(to: &payload)
        }
        DeclarationCacheFile.writeEntry(
            to: &writer, path: "App.swift", stamp: FileStamp(), hash: 42, shapeHash: 43, isNamed: false, kind: .parsed, payload: payload.bytes,
            outline: [UInt8]()
        )
        return writer
    }

    @Test func whatTheWriterWritesLoads() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("cache.bin").path
        CacheFileWriter(path: path, entries: { Self.entriesPart() }).finish(Self.cachedResult)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes == Self.cacheBytes())
        let cache = try #require(DeclarationCacheFile.parse(bytes))
        #expect(cache.result?.fingerprint == 7)
        #expect(cache.result?.files == ["// code\n", "// more code\n"])
        #expect(cache.result?.diagnostics == Self.cachedResult.diagnostics)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["cache.bin"])
    }

    @Test func aCacheOfThisToolLoads() throws {
        let cache = try #require(DeclarationCacheFile.parse(Self.cacheBytes()))
        #expect(cache.recordedAt == 1_000)
        #expect(cache.result?.files == ["// code\n", "// more code\n"])
        let entry = try #require(cache.entries["App.swift"])
        let file = try #require(cache.sourceFile(entry, path: "App.swift"))
        let original = SourceFile(path: "App.swift", text: SampleSources.resolver)
        #expect(DeclarationDump.render(file.declarations) == DeclarationDump.render(original.declarations))
        #expect(file.locations.location(ofOffset: 40) == original.locations.location(ofOffset: 40))
    }

    @Test func aCacheOfAnotherVersionIsIgnored() {
        #expect(DeclarationCacheFile.parse(Self.cacheBytes(identity: "dikitgen 0.5.9 format 2")) == nil)
    }

    /// This build's cache, but in the format before the current one.
    @Test func aCacheOfAnEarlierFormatIsIgnored() {
        let current = "format \(DeclarationCacheFile.formatVersion)"
        let identity = DeclarationCacheFile.toolIdentity
            .replacingOccurrences(of: current, with: "format \(DeclarationCacheFile.formatVersion - 1)")
        #expect(identity != DeclarationCacheFile.toolIdentity)
        #expect(DeclarationCacheFile.parse(Self.cacheBytes(identity: identity)) == nil)
    }

    @Test func everyTruncationOfACacheIsRejected() {
        let bytes = Self.cacheBytes()
        for length in 0..<bytes.count {
            #expect(DeclarationCacheFile.parse(Array(bytes.prefix(length))) == nil, "accepted \(length) of \(bytes.count) bytes")
        }
    }

    /// `#if` blocks at the top level, nested, in type bodies, and left open.
    private static let conditionalSource = """
        #if DEBUG
        struct Debug {
            #if os(iOS)
            let a: A, b: B
            #elseif os(macOS)
            func f() -> Int
            #else
            typealias T = Int
            #endif
        }
        #else
        #if canImport(UIKit)
        enum Release {
            #if X
            var x: Int
        }
        #endif
        #endif
        """

    /// `file` written and read back; `nil` when the reader rejects it.
    private static func roundTrip(_ file: ParsedFile) -> ParsedFile? {
        var writer = BinaryWriter()
        file.write(to: &writer)
        return writer.bytes.withUnsafeBytes { raw -> ParsedFile? in
            var reader = BinaryReader(raw)
            let file = ParsedFile(from: &reader)
            return reader.isAtEnd ? file : nil
        }
    }

    /// Every field of every declaration survives the round trip, compared through `dump`,
    /// which prints every stored property.
    @Test func declarationsRoundTripExactly() throws {
        let conditional = Parser.parse(Self.conditionalSource)
        #expect(conditional.conditionalBlocks.count == 4)
        var files = [("conditional source", conditional)]
        for fixture in Fixture.all {
            for path in Paths.swiftFiles(under: fixture.directory.appendingPathComponent("input")) {
                let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
                files.append((path, bytes.withUnsafeBufferPointer { Parser.parse($0) }))
            }
        }
        for (name, parsed) in files {
            var expected = "", actual = ""
            dump(parsed, to: &expected)
            dump(try #require(Self.roundTrip(parsed), "\(name)"), to: &actual)
            #expect(actual == expected, "\(name)")
        }
    }

    /// A declaration's clause must name a clause of one of the file's blocks, as the parser's do.
    @Test func clausesOfMissingBlocksAreRejected() {
        var withoutBlocks = Parser.parse(Self.conditionalSource)
        withoutBlocks.conditionalBlocks.removeLast()
        #expect(Self.roundTrip(withoutBlocks) == nil)
        var withoutClause = Parser.parse(Self.conditionalSource)
        withoutClause.conditionalBlocks[0].conditions.removeLast()
        #expect(Self.roundTrip(withoutClause) == nil)
    }
}

/// Outputs collected from concurrent runs.
private final class ConcurrentOutputs: @unchecked Sendable {
    private var outputs: [String?]
    private let lock = NSLock()

    init(count: Int) { outputs = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ output: String?) { lock.withLock { outputs[index] = output } }

    var all: [String?] { lock.withLock { outputs } }
}

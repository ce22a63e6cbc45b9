@testable import DIKitGenerator
import Foundation
import SwiftDeclarations
import Testing

/// Broken versions of every fixture's input, through the lexer, the parser and the
/// generator: each fixture file cut at every byte offset, and with seeded random byte
/// mutations. Nothing may trap, every declaration must lie inside its file, and every
/// diagnostic must point into its file.
@Suite struct GeneratorRobustnessTests {
    /// One fixture's input files, in path order, as `dikitgen input` reads them.
    struct FixtureInput: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [(path: String, bytes: [UInt8])]
        var expectedOutput: String?
        /// Whether the fixture passes more arguments (`--exclude`) than the input path.
        var hasArguments: Bool
        /// Whether the fixture is several modules (`modules/<Module>/`), generated one by one:
        /// its files are broken together here, but it has no single golden output.
        var isModular: Bool

        var testDescription: String { name }
    }

    static let fixturesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // DIKitGeneratorTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static let fixtures: [FixtureInput] = {
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: fixturesDirectory.path)) ?? []
        return names.sorted().compactMap { name in
            let directory = fixturesDirectory.appendingPathComponent(name)
            let isModular = manager.fileExists(atPath: directory.appendingPathComponent("modules.txt").path)
            let inputName = isModular ? "modules" : "input"
            let input = directory.appendingPathComponent(inputName)
            guard let enumerator = manager.enumerator(atPath: input.path) else { return nil }
            var files: [(path: String, bytes: [UInt8])] = []
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".swift"),
                      let data = manager.contents(atPath: input.appendingPathComponent(relative).path) else { continue }
                files.append((inputName + "/" + relative, Array(data)))
            }
            files.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
            return FixtureInput(
                name: name, files: files,
                expectedOutput: try? String(contentsOf: directory.appendingPathComponent("expected-output.swift"), encoding: .utf8),
                hasArguments: manager.fileExists(atPath: directory.appendingPathComponent("arguments").path),
                isModular: isModular
            )
        }
    }()

    @Test func everyFixtureIsFound() {
        #expect(Self.fixtures.count >= 30)
        #expect(Self.fixtures.allSatisfy { !$0.files.isEmpty })
    }

    /// The harness reads the fixtures as `dikitgen` does: untouched, they generate the
    /// golden output (or fail, where the golden is a failure).
    @Test(arguments: fixtures.filter { !$0.hasArguments && !$0.isModular })
    func untouchedFixturesGenerateTheirGoldenOutput(_ fixture: FixtureInput) {
        // In a directory, dikitgen reads only files that mention DIKit.
        let files = fixture.files.filter { String(decoding: $0.bytes, as: UTF8.self).contains("DIKit") }
        let result = generate(files)
        #expect(result.code == fixture.expectedOutput)
    }

    @Test(arguments: fixtures)
    func everyTruncationIsHandled(_ fixture: FixtureInput) {
        let parsed = parse(fixture.files)
        for (index, file) in fixture.files.enumerated() {
            for length in 0...file.bytes.count {
                check(Array(file.bytes.prefix(length)), replacing: index, in: fixture, parsed: parsed, "\(file.path) cut at \(length)")
            }
        }
    }

    @Test(arguments: fixtures)
    func randomMutationsAreHandled(_ fixture: FixtureInput) {
        var random = SplitMix64(seed: UInt64(truncatingIfNeeded: fixture.name.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
        let parsed = parse(fixture.files)
        for (index, file) in fixture.files.enumerated() {
            for round in 0..<60 {
                var bytes = file.bytes
                for _ in 0..<(1 + random.below(8)) {
                    mutate(&bytes, &random)
                }
                check(bytes, replacing: index, in: fixture, parsed: parsed, "\(file.path) mutation round \(round): \(bytes)")
            }
        }
    }

    // MARK: - Support

    private func parse(_ files: [(path: String, bytes: [UInt8])]) -> [SourceFile] {
        files.map { file in file.bytes.withUnsafeBufferPointer { SourceFile(path: file.path, bytes: $0) } }
    }

    private func generate(_ files: [(path: String, bytes: [UInt8])]) -> GenerationResult {
        Generator.generate(from: parse(files))
    }

    /// Parses `bytes` in place of file `index` of `fixture` (the others are `parsed`
    /// already), generates, and checks that what comes out points into the files.
    private func check(
        _ bytes: [UInt8], replacing index: Int, in fixture: FixtureInput, parsed: [SourceFile],
        _ description: @autoclosure () -> String
    ) {
        let path = fixture.files[index].path
        var sources = parsed
        sources[index] = bytes.withUnsafeBufferPointer { SourceFile(path: path, bytes: $0) }
        // Problems are recorded only when found: an `#expect` per declaration would cost
        // more than the parsing under test.
        var pending = sources[index].declarations.declarations
        while let declaration = pending.popLast() {
            let offset: Int
            switch declaration {
            case .type(let type):
                pending += type.members
                offset = type.offset
            case .variable(let variable): offset = variable.offset
            case .function(let function): offset = function.offset
            case .typeAlias(let alias): offset = alias.offset
            case .associatedType(let associated): offset = associated.offset
            }
            if !(0..<bytes.count).contains(offset) {
                Issue.record("a declaration at offset \(offset) lies outside the file: \(description())")
            }
        }
        let result = Generator.generate(from: sources)
        if (result.code != nil) == result.hasErrors {
            Issue.record("code must be produced exactly when there is no error: \(description())")
        }
        let references = result.diagnostics.flatMap { [$0.reference] + $0.notes.map(\.reference) }.compactMap { $0 }
        for reference in references {
            guard let fileIndex = fixture.files.firstIndex(where: { $0.path == reference.path }) else {
                Issue.record("a diagnostic points at \(reference.path), which is not an input: \(description())")
                continue
            }
            let fileBytes = fileIndex == index ? bytes : fixture.files[fileIndex].bytes
            let lineCount = fileBytes.count { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } + 1
            if !(1...lineCount).contains(reference.location.line) || reference.location.column < 1 {
                Issue.record("a diagnostic points at \(reference.location), outside the file: \(description())")
            }
        }
    }

    /// Bytes that mean something to a Swift lexer, and a few that are never valid.
    private static let interestingBytes: [UInt8] = Array("{}()[]<>\"#/\\*`@:;,.=?!\n\r \t$_aZ0".utf8)
        + [0x00, 0x80, 0xC3, 0xE2, 0xFF]

    /// Replaces, inserts or deletes one byte, or duplicates or drops a short run.
    private func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
        let position = random.below(bytes.count + 1)
        let byte = random.below(2) == 0
            ? Self.interestingBytes[random.below(Self.interestingBytes.count)]
            : UInt8(truncatingIfNeeded: random.below(256))
        switch random.below(5) {
        case 0 where position < bytes.count: bytes[position] = byte
        case 1: bytes.insert(byte, at: position)
        case 2 where position < bytes.count: bytes.remove(at: position)
        case 3:
            let end = min(bytes.count, position + random.below(16))
            bytes.insert(contentsOf: bytes[position..<end], at: position)
        default:
            let end = min(bytes.count, position + random.below(16))
            bytes.removeSubrange(position..<end)
        }
    }
}

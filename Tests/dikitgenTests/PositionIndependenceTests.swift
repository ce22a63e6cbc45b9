import DIKitGenerator
import Foundation
import SwiftDeclarations
import Testing

/// Where declarations are never changes the generated code: the declaration cache relies on
/// it to keep the code of a run whose files changed without changing their declarations'
/// shape (`ParsedFile.shape(ofWritten:)`), an edit inside a function body for instance.
/// Every fixture that generates code is moved about (lines added before and between its
/// declarations) and must generate the same code.
@Suite struct PositionIndependenceTests {
    /// `text` with every declaration moved: a comment and blank lines before the first, and
    /// a blank line after every line that opens a brace, so that offsets shift unevenly.
    static func moved(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("{") ? line + "\n" : String(line)
        }
        return "// Moved.\n\n\n" + lines.joined(separator: "\n")
    }

    /// The shape section of what `text` declares.
    static func shape(of text: String) -> [UInt8] {
        var writer = BinaryWriter()
        SourceFile(path: "File.swift", text: text).declarations.write(to: &writer)
        return writer.bytes.withUnsafeBytes { Array(ParsedFile.shape(ofWritten: $0)!) }
    }

    @Test func movingDeclarationsChangesTheirPositionsButNotTheirShape() {
        let text = "import DIKit\nstruct Shop: Injectable {\n    struct Dependency { let clock: Clock }\n    init(dependency: Dependency) {}\n}\n"
        let moved = Self.moved(text)
        #expect(moved != text)
        #expect(Self.shape(of: moved) == Self.shape(of: text))
        #expect(Self.shape(of: text.replacingOccurrences(of: "clock", with: "timer")) != Self.shape(of: text))
    }

    @Test func fixturesGenerateTheSameCodeWhereverTheirDeclarationsAre() throws {
        let fixtures = (Fixture.all + Fixture.allCompatibility).filter { $0.expectedOutput != nil }
        var moved = 0
        for fixture in fixtures {
            let copy = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-moved-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: copy) }
            try FileManager.default.copyItem(at: fixture.directory, to: copy)
            let input = copy.appendingPathComponent("input")
            let sources = try #require(FileManager.default.enumerator(atPath: input.path)).compactMap { $0 as? String }
                .filter { $0.hasSuffix(".swift") }
            var shapesAreKept = true
            for source in sources {
                let url = input.appendingPathComponent(source)
                let text = try String(contentsOf: url, encoding: .utf8)
                let movedText = Self.moved(text)
                // A brace that opens a multi-line closure in a default value, say, changes
                // that value: such a file changes shape, and its fixture proves nothing here.
                shapesAreKept = shapesAreKept && Self.shape(of: movedText) == Self.shape(of: text)
                try Data(movedText.utf8).write(to: url)
            }
            guard shapesAreKept else { continue }
            moved += 1
            let result = try ProcessRunner.run(Paths.dikitgen, fixture.arguments + ["--no-cache"], in: copy)
            #expect(result.status == 0, "\(fixture.testDescription): \(result.standardError)")
            #expect(result.standardOutput == fixture.expectedOutput, "\(fixture.testDescription)")
        }
        #expect(moved * 10 >= fixtures.count * 9, "only \(moved) of \(fixtures.count) fixtures kept their shape when moved")
    }
}

import Testing
@testable import SwiftDeclarations

/// The varints the declaration cache and module summaries are made of: one byte holds
/// -64...63 and is read on a path of its own, longer ones are read byte by byte.
@Suite struct BinaryCodingTests {
    @Test(arguments: [0, 1, -1, 63, -64, 64, -65, 127, 128, 300, -300, 1 << 40, Int.max, Int.min])
    func anIntegerReadsBackAsWritten(_ value: Int) {
        var writer = BinaryWriter()
        writer.write(value)
        writer.write(7)
        if (-64...63).contains(value) { #expect(writer.bytes.count == 2) }
        writer.bytes.withUnsafeBytes { bytes in
            var reader = BinaryReader(bytes)
            #expect(reader.readInt() == value)
            #expect(reader.readInt() == 7)
            #expect(reader.isAtEnd)
        }
    }

    @Test func aVarintCutShortIsRefused() {
        var writer = BinaryWriter()
        writer.write(1 << 40)
        writer.bytes.dropLast().withUnsafeBytes { bytes in
            var reader = BinaryReader(bytes)
            #expect(reader.readInt() == nil)
        }
        [UInt8]().withUnsafeBytes { bytes in
            var reader = BinaryReader(bytes)
            #expect(reader.readInt() == nil)
        }
    }

    /// Positions are written as differences, and read back as written, whatever their order;
    /// a difference that would make one negative is refused.
    @Test func positionsReadBackAsWritten() {
        let written = [0, 120, 7, 65_000, 64_999, 3]
        var writer = BinaryWriter()
        for position in written { writer.write(position: position) }
        writer.appendPositions()
        writer.write(position: 5)
        writer.appendPositions()
        writer.bytes.withUnsafeBytes { bytes in
            var outer = BinaryReader(bytes)
            let first = outer.readBytes()!
            var reader = BinaryReader(UnsafeRawBufferPointer(start: nil, count: 0), positions: first)
            #expect(written.map { _ in reader.readPosition() } == written)
            #expect(reader.isAtEnd)
            // Each section starts from 0 again.
            var second = BinaryReader(UnsafeRawBufferPointer(start: nil, count: 0), positions: outer.readBytes()!)
            #expect(second.readPosition() == 5)
        }
        var negative = BinaryWriter()
        negative.write(position: 3)
        negative.write(position: -1)
        negative.appendPositions()
        negative.bytes.withUnsafeBytes { bytes in
            var outer = BinaryReader(bytes)
            var reader = BinaryReader(UnsafeRawBufferPointer(start: nil, count: 0), positions: outer.readBytes()!)
            #expect(reader.readPosition() == 3)
            #expect(reader.readPosition() == nil)
        }
    }

    /// In a section that shares strings, a string written again is its number: it reads back
    /// as the same string, through enough strings to make the table grow, repeats between
    /// them, an empty string and one of many bytes included.
    @Test func aSectionWritesEachStringOnce() {
        let distinct = (0..<300).map { "name\($0)" } + ["", "é", String(repeating: "long", count: 40)]
        let written = distinct + distinct.reversed() + ["name7", "", "name299"]
        var writer = BinaryWriter()
        writer.sharingStrings { writer in
            for text in written { writer.write(text) }
        }
        var plain = BinaryWriter()
        for text in written { plain.write(text) }
        #expect(writer.bytes.count < plain.bytes.count - distinct.count)
        writer.bytes.withUnsafeBytes { bytes in
            var reader = BinaryReader(bytes, sharesStrings: true)
            #expect(written.map { _ in reader.readString() } == written)
            #expect(reader.isAtEnd)
        }
    }

    /// Each section numbers its strings from 0: a string shared in one is written again in
    /// the next, and a number is read only in a section that shares strings, only for a
    /// string already read.
    @Test func numbersAreReadOnlyInTheirSection() {
        var writer = BinaryWriter()
        writer.sharingStrings { writer in
            writer.write("Dependency")
            writer.write("Dependency")
        }
        let firstSection = writer.bytes.count
        writer.sharingStrings { writer in
            writer.write("Dependency")
        }
        writer.bytes.withUnsafeBytes { bytes in
            var first = BinaryReader(UnsafeRawBufferPointer(rebasing: bytes[..<firstSection]), sharesStrings: true)
            #expect(first.readString() == "Dependency")
            #expect(first.readString() == "Dependency")
            var second = BinaryReader(UnsafeRawBufferPointer(rebasing: bytes[firstSection...]), sharesStrings: true)
            #expect(second.readString() == "Dependency")
            #expect(second.isAtEnd)
            // Read without the table, the number is malformed.
            var unshared = BinaryReader(UnsafeRawBufferPointer(rebasing: bytes[..<firstSection]))
            #expect(unshared.readString() == "Dependency")
            #expect(unshared.readString() == nil)
        }
        var ahead = BinaryWriter()
        ahead.write(-1)
        ahead.bytes.withUnsafeBytes { bytes in
            var reader = BinaryReader(bytes, sharesStrings: true)
            #expect(reader.readString() == nil)
        }
    }
}

/// A summary's files: positions as lines and columns. Read back, every declaration is where
/// it was, and a body edit that adds no line writes the same bytes.
@Suite struct LinesAndColumnsTests {
    private func written(_ source: String) throws -> (bytes: [UInt8], file: ParsedFile, lines: SourceLocationConverter) {
        let parsed = Parser.parse(source)
        var writer = BinaryWriter()
        let lines = try #require(parsed.writeWithPositionsAsLinesAndColumns(SourceLocationConverter(Array(source.utf8)), to: &writer))
        lines.write(to: &writer)
        return try writer.bytes.withUnsafeBytes { bytes in
            var reader = BinaryReader(bytes)
            let file = try #require(ParsedFile(from: &reader))
            let locations = try #require(SourceLocationConverter(from: &reader))
            #expect(reader.isAtEnd)
            return (writer.bytes, file, locations)
        }
    }

    @Test func declarationsKeepTheirLinesAndColumns() throws {
        let source = "struct A {\n    func f() { print(\"a long line inside a body\") }\n    var x: Int\n}\n  enum B {}\n"
        let original = SourceLocationConverter(Array(source.utf8))
        let parsed = Parser.parse(source)
        let read = try written(source)
        let types = parsed.declarations.compactMap(\.typeDeclaration)
        let readTypes = read.file.declarations.compactMap(\.typeDeclaration)
        #expect(readTypes.map(\.name) == ["A", "B"])
        for (type, readType) in zip(types, readTypes) {
            #expect(read.lines.location(ofOffset: readType.nameOffset) == original.location(ofOffset: type.nameOffset))
            #expect(read.lines.location(ofOffset: readType.closingBraceOffset!) == original.location(ofOffset: type.closingBraceOffset!))
        }
    }

    @Test func aBodyEditThatAddsNoLineWritesTheSameBytes() throws {
        let before = "struct A {\n    func f() { print(\"a\") }\n    var x: Int\n}\n"
        let after = "struct A {\n    func f() { print(\"a much longer text\"); print(2) }\n    var x: Int\n}\n"
        let moved = "struct A {\n    func f() {\n        print(\"a\")\n    }\n    var x: Int\n}\n"
        #expect(try written(before).bytes == written(after).bytes)
        #expect(try written(before).bytes != written(moved).bytes)
    }
}

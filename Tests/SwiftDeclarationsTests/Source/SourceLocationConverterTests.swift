import Testing
@testable import SwiftDeclarations

/// Offsets to 1-based lines and byte columns.
@Suite struct SourceLocationConverterTests {
    /// The location of every offset of `source`, as `line:column` strings.
    func locations(_ source: String) -> [String] {
        let converter = SourceLocationConverter(Array(source.utf8))
        return (0...source.utf8.count).map { converter.location(ofOffset: $0).description }
    }

    @Test func lineFeed() {
        #expect(locations("ab\ncd\n") == ["1:1", "1:2", "1:3", "2:1", "2:2", "2:3", "3:1"])
    }

    @Test func carriageReturnLineFeedIsOneLineBreak() {
        // The `\n` of `\r\n` still belongs to the first line.
        #expect(locations("ab\r\ncd") == ["1:1", "1:2", "1:3", "1:4", "2:1", "2:2", "2:3"])
    }

    @Test func carriageReturnAloneIsALineBreak() {
        #expect(locations("a\rb\rc") == ["1:1", "1:2", "2:1", "2:2", "3:1", "3:2"])
    }

    @Test func mixedLineBreaksAndEmptyLines() {
        #expect(locations("a\n\r\n\r\n\nb") == [
            "1:1", "1:2", "2:1", "2:2", "3:1", "3:2", "4:1", "5:1", "5:2",
        ])
        #expect(locations("\n\n") == ["1:1", "2:1", "3:1"])
        #expect(locations("\r\r\n") == ["1:1", "2:1", "2:2", "3:1"])
    }

    /// Line breaks are looked for eight bytes at a time: one at every offset of a word, and
    /// in lines of every length, must start the next line exactly where it ends.
    @Test func lineBreaksAtEveryOffsetOfAWord() {
        for length in 0..<20 {
            for lineBreak in ["\n", "\r", "\r\n"] {
                let line = String(repeating: "x", count: length)
                let source = line + lineBreak + line + lineBreak + "y"
                let converter = SourceLocationConverter(Array(source.utf8))
                let secondLine = length + lineBreak.utf8.count
                #expect(converter.location(ofOffset: length).line == 1)
                #expect(converter.location(ofOffset: secondLine) == SwiftDeclarations.SourceLocation(line: 2, column: 1))
                #expect(converter.location(ofOffset: 2 * secondLine) == SwiftDeclarations.SourceLocation(line: 3, column: 1))
            }
        }
    }

    @Test func columnsCountUTF8Bytes() {
        // `é` is 2 bytes, `≈` 3 and `😀` 4: columns count bytes, as swiftc does.
        let source = "é≈😀x\n😀"
        let converter = SourceLocationConverter(Array(source.utf8))
        #expect(converter.location(ofOffset: 0) == SwiftDeclarations.SourceLocation(line: 1, column: 1))
        #expect(converter.location(ofOffset: 2) == SwiftDeclarations.SourceLocation(line: 1, column: 3))
        #expect(converter.location(ofOffset: 5) == SwiftDeclarations.SourceLocation(line: 1, column: 6))
        #expect(converter.location(ofOffset: 9) == SwiftDeclarations.SourceLocation(line: 1, column: 10))
        #expect(converter.location(ofOffset: 11) == SwiftDeclarations.SourceLocation(line: 2, column: 1))
        #expect(converter.location(ofOffset: 15) == SwiftDeclarations.SourceLocation(line: 2, column: 5))
    }

    @Test func emptyInput() {
        let converter = SourceLocationConverter([UInt8]())
        #expect(converter.location(ofOffset: 0).description == "1:1")
    }

    @Test func manyLines() {
        let source = String(repeating: "line\n", count: 10_000)
        let converter = SourceLocationConverter(Array(source.utf8))
        #expect(converter.location(ofOffset: 0).description == "1:1")
        #expect(converter.location(ofOffset: 5 * 4_999 + 2).description == "5000:3")
        #expect(converter.location(ofOffset: source.utf8.count).description == "10001:1")
    }

    @Test func bufferInitializerAgreesWithArrayInitializer() {
        let bytes = Array("a\r\nb\rc\nd".utf8)
        let fromArray = SourceLocationConverter(bytes)
        let fromBuffer = bytes.withUnsafeBufferPointer { SourceLocationConverter($0) }
        for offset in 0...bytes.count {
            #expect(fromArray.location(ofOffset: offset) == fromBuffer.location(ofOffset: offset))
        }
    }

    @Test func locationsOfParsedDeclarations() throws {
        let source = "import M\r\n\r\nstruct Café {\r\n  var ñ: Int\r\n  func f() {}\r\n}"
        let file = Parser.parse(source)
        let converter = SourceLocationConverter(Array(source.utf8))
        let type = try #require(file.declarations.first?.typeDeclaration)
        #expect(converter.location(ofOffset: file.imports[0].offset).description == "1:1")
        #expect(converter.location(ofOffset: type.offset).description == "3:1")
        #expect(converter.location(ofOffset: type.nameOffset).description == "3:8")
        let property = try #require(type.members.first?.variable)
        #expect(converter.location(ofOffset: property.nameOffset).description == "4:7")
        #expect(converter.location(ofOffset: try #require(property.type).offset).description == "4:11")
        let function = try #require(type.members.last?.function)
        #expect(converter.location(ofOffset: function.offset).description == "5:3")
    }

    @Test func locationsOrder() {
        let early = SwiftDeclarations.SourceLocation(line: 2, column: 9)
        let late = SwiftDeclarations.SourceLocation(line: 3, column: 1)
        #expect(early < late)
        #expect(SwiftDeclarations.SourceLocation(line: 3, column: 2) > late)
        #expect([late, early].sorted() == [early, late])
    }
}

@testable import dikitgen
import Testing

/// The scan that locates a `dikitgen.json` problem: it accepts JSON, says where JSON breaks,
/// and records where each member of the top-level object is written.
@Suite struct JSONPositionsTests {
    private func scan(_ text: String) throws(JSONPositions.SyntaxError) -> JSONPositions {
        try JSONPositions(Array(text.utf8))
    }

    @Test(arguments: [
        "{}", " [ ] ", "\"text\"", "0", "-0.5e+10", "12E3", "true", "false", "null", "\u{FEFF}{}",
        "{\"a\": {\"b\": [1, 2.25, {\"c\": null}]}, \"d\": \"\\u00e9\\n\\\"\\/\", \"e\": []}",
        "{\"name\": \"café ☕\"}",
    ])
    func acceptsJSON(_ text: String) throws {
        _ = try scan(text)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 8, "expected a key in double quotes, found '}'"),
        ("[1, 2,]", 6, "expected a value, found ']'"),
        ("{\"a\" 1}", 5, "expected ':' after the key, found '1'"),
        ("{\"a\": 1 \"b\": 2}", 8, "expected ',' or '}' after a member of the object, found '\"'"),
        ("\"open", 0, "the string is not closed"),
        ("\"\\x\"", 2, "invalid escape in a string, found 'x'"),
        ("\"\\u12G4\"", 5, "expected four hexadecimal digits after '\\u', found 'G'"),
        ("01", 1, "unexpected text after the value, found '1'"),
        ("1.", 2, "expected a digit, found the end of the file"),
        ("-", 1, "expected a digit, found the end of the file"),
        ("nul", 0, "expected 'null', found 'n'"),
        ("{\"a\": \u{7}}", 6, "expected a value, found byte 0x7"),
        ("\"tab\there\"", 4, "a control character must be escaped in a string, found byte 0x9"),
    ])
    func saysWhereJSONBreaks(_ text: String, offset: Int, message: String) {
        #expect(throws: JSONPositions.SyntaxError(offset: offset, message: message)) { try scan(text) }
    }

    @Test func aStringThatIsNotUTF8IsRefusedAtItsQuote() {
        #expect(throws: JSONPositions.SyntaxError(offset: 1, message: "the string is not valid UTF-8")) {
            try JSONPositions([UInt8(ascii: "["), UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\""), UInt8(ascii: "]")])
        }
    }

    @Test func recordsWhereEachTopLevelMemberIsWritten() throws {
        let positions = try scan("{\"strict\": true,\n \"allowParameters\": [\"a\"], \"nested\": {\"inner\": 1}, \"strict\": false}")
        #expect(positions.valueOffset == 0)
        #expect(positions.keyOffsets == ["strict": 1, "allowParameters": 18, "nested": 44])
        #expect(positions.memberValueOffsets == ["strict": 11, "allowParameters": 37, "nested": 54])
    }

    @Test func nestingIsBoundedInsteadOfExhaustingTheStack() throws {
        let depth = JSONPositions.maximumDepth
        _ = try scan(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(throws: JSONPositions.SyntaxError.self) { try scan(String(repeating: "[", count: 100_000)) }
    }

    /// Every cut and every one-byte change of a configuration is scanned without trapping,
    /// and a syntax error points into the text.
    @Test func brokenTextIsHandled() {
        let text = Array("{\n  \"strict\": true,\n  \"allowParameters\": [\"String\", \"Int\"],\n  \"n\": -1.5e3\n}".utf8)
        var variants = (0...text.count).map { Array(text.prefix($0)) }
        for index in text.indices {
            for byte: UInt8 in [0, 0x22, 0x2C, 0x3A, 0x5B, 0x5D, 0x7B, 0x7D, 0x5C, 0x80, 0xFF] {
                var variant = text
                variant[index] = byte
                variants.append(variant)
            }
        }
        for variant in variants {
            do {
                _ = try JSONPositions(variant)
            } catch {
                #expect((0...variant.count).contains(error.offset), "\(variant)")
            }
        }
    }
}

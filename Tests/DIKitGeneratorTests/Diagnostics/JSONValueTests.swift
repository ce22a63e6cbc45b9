@testable import DIKitGenerator
import Foundation
import Testing

/// The JSON writer of the machine-readable diagnostics: what it prints is JSON that a
/// standard parser reads back to the same values, with members in the order given.
@Suite struct JSONValueTests {
    /// Parses `text` with Foundation's parser, which rejects anything that is not JSON.
    private func parse(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    @Test(arguments: [
        "plain", "", "quote \" and backslash \\", "line\nfeed\rreturn\ttab", "\u{8}\u{C}\u{0}\u{1F}\u{7F}",
        "é, 漢字, 🧑‍🍳", "slash / stays", "\u{2028}\u{2029}",
    ])
    func stringsReadBackAsWritten(_ string: String) throws {
        #expect(try parse(JSONValue.string(string).description) as? String == string)
    }

    @Test func controlCharactersAreEscaped() {
        #expect(JSONValue.string("a\u{1}b\u{1F}\"\\\n").description == #""a\u0001b\u001f\"\\\n""# + "\n")
    }

    @Test func objectsKeepTheirMembersInOrderAndPrintIndented() {
        let value: JSONValue = ["b": 1, "a": [true, false, .null], "c": [:], "d": []]
        #expect(value.description == """
            {
              "b": 1,
              "a": [
                true,
                false,
                null
              ],
              "c": {},
              "d": []
            }

            """)
    }

    @Test func optionalsBecomeNull() throws {
        let value: JSONValue = ["s": JSONValue(nil as String?), "i": JSONValue(nil as Int?), "j": JSONValue(-3 as Int?)]
        let parsed = try #require(try parse(value.description) as? [String: Any])
        #expect(parsed["s"] is NSNull && parsed["i"] is NSNull)
        #expect(parsed["j"] as? Int == -3)
    }
}

/// Where a JSON text breaks the grammar of RFC 8259, and where each member of its top-level
/// object is written: what a `dikitgen.json` problem is printed at (`dikitgen.json:3:14:`),
/// which the JSON decoder does not say. One pass over the bytes; decoding stays the
/// decoder's.
struct JSONPositions {
    /// Where the top-level value starts.
    private(set) var valueOffset = 0
    /// The offset of each key of the top-level object (its opening quote), and of its value;
    /// the first, for a key written twice.
    private(set) var keyOffsets: [String: Int] = [:]
    private(set) var memberValueOffsets: [String: Int] = [:]

    /// Why the text is not JSON, and the offset of the byte where that shows.
    struct SyntaxError: Error, Equatable {
        var offset: Int
        var message: String
    }

    /// Arrays and objects nested deeper than this are refused: the scan recurses once per level.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var offset = 0

    /// Scans `bytes`, which may start with a UTF-8 byte order mark.
    init(_ bytes: [UInt8]) throws(SyntaxError) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        skipWhitespace()
        valueOffset = offset
        try scanValue(depth: 0, isTopLevel: true)
        skipWhitespace()
        guard offset == bytes.count else { throw error("unexpected text after the value") }
    }

    // MARK: - Grammar

    private mutating func scanValue(depth: Int, isTopLevel: Bool = false) throws(SyntaxError) {
        guard depth < Self.maximumDepth else { throw error("arrays and objects nested more than \(Self.maximumDepth) deep") }
        switch peek ?? 0 {
        case UInt8(ascii: "{"): try scanObject(depth: depth, isTopLevel: isTopLevel)
        case UInt8(ascii: "["): try scanArray(depth: depth)
        case UInt8(ascii: "\""): _ = try scanString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber()
        case UInt8(ascii: "t"): try scanWord("true")
        case UInt8(ascii: "f"): try scanWord("false")
        case UInt8(ascii: "n"): try scanWord("null")
        default: throw error("expected a value")
        }
    }

    private mutating func scanObject(depth: Int, isTopLevel: Bool) throws(SyntaxError) {
        offset += 1
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            offset += 1
            return
        }
        while true {
            guard peek == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyOffset = offset
            let key = try scanString()
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            offset += 1
            skipWhitespace()
            if isTopLevel, keyOffsets[key] == nil {
                keyOffsets[key] = keyOffset
                memberValueOffsets[key] = offset
            }
            try scanValue(depth: depth + 1)
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","):
                offset += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                offset += 1
                return
            default:
                throw error("expected ',' or '}' after a member of the object")
            }
        }
    }

    private mutating func scanArray(depth: Int) throws(SyntaxError) {
        offset += 1
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            offset += 1
            return
        }
        while true {
            try scanValue(depth: depth + 1)
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","):
                offset += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                offset += 1
                return
            default:
                throw error("expected ',' or ']' after an element of the array")
            }
        }
    }

    /// A string from its opening quote; its text, escapes left as written (keys are compared
    /// with the decoder's, which `dikitgen.json`'s plain names spell alike).
    private mutating func scanString() throws(SyntaxError) -> String {
        let start = offset
        offset += 1
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                guard let text = String(validating: bytes[(start + 1)..<(offset - 1)], as: UTF8.self) else {
                    throw SyntaxError(offset: start, message: "the string is not valid UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                offset += 1
                try scanEscape()
            case 0..<0x20:
                throw error("a control character must be escaped in a string")
            default:
                offset += 1
            }
        }
        throw SyntaxError(offset: start, message: "the string is not closed")
    }

    private mutating func scanEscape() throws(SyntaxError) {
        switch peek ?? 0 {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            offset += 1
        case UInt8(ascii: "u"):
            offset += 1
            for _ in 0..<4 {
                guard let byte = peek, byte.isHexadecimalDigit else { throw error("expected four hexadecimal digits after '\\u'") }
                offset += 1
            }
        default:
            throw error("invalid escape in a string")
        }
    }

    private mutating func scanNumber() throws(SyntaxError) {
        if peek == UInt8(ascii: "-") { offset += 1 }
        if peek == UInt8(ascii: "0") {
            offset += 1
        } else {
            try scanDigits()
        }
        if peek == UInt8(ascii: ".") {
            offset += 1
            try scanDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            offset += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
            try scanDigits()
        }
    }

    private mutating func scanDigits() throws(SyntaxError) {
        guard let first = peek, first.isDigit else { throw error("expected a digit") }
        while let byte = peek, byte.isDigit { offset += 1 }
    }

    private mutating func scanWord(_ word: String) throws(SyntaxError) {
        guard bytes[offset...].starts(with: word.utf8) else { throw error("expected '\(word)'") }
        offset += word.utf8.count
    }

    // MARK: - Bytes

    private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r") {
            offset += 1
        }
    }

    /// `message` at the current byte, saying what was found there.
    private func error(_ message: String) -> SyntaxError {
        let found = switch peek {
        case nil: "the end of the file"
        case let byte? where (0x21..<0x7F).contains(byte): "'\(Character(Unicode.Scalar(byte)))'"
        case let byte?: "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
        return SyntaxError(offset: offset, message: "\(message), found \(found)")
    }
}

private extension UInt8 {
    var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }

    var isHexadecimalDigit: Bool {
        isDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}

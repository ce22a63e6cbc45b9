extension Lexer {
    /// Lexes what starts with `#`: a raw string (`#"`), an extended regex (`#/`),
    /// a pound keyword or macro (`#if`, `#selector`, `#warning`, `#myMacro`), or a lone `#`.
    mutating func lexPoundStart() {
        let start = position
        var hashCount = 0
        while byte(at: start + hashCount) == UInt8(ascii: "#") {
            hashCount += 1
        }
        let afterHashes = byte(at: start + hashCount)
        if afterHashes == UInt8(ascii: "\"") {
            position = start + hashCount
            lexStringLiteral(hashCount: hashCount, from: start)
            return
        }
        if afterHashes == UInt8(ascii: "/"), lexExtendedRegexLiteral(hashCount: hashCount) {
            return
        }
        position = start + 1
        if hashCount == 1, startsIdentifier(at: position) {
            skipIdentifierContinuation()
            emit(.poundKeyword, from: start)
        } else {
            emit(.pound, from: start)
        }
    }

    /// Whether an identifier (not a `$` or backticked one) starts at `index`.
    func startsIdentifier(at index: Int) -> Bool {
        guard index < end else { return false }
        switch bytes[index] {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return true
        case 0x80...0xFF:
            guard let (scalar, _) = decodeScalar(at: index) else { return false }
            return UnicodeClass.isIdentifierHead(scalar)
        default:
            return false
        }
    }
}

extension Lexer {
    /// Lexes what starts with `#`: a raw string (`#"`), an extended regex (`#/`),
    /// a pound keyword or macro (`#if`, `#selector`, `#warning`, `#myMacro`), or lone `#`s.
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
        if afterHashes == UInt8(ascii: "/") {
            lexExtendedRegexLiteral(hashCount: hashCount)
            return
        }
        // In a run of `#` that opens nothing, all but the last are lone `#` tokens. Emitting
        // them here, rather than counting the rest of the run again at each one, keeps a
        // long run linear.
        for offset in 0..<(hashCount - 1) {
            position = start + offset + 1
            emit(.pound, from: start + offset)
        }
        let last = start + hashCount - 1
        position = last + 1
        if startsIdentifier(at: position) {
            skipIdentifierContinuation()
            emit(.poundKeyword, from: last)
        } else {
            emit(.pound, from: last)
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

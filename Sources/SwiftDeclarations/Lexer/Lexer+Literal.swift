extension Lexer {
    /// One string literal being lexed, possibly inside an interpolation of another.
    private struct OpenString {
        /// The `#` count of a raw string; its closing quote and its escapes need as many.
        var hashCount: Int
        var isMultiline: Bool
        /// Open parentheses of the interpolation being lexed; 0 while in the literal's text.
        var interpolationDepth = 0
    }

    /// Lexes a string literal whose opening quote is at `position`, with `hashCount`
    /// leading `#` starting at `start`. Interpolations `\( ... )` are lexed as code with
    /// their own nested literals and comments, to any depth, using an explicit stack.
    ///
    /// A single-line literal ends at a line break: that makes it unterminated, as swiftc
    /// decides, and the line break is left for the next token.
    mutating func lexStringLiteral(hashCount: Int, from start: Int? = nil) {
        let start = start ?? position
        // The innermost literal, and those whose interpolations it is in: most literals
        // nest in nothing, and then no array is allocated.
        var top = openString(hashCount: hashCount)
        var enclosing: [OpenString] = []
        while true {
            if top.interpolationDepth == 0 {
                // Most of a literal is text with nothing to look at.
                position = Lexer.endOfPlainStringText(in: bytes, from: position)
            }
            guard position < end else { return finishUnterminatedString(from: start) }
            let current = bytes[position]
            if top.interpolationDepth > 0 {
                // Code inside `\( ... )`.
                switch current {
                case UInt8(ascii: "("):
                    top.interpolationDepth += 1
                    position += 1
                case UInt8(ascii: ")"):
                    top.interpolationDepth -= 1
                    position += 1
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    guard top.isMultiline else { return finishUnterminatedString(from: start) }
                    position += 1
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    skipToEndOfLine()
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    let commentStart = position
                    if skipBlockComment(), !top.isMultiline {
                        // As swiftc decides, a line break in a comment ends a single-line
                        // literal too, where the comment starts.
                        position = commentStart
                        return finishUnterminatedString(from: start)
                    }
                case UInt8(ascii: "\""):
                    enclosing.append(top)
                    top = openString(hashCount: 0)
                case UInt8(ascii: "#"):
                    var hashes = 0
                    while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
                    position += hashes
                    if peek() == UInt8(ascii: "\"") {
                        enclosing.append(top)
                        top = openString(hashCount: hashes)
                    }
                default:
                    position += 1
                }
                continue
            }
            // The literal's own text, at a byte `endOfPlainStringText` stopped at.
            switch current {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                guard top.isMultiline else { return finishUnterminatedString(from: start) }
                position += 1
            case UInt8(ascii: "\\"):
                position += 1
                guard hasHashes(top.hashCount, at: position) else { continue }
                position += top.hashCount
                if peek() == UInt8(ascii: "(") {
                    top.interpolationDepth = 1
                    position += 1
                } else if position < end, peek() != UInt8(ascii: "\n"), peek() != UInt8(ascii: "\r") {
                    position += 1  // the escaped character
                }
            default:  // `"`
                let quoteCount = top.isMultiline ? 3 : 1
                guard hasQuotes(quoteCount, at: position), hasHashes(top.hashCount, at: position + quoteCount) else {
                    position += 1
                    continue
                }
                position += quoteCount + top.hashCount
                guard let outer = enclosing.popLast() else { return emit(.stringLiteral, from: start) }
                top = outer
            }
        }
    }

    /// The offset of the first `"`, `\\`, line break or end of `bytes` at or after `start`,
    /// found eight bytes at a time (`ByteWords`).
    @inline(__always) private static func endOfPlainStringText(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index &+ 8 <= bytes.count {
            let word = ByteWords.load(bytes, at: index)
            let stops = ByteWords.bytes(word, equalTo: 0x22) | ByteWords.bytes(word, equalTo: 0x5C)
                | ByteWords.bytes(word, equalTo: 0x0A) | ByteWords.bytes(word, equalTo: 0x0D)
            if stops != 0 { return index &+ ByteWords.firstFlagged(stops) }
            index &+= 8
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return index
            default: index += 1
            }
        }
        return index
    }

    /// Consumes the opening quote(s) at `position` and describes the literal they open.
    private mutating func openString(hashCount: Int) -> OpenString {
        let isMultiline = hasQuotes(3, at: position)
            && !(hashCount > 0 && lineHasRawStringEnd(hashCount: hashCount, from: position + 1))
        if isMultiline {
            position += 3
            return OpenString(hashCount: hashCount, isMultiline: true)
        }
        position += 1
        return OpenString(hashCount: hashCount, isMultiline: false)
    }

    /// Whether a `"` followed by `hashCount` hashes comes before the end of the line: then, as
    /// swiftc decides, `#"""#` is a one-line raw string holding `"`, not a multi-line opener.
    private func lineHasRawStringEnd(hashCount: Int, from index: Int) -> Bool {
        var index = index
        while index < end, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
            if bytes[index] == UInt8(ascii: "\""), hasHashes(hashCount, at: index + 1) { return true }
            index += 1
        }
        return false
    }

    private mutating func finishUnterminatedString(from start: Int) {
        report(.unterminatedStringLiteral, at: start)
        emit(.stringLiteral, from: start, malformed: true)
    }

    private func hasQuotes(_ count: Int, at index: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: index + $0) == UInt8(ascii: "\"") }
    }

    func hasHashes(_ count: Int, at index: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: index + $0) == UInt8(ascii: "#") }
    }

    // MARK: - Regex literals

    /// Tries to lex a bare regex literal `/.../` at `position`. It must not start with a
    /// space, must close on the same line, and must not close a parenthesis it did not open
    /// (so `foo(a, /, b) / c` stays operators). Returns false, consuming nothing, otherwise.
    mutating func lexBareRegexLiteral() -> Bool {
        let start = position
        let first = byte(at: start + 1)
        guard start + 1 < end, first != UInt8(ascii: " "), first != UInt8(ascii: "\t"),
              first != UInt8(ascii: "\n"), first != UInt8(ascii: "\r") else { return false }
        var index = start + 1
        var parenthesisDepth = 0
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return false
            case UInt8(ascii: "\\"):
                // An escape never takes a line break with it: the literal is unclosed.
                let escaped = byte(at: index + 1)
                guard escaped != UInt8(ascii: "\n"), escaped != UInt8(ascii: "\r") else { return false }
                index += 2
                continue
            case UInt8(ascii: "("):
                parenthesisDepth += 1
            case UInt8(ascii: ")"):
                parenthesisDepth -= 1
                if parenthesisDepth < 0 { return false }
            case UInt8(ascii: "/"):
                position = index + 1
                emit(.regexLiteral, from: start)
                return true
            default:
                break
            }
            index += 1
        }
        return false
    }

    /// Lexes an extended regex literal `#/.../#` whose `hashCount` hashes start at
    /// `position`. As in swift-syntax, `#/` always opens a regex: when only spaces or tabs
    /// follow it on its line the literal may span lines (`#/` newline ... `/#`), and it
    /// closes at a `/` followed by at least `hashCount` hashes (extra hashes belong to it).
    /// Unclosed, a one-line literal ends at the end of its line, so no opener scans
    /// further than its own line; a multi-line one runs to the end of the file.
    mutating func lexExtendedRegexLiteral(hashCount: Int) {
        let start = position
        var index = start + hashCount + 1
        var lineEnd = index
        while lineEnd < end, bytes[lineEnd] == UInt8(ascii: " ") || bytes[lineEnd] == UInt8(ascii: "\t") {
            lineEnd += 1
        }
        let isMultiline = lineEnd < end && (bytes[lineEnd] == UInt8(ascii: "\n") || bytes[lineEnd] == UInt8(ascii: "\r"))
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                guard isMultiline else { return finishUnterminatedRegex(from: start, at: index) }
            case UInt8(ascii: "\\"):
                // An escape never takes a line break with it.
                let escaped = byte(at: index + 1)
                if escaped != UInt8(ascii: "\n"), escaped != UInt8(ascii: "\r") { index += 1 }
            case UInt8(ascii: "/") where hasHashes(hashCount, at: index + 1):
                position = index + 1 + hashCount
                while position < end, bytes[position] == UInt8(ascii: "#") { position += 1 }
                emit(.regexLiteral, from: start)
                return
            default:
                break
            }
            index += 1
        }
        finishUnterminatedRegex(from: start, at: end)
    }

    private mutating func finishUnterminatedRegex(from start: Int, at index: Int) {
        position = index
        report(.unterminatedRegexLiteral, at: start)
        emit(.regexLiteral, from: start, malformed: true)
    }
}

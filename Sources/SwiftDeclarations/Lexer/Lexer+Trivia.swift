extension Lexer {
    /// Skips a UTF-8 byte order mark and a `#!` line at the very start of the file.
    mutating func skipByteOrderMarkAndShebang() {
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
        }
        if peek() == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "!") {
            skipToEndOfLine()
            pendingFlags.insert(.leadingTrivia)
        }
    }

    /// Skips whitespace and comments, recording in `pendingFlags` what was skipped.
    mutating func skipTrivia() {
        // Runs of spaces (indentation) are the most common bytes of all: they are counted
        // in a local index and flagged once.
        var index = position
        var flags = pendingFlags
        defer {
            position = index
            pendingFlags = flags
        }
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0x00:
                index += 1
                flags.insert(.leadingTrivia)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
                flags.formUnion([.leadingTrivia, .leadingNewline])
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                index = endOfLine(from: index)
                flags.insert(.leadingTrivia)
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                position = index
                if skipBlockComment() { flags.insert(.leadingNewline) }
                index = position
                flags.insert(.leadingTrivia)
            default:
                return
            }
        }
    }

    /// Moves to the next `\n` or `\r` (not past it).
    mutating func skipToEndOfLine() {
        position = endOfLine(from: position)
    }

    /// The offset of the first `\n` or `\r` at or after `start`, or `end`.
    func endOfLine(from start: Int) -> Int {
        var index = start
        // Comments are long: 8 bytes at a time while neither line break is among them
        // (a word has a zero byte where `(w - 0x01...) & ~w & 0x80...` has a high bit).
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index &+ 8 <= end {
            let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
            let newlines = word ^ (ones &* 0x0A), returns = word ^ (ones &* 0x0D)
            if ((newlines &- ones) & ~newlines | (returns &- ones) & ~returns) & highs != 0 { break }
            index &+= 8
        }
        while index < end {
            let current = bytes[index]
            // Every byte of a comment is tested here: most are far above both line breaks.
            if current <= UInt8(ascii: "\r"), current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { break }
            index += 1
        }
        return index
    }

    /// Skips a `/* ... */` comment; block comments nest. Returns whether it holds a line break.
    mutating func skipBlockComment() -> Bool {
        let start = position
        position += 2
        var depth = 1
        var hasLineBreak = false
        while position < end {
            let current = bytes[position]
            if current == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { return hasLineBreak }
            } else if current == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                position += 2
                depth += 1
            } else {
                if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                    hasLineBreak = true
                }
                position += 1
            }
        }
        report(.unterminatedBlockComment, at: start)
        return hasLineBreak
    }
}

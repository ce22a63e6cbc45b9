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
        while position < end {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0x00:
                position += 1
                pendingFlags.insert(.leadingTrivia)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                position += 1
                pendingFlags.formUnion([.leadingTrivia, .leadingNewline])
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipToEndOfLine()
                pendingFlags.insert(.leadingTrivia)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                if skipBlockComment() { pendingFlags.insert(.leadingNewline) }
                pendingFlags.insert(.leadingTrivia)
            default:
                return
            }
        }
    }

    /// Moves to the next `\n` or `\r` (not past it).
    mutating func skipToEndOfLine() {
        while position < end, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") {
            position += 1
        }
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

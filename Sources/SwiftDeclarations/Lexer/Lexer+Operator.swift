extension Lexer {
    /// Lexes an operator: the longest run of operator characters, where `.` continues an
    /// operator only if it started with `.`, and `//` or `/*` inside the run starts a
    /// comment instead. `=`, `.` and `->` written alone get their own kinds.
    mutating func lexOperator() {
        let start = position
        let startsWithDot = bytes[start] == UInt8(ascii: ".")
        while position < end {
            let current = bytes[position]
            if current == UInt8(ascii: ".") {
                guard startsWithDot else { break }
                position += 1
            } else if isASCIIOperatorCharacter(current) {
                position += 1
            } else if current >= 0x80, let (scalar, length) = decodeScalar(at: position),
                      position == start ? UnicodeClass.isOperatorHead(scalar) : UnicodeClass.isOperatorContinuation(scalar) {
                position += length
            } else {
                break
            }
        }
        if position - start > 2 {
            var index = start + 1
            while index < position - 1 {
                if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") {
                    position = index
                    break
                }
                index += 1
            }
        }
        emit(Lexer.operatorKind(bytes[start..<position]), from: start)
    }

    /// The kind of an operator spelled by `text`: `=`, `.` and `->` are punctuation.
    static func operatorKind(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> TokenKind {
        switch text.count {
        case 1 where text.first == UInt8(ascii: "="): return .equal
        case 1 where text.first == UInt8(ascii: "."): return .period
        case 2 where text.first == UInt8(ascii: "-") && text.last == UInt8(ascii: ">"): return .arrow
        default: return .operator
        }
    }

    /// Whether a bare regex literal may start at the current `/`: only where an
    /// expression can begin, so `a / b` stays a division.
    var regexMayStartHere: Bool {
        guard let previousKind else { return true }
        switch previousKind {
        case .leftParen, .leftBrace, .leftSquare, .comma, .colon, .semicolon, .equal, .arrow, .operator:
            return true
        case .keyword, .identifier:
            // Skipped words are not looked up (`lexIdentifierOrKeyword`): look up the word here.
            // A backticked or `$` name spells no keyword.
            let length = previousEnd - previousStart
            guard let keyword = keywords.keyword(in: bytes, start: previousStart, length: length), keyword.isReserved
            else { return false }
            switch keyword {
            case .self, .Self, .super, .true, .false, .nil, .Any, .`init`:
                return false
            case .func, .operator:
                // An operator's name follows: `static func /(...)`, `infix operator /+/`.
                return false
            default:
                return true
            }
        default:
            return false
        }
    }
}

@inline(__always) func isASCIIOperatorCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
         UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
         UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
         UInt8(ascii: "~"), UInt8(ascii: "?"):
        return true
    default:
        return false
    }
}

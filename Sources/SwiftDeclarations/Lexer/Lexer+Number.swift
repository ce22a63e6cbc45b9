extension Lexer {
    /// Lexes an integer or floating-point literal: decimal, `0x` (with hex floats),
    /// `0o` and `0b`, with `_` separators. Letters glued to the end make it malformed, and
    /// the first of them is reported as an invalid digit.
    mutating func lexNumber() {
        let start = position
        var isFloat = false
        let radixPrefix = peek(1)  // lowercase only: swiftc rejects `0X`, `0O`, `0B`
        if peek() == UInt8(ascii: "0"), radixPrefix == UInt8(ascii: "x") {
            position += 2
            skipDigits(where: isHexDigit)
            if peek() == UInt8(ascii: "."), isHexDigit(peek(1)) {
                let dot = position
                position += 1
                skipDigits(where: isHexDigit)
                if peek() | 0x20 != UInt8(ascii: "p"), !isDecimalDigit(byte(at: dot + 1)) {
                    // `0xFF.description` is a member access: a hex fraction needs an exponent,
                    // and without one swiftc reads a letter after the `.` as a member name.
                    position = dot
                } else {
                    isFloat = true
                }
            }
            if peek() | 0x20 == UInt8(ascii: "p") {
                isFloat = true
                skipExponent()
            }
        } else if peek() == UInt8(ascii: "0"), radixPrefix == UInt8(ascii: "o") {
            position += 2
            skipDigits { (UInt8(ascii: "0")...UInt8(ascii: "7")).contains($0) }
        } else if peek() == UInt8(ascii: "0"), radixPrefix == UInt8(ascii: "b") {
            position += 2
            skipDigits { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }
        } else {
            skipDigits(where: isDecimalDigit)
            // After a `.` a number takes no fraction: `t.0.1` is a tuple access, as in swiftc.
            if peek() == UInt8(ascii: "."), isDecimalDigit(peek(1)), previousKind != .period {
                isFloat = true
                position += 1
                skipDigits(where: isDecimalDigit)
            }
            if peek() | 0x20 == UInt8(ascii: "e") {
                let sign = peek(1)
                let digit = sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") ? peek(2) : sign
                if isDecimalDigit(digit) {
                    isFloat = true
                    skipExponent()
                }
            }
        }
        let digitsEnd = position
        skipIdentifierContinuation()
        let isMalformed = position != digitsEnd
        if isMalformed { report(.invalidDigit, at: digitsEnd) }
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start, malformed: isMalformed)
    }

    /// Skips `e`/`p`, an optional sign, and the decimal exponent digits.
    private mutating func skipExponent() {
        position += 1
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
        skipDigits(where: isDecimalDigit)
    }

    private mutating func skipDigits(where isDigit: (UInt8) -> Bool) {
        while position < end, isDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_") {
            position += 1
        }
    }
}

@inline(__always) func isDecimalDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}

@inline(__always) func isHexDigit(_ byte: UInt8) -> Bool {
    isDecimalDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
}

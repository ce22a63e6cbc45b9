/// The tokens of one source file and the problems found while lexing it.
public struct TokenizedSource: Sendable {
    /// Every token in source order; the last one is always `.endOfFile`.
    public var tokens: [Token]
    public var problems: [LexerProblem]
}

/// Splits Swift source (UTF-8 bytes) into tokens.
///
/// The lexer works on bytes through an index; it never builds a `String` or iterates
/// `Character`s. It never throws and never stops early: malformed input becomes a token
/// flagged `.malformed` plus a `LexerProblem`, and lexing goes on. Every step consumes at
/// least one byte, so lexing ends in time linear in the input.
///
/// String literals (interpolations included) and regex literals are single tokens: a
/// declaration parser never needs to look inside them, and braces or quotes within them
/// can never confuse it.
///
/// `tokenize` lexes a whole file. The parser instead lexes on demand (`lexMore`), and has
/// the lexer skip the bodies it does not read without keeping their tokens (`skipGroup`).
public struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int
    var position = 0
    var tokens: [Token] = []
    var problems: [LexerProblem] = []
    /// Flags collected from the trivia before the token being lexed.
    var pendingFlags: Token.Flags = .leadingNewline
    /// The kind of the last token lexed, kept in `tokens` or not (`nil` before the first):
    /// what a `/`, `?`, `!` or `.` after it means depends on it.
    var previousKind: TokenKind?
    /// Where the last token lexed starts and ends, to read the word a `/` follows.
    var previousStart = 0, previousEnd = 0
    /// While `skipGroup` runs, how many brackets are open; 0 when every token is kept.
    private var openSkippedBrackets = 0
    /// Whether the end-of-file token, always the last one, has been appended.
    private(set) var isFinished = false
    /// Whether an identifier written in backticks was lexed yet, kept or not: until one is,
    /// every name lexed is spelled as written.
    private(set) var hasLexedBacktickedIdentifier = false
    /// Held here, so that looking a word up does not check at every word, as reading a
    /// `static let` does, whether the table was made yet.
    let keywords = KeywordTable.shared

    /// A lexer that appends to `tokens` after emptying it, so its memory can be reused.
    init(bytes: UnsafeBufferPointer<UInt8>, reusing tokens: consuming [Token]) {
        self.bytes = bytes
        self.end = bytes.count
        self.tokens = tokens
        self.tokens.removeAll(keepingCapacity: true)
        self.tokens.reserveCapacity(bytes.count / 5 + 1)
        skipByteOrderMarkAndShebang()
    }

    /// Lexes `bytes` into tokens.
    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> TokenizedSource {
        tokenize(bytes, reusing: [])
    }

    /// Lexes `bytes` into tokens, in the memory of `tokens` when it is large enough.
    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, reusing tokens: consuming [Token]) -> TokenizedSource {
        var lexer = Lexer(bytes: bytes, reusing: tokens)
        while !lexer.isFinished { lexer.lexMore() }
        return TokenizedSource(tokens: lexer.tokens, problems: lexer.problems)
    }

    /// Lexes the bytes of `text`.
    public static func tokenize(_ text: String) -> TokenizedSource {
        var text = text
        return text.withUTF8 { tokenize($0) }
    }

    // MARK: - Lexing on demand

    /// Lexes at least one more token: up to and including the next `{` or the end of the
    /// file, or, right after a `{`, to the end of the line at most. A parser lexing on
    /// demand has then lexed little past where it looks, so that when it decides to skip a
    /// body, most of the body's tokens have not been kept: none when it is at the `{`, the
    /// first line's when it had to look into the body first (as for `var x: Int { get ... }`).
    mutating func lexMore() {
        guard previousKind != .leftBrace else { return lexLineAfterOpeningBrace() }
        repeat {
            lexNextToken()
        } while !isFinished && previousKind != .leftBrace
    }

    /// `lexMore` right after a `{`: rare enough to keep out of the main loop.
    @inline(never) private mutating func lexLineAfterOpeningBrace() {
        repeat {
            lexNextToken()
        } while !isFinished && previousKind != .leftBrace && peek() != UInt8(ascii: "\n") && peek() != UInt8(ascii: "\r")
    }

    /// With `openBrackets` brackets (of any kind) open, lexes up to the bracket that closes
    /// them all and keeps only that one, or only the end of file. The tokens in between must
    /// still be lexed, to know which brackets are inside strings, comments and regexes, but
    /// storing them is most of what keeping tokens costs, and nothing reads a body's tokens.
    mutating func skipGroup(openBrackets: Int) {
        openSkippedBrackets = openBrackets
        while openSkippedBrackets > 0, !isFinished { lexNextToken() }
    }

    /// Lexes one token after the trivia at `position`, or appends the end of file.
    @inline(__always) private mutating func lexNextToken() {
        skipTrivia()
        guard position < end else {
            tokens.append(Token(kind: .endOfFile, flags: pendingFlags, start: end, length: 0))
            openSkippedBrackets = 0
            isFinished = true
            return
        }
        let start = position
        lexToken()
        precondition(position > start, "the lexer must consume input at every step")
    }

    // MARK: - Byte access

    /// The byte at `index`, or 0 past the end. Callers that must tell a NUL byte from the
    /// end compare with `end` themselves.
    @inline(__always) func byte(at index: Int) -> UInt8 {
        index < end ? bytes[index] : 0
    }

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        byte(at: position + offset)
    }

    // MARK: - Producing tokens

    @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int, keyword: Keyword? = nil, malformed: Bool = false) {
        previousKind = kind
        previousStart = start
        previousEnd = position
        var flags = pendingFlags
        pendingFlags = []
        guard openSkippedBrackets == 0 || closesSkippedGroup(kind) else { return }
        if malformed { flags.insert(.malformed) }
        tokens.append(Token(kind: kind, keyword: keyword, flags: flags, start: start, length: position - start))
    }

    /// Counts a bracket of the group `skipGroup` skips; true for the one that closes it.
    @inline(__always) private mutating func closesSkippedGroup(_ kind: TokenKind) -> Bool {
        openSkippedBrackets += kind.bracketDepthChange
        return openSkippedBrackets == 0
    }

    mutating func report(_ kind: LexerProblem.Kind, at offset: Int) {
        problems.append(LexerProblem(kind: kind, offset: offset))
    }

    /// Lexes one token starting at `position`; consumes at least one byte.
    @inline(__always) private mutating func lexToken() {
        let start = position
        let first = bytes[position]
        switch first {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexIdentifierOrKeyword()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "$"):
            position += 1
            skipIdentifierContinuation()
            emit(.identifier, from: start)
        case UInt8(ascii: "`"):
            lexBacktickedIdentifier()
        case UInt8(ascii: "\""):
            lexStringLiteral(hashCount: 0)
        case UInt8(ascii: "#"):
            lexPoundStart()
        case UInt8(ascii: "("): punctuation(.leftParen)
        case UInt8(ascii: ")"): punctuation(.rightParen)
        case UInt8(ascii: "{"): punctuation(.leftBrace)
        case UInt8(ascii: "}"): punctuation(.rightBrace)
        case UInt8(ascii: "["): punctuation(.leftSquare)
        case UInt8(ascii: "]"): punctuation(.rightSquare)
        case UInt8(ascii: ","): punctuation(.comma)
        case UInt8(ascii: ";"): punctuation(.semicolon)
        case UInt8(ascii: ":"): punctuation(.colon)
        case UInt8(ascii: "@"): punctuation(.atSign)
        case UInt8(ascii: "\\"): punctuation(.backslash)
        case UInt8(ascii: "?"), UInt8(ascii: "!"):
            if isLeftBound {
                punctuation(first == UInt8(ascii: "?") ? .postfixQuestion : .postfixExclamation)
            } else {
                lexOperator()
            }
        case UInt8(ascii: "/"):
            if regexMayStartHere, lexBareRegexLiteral() { return }
            lexOperator()
        case UInt8(ascii: "."), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
             UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"):
            lexOperator()
        case 0x80...0xFF:
            lexNonASCIIStart()
        default:
            // A control character, `'`, or another byte that starts no Swift token.
            position += 1
            report(.unexpectedCharacter, at: start)
            emit(.unknown, from: start, malformed: true)
        }
    }

    @inline(__always) private mutating func punctuation(_ kind: TokenKind) {
        let start = position
        position += 1
        emit(kind, from: start)
    }

    /// Whether the token about to be lexed directly follows a token that can end an
    /// expression, as Swift decides for postfix `?` and `!`.
    var isLeftBound: Bool {
        guard !pendingFlags.contains(.leadingTrivia), let previousKind else { return false }
        switch previousKind {
        case .leftParen, .leftSquare, .leftBrace, .comma, .semicolon, .colon:
            return false
        default:
            return true
        }
    }

    // MARK: - Identifiers

    @inline(__always) private mutating func lexIdentifierOrKeyword() {
        let start = position
        position += 1
        skipIdentifierContinuation()
        // Whether a skipped word is a keyword is left to `regexMayStartHere`, the only one
        // that asks: most words are skipped, and looking them up is most of what they cost.
        guard openSkippedBrackets == 0 else { return emit(.identifier, from: start) }
        let keyword = keywords.keyword(in: bytes, start: start, length: position - start)
        let kind: TokenKind = keyword?.isReserved == true ? .keyword : .identifier
        emit(kind, from: start, keyword: keyword)
    }

    /// Consumes identifier characters: ASCII letters, digits, `_`, `$` (as in `_$id`), and
    /// non-ASCII scalars that are not operator characters or spaces.
    @inline(__always) mutating func skipIdentifierContinuation() {
        position = Lexer.identifierContinuationEnd(in: bytes, from: position)
    }

    /// The offset just past the identifier characters that start at `start`. A static
    /// function of locals only: a method would make the compiler copy the whole lexer
    /// before the loop, which is most of what a short word costs.
    @inline(__always) private static func identifierContinuationEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        // Most words end within eight bytes, at an ASCII byte: that case is kept small enough
        // to be inlined, the general one is not.
        if start &+ 8 <= bytes.count {
            let others = nonIdentifierBytes(ByteWords.load(bytes, at: start))
            // All eight continue the word: scan on from the next eight.
            guard others != 0 else { return identifierContinuationEndScanning(in: bytes, from: start &+ 8) }
            let index = start &+ ByteWords.firstFlagged(others)
            if bytes[index] < 0x80 { return index }
        }
        return identifierContinuationEndScanning(in: bytes, from: start)
    }

    /// `identifierContinuationEnd` for words longer than eight bytes, non-ASCII ones, and
    /// words near the end of the input.
    @inline(never) private static func identifierContinuationEndScanning(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index &+ 8 <= bytes.count {
            let others = nonIdentifierBytes(ByteWords.load(bytes, at: index))
            guard others != 0 else {
                index &+= 8
                continue
            }
            index &+= ByteWords.firstFlagged(others)
            guard bytes[index] >= 0x80, let length = identifierContinuationScalarLength(in: bytes, at: index) else { return index }
            index += length
        }
        while index < bytes.count {
            let next = bytes[index]
            if next < 0x80 {
                guard isASCIIIdentifierContinuation(next) else { return index }
                index += 1
            } else {
                guard let length = identifierContinuationScalarLength(in: bytes, at: index) else { return index }
                index += length
            }
        }
        return index
    }

    /// The length of the non-ASCII scalar at `index` when it may continue an identifier.
    @inline(never) private static func identifierContinuationScalarLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard let (scalar, length) = decodeScalar(in: bytes, at: index), UnicodeClass.isIdentifierContinuation(scalar) else { return nil }
        return length
    }

    /// The high bit of each byte of `word` (8 bytes of source, the first lowest) that is not
    /// an ASCII letter, digit, `_` or `$`; the others are 0.
    @inline(__always) static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
        let ascii = ~word & ByteWords.highBits
        let low = word & ~ByteWords.highBits
        let folded = low | ByteWords.repeating(0x20)  // `A`...`Z` to `a`...`z`
        let letters = ByteWords.bytes(folded, atLeast: 0x61) & ByteWords.bytes(folded, atMost: 0x7A)
        let digits = ByteWords.bytes(low, atLeast: 0x30) & ByteWords.bytes(low, atMost: 0x39)
        let others = ByteWords.bytes(low, equalTo: 0x5F) | ByteWords.bytes(low, equalTo: 0x24)
        return ~((letters | digits | others) & ascii) & ByteWords.highBits
    }

    /// Whether the ASCII byte `byte` is a letter, a digit, `_` or `$`: one shift and mask of
    /// a 128-bit set, for the byte the lexer tests most often.
    @inline(__always) static func isASCIIIdentifierContinuation(_ byte: UInt8) -> Bool {
        // Bits 36 (`$`) and 48-57 (digits); 65-90 (capitals), 95 (`_`) and 97-122 (small letters).
        let low: UInt64 = 0x03FF_0010_0000_0000
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        return byte < 64 ? (low >> UInt64(byte)) & 1 != 0 : (high >> UInt64(byte &- 64)) & 1 != 0
    }

    private mutating func lexBacktickedIdentifier() {
        let start = position
        var index = position + 1
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "`") where index > start + 1:
                position = index + 1
                pendingFlags.insert(.backticked)
                hasLexedBacktickedIdentifier = true
                emit(.identifier, from: start)
                return
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "`"):
                index = end
            default:
                index += 1
            }
        }
        position = start + 1
        report(.unterminatedBacktick, at: start)
        emit(.unknown, from: start, malformed: true)
    }

    private mutating func lexNonASCIIStart() {
        let start = position
        guard let (scalar, length) = decodeScalar(at: position) else {
            position += 1
            report(.invalidUTF8, at: start)
            emit(.unknown, from: start, malformed: true)
            return
        }
        if UnicodeClass.isOperatorHead(scalar) {
            lexOperator()
        } else if UnicodeClass.isIdentifierHead(scalar) {
            position += length
            skipIdentifierContinuation()
            emit(.identifier, from: start)
        } else {
            position += length
            report(.unexpectedCharacter, at: start)
            emit(.unknown, from: start, malformed: true)
        }
    }

    /// Decodes the UTF-8 scalar at `index`; `nil` for an invalid or truncated sequence.
    func decodeScalar(at index: Int) -> (UInt32, Int)? {
        Lexer.decodeScalar(in: bytes, at: index)
    }

    /// Decodes the UTF-8 scalar at `index` of `bytes`; `nil` for an invalid or truncated sequence.
    static func decodeScalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int)? {
        let end = bytes.count
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= end else { return nil }
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        // Reject overlong forms, surrogates and values past U+10FFFF.
        switch length {
        case 3 where value < 0x800 || (0xD800...0xDFFF).contains(value): return nil
        case 4 where value < 0x10000 || value > 0x10FFFF: return nil
        default: return (value, length)
        }
    }
}

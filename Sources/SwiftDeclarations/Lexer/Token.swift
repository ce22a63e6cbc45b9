/// One lexical token: a kind and a byte range in the source. Its text is read from the
/// source on demand, so lexing allocates nothing per token.
///
/// Comments and whitespace are not tokens; `flags` records whether any came before the
/// token, which is all the parser needs (postfix `?`, statement ends, type text spacing).
public struct Token: Equatable, Sendable {
    public var kind: TokenKind
    /// The keyword this word spells, reserved or contextual; `nil` for other tokens.
    /// Whether a contextual keyword acts as one is for the parser to decide.
    public var keyword: Keyword?
    public var flags: Flags
    /// Byte offset of the first byte of the token.
    public var start: UInt32
    /// Length in bytes.
    public var length: UInt32

    public init(kind: TokenKind, keyword: Keyword? = nil, flags: Flags = [], start: Int, length: Int) {
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
        self.start = UInt32(truncatingIfNeeded: start)
        self.length = UInt32(truncatingIfNeeded: length)
    }

    /// Byte offset of the first byte.
    @inline(__always) public var startOffset: Int { Int(start) }
    /// Byte offset one past the last byte.
    @inline(__always) public var endOffset: Int { Int(start) + Int(length) }
    @inline(__always) public var hasLeadingTrivia: Bool { flags.contains(.leadingTrivia) }
    /// True when a line break separates this token from the previous one.
    @inline(__always) public var isAtStartOfLine: Bool { flags.contains(.leadingNewline) }
    /// True for an identifier written in backticks (`` `default` ``), backticks included.
    @inline(__always) public var isBackticked: Bool { flags.contains(.backticked) }

    public struct Flags: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Whitespace or a comment comes right before the token.
        public static let leadingTrivia = Flags(rawValue: 1 << 0)
        /// A line break comes between this token and the previous one (or the file start).
        public static let leadingNewline = Flags(rawValue: 1 << 1)
        /// The token is malformed (unterminated literal, invalid digit or byte); see the lexer's problems.
        public static let malformed = Flags(rawValue: 1 << 2)
        /// The token is an identifier written in backticks: the parser reads the name inside
        /// them without looking at the bytes of every identifier.
        public static let backticked = Flags(rawValue: 1 << 3)
    }
}

public enum TokenKind: UInt8, Sendable, CaseIterable {
    case endOfFile
    /// A word that is not a reserved keyword (contextual keywords included),
    /// a backticked identifier, or a `$`-identifier.
    case identifier
    /// A reserved word: `struct`, `func`, `let`, `self`, ... (see `Keyword.isReserved`).
    case keyword
    case integerLiteral
    case floatLiteral
    /// A whole string literal of any form, interpolations included.
    case stringLiteral
    /// A regex literal, `/.../` or `#/.../#`.
    case regexLiteral
    /// `#if`, `#selector`, `#warning`, a freestanding macro `#name`, ...
    case poundKeyword
    /// An operator that has no dedicated kind: `+`, `==`, `...`, `<`, `>`, `&&`, ...
    case `operator`
    case leftParen, rightParen
    case leftBrace, rightBrace
    case leftSquare, rightSquare
    case comma, colon, semicolon
    /// `.` written alone.
    case period
    /// `=` written alone.
    case equal
    /// `->`
    case arrow
    case atSign
    /// `#` not followed by a name, a string or a regex.
    case pound
    case backslash
    /// A `?` that directly follows a token (postfix, as in `Int?`).
    case postfixQuestion
    /// A `!` that directly follows a token (postfix, as in `Int!`).
    case postfixExclamation
    /// Bytes that start no token: invalid UTF-8, a stray control character, ...
    case unknown
}

extension TokenKind {
    /// 1 for `(`, `[` and `{`, -1 for `)`, `]` and `}`, 0 for any other kind: the parser and
    /// the lexer count all three kinds of bracket with one counter when they skip a group.
    @inline(__always) var bracketDepthChange: Int {
        switch self {
        case .leftParen, .leftSquare, .leftBrace: 1
        case .rightParen, .rightSquare, .rightBrace: -1
        default: 0
        }
    }
}

/// A problem the lexer found; it never stops lexing, it records the problem and goes on.
public struct LexerProblem: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case unterminatedStringLiteral = "unterminated string literal"
        case unterminatedBlockComment = "unterminated '/*' comment"
        case unterminatedRegexLiteral = "unterminated regex literal"
        case unterminatedBacktick = "unterminated backticked identifier"
        /// A letter or digit that does not belong to a number, as in `1x` or `0b12`.
        case invalidDigit = "invalid digit in number literal"
        case invalidUTF8 = "invalid UTF-8 byte"
        case unexpectedCharacter = "unexpected character"
    }

    public var kind: Kind
    /// Byte offset where the problem starts.
    public var offset: Int

    public init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }
}

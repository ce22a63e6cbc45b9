import Testing
@testable import SwiftDeclarations

/// A token reduced to what a table can state: its kind and its text.
struct Lexeme: Equatable, Sendable, CustomStringConvertible {
    var kind: TokenKind
    var text: String

    init(_ kind: TokenKind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    var description: String { "(.\(kind), \(text.debugDescription))" }
}

/// One row of a lexer table: a source and the tokens it must give, `.endOfFile` left out.
struct LexerCase: Sendable, CustomTestStringConvertible {
    var source: String
    var expected: [Lexeme]

    init(_ source: String, _ expected: [(TokenKind, String)]) {
        self.source = source
        self.expected = expected.map { Lexeme($0.0, $0.1) }
    }

    var testDescription: String { source.debugDescription }
}

/// Lexes `bytes` and checks the invariants every input must keep: tokens in order, inside
/// the input, never overlapping, never empty, and exactly one `.endOfFile`, last, at the end.
@discardableResult
func tokenize(bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> TokenizedSource {
    let result = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }
    expectInvariants(result, byteCount: bytes.count, sourceLocation: sourceLocation)
    return result
}

@discardableResult
func tokenize(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> TokenizedSource {
    tokenize(bytes: Array(source.utf8), sourceLocation: sourceLocation)
}

func expectInvariants(_ result: TokenizedSource, byteCount: Int, sourceLocation: Testing.SourceLocation) {
    let endOfFileCount = result.tokens.count { $0.kind == .endOfFile }
    #expect(endOfFileCount == 1, "exactly one end of file", sourceLocation: sourceLocation)
    if let last = result.tokens.last {
        #expect(last.kind == .endOfFile, sourceLocation: sourceLocation)
        #expect(last.startOffset == byteCount && last.length == 0, sourceLocation: sourceLocation)
    }
    var previousEnd = 0
    for token in result.tokens.dropLast() {
        #expect(token.length > 0, "empty \(token.kind) token at \(token.start)", sourceLocation: sourceLocation)
        #expect(token.startOffset >= previousEnd, "overlapping token at \(token.start)", sourceLocation: sourceLocation)
        #expect(token.endOffset <= byteCount, sourceLocation: sourceLocation)
        previousEnd = token.endOffset
    }
    for problem in result.problems {
        #expect((0..<max(byteCount, 1)).contains(problem.offset), sourceLocation: sourceLocation)
    }
}

/// The tokens of `source` as `(kind, text)` pairs, without the final `.endOfFile`.
func lexemes(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Lexeme] {
    let bytes = Array(source.utf8)
    return tokenize(bytes: bytes, sourceLocation: sourceLocation).tokens.dropLast().map { token in
        Lexeme(token.kind, String(decoding: bytes[token.startOffset..<token.endOffset], as: UTF8.self))
    }
}

/// Checks that `source` lexes to exactly `expected`.
func expectLexemes(
    _ source: String, _ expected: [(TokenKind, String)],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    #expect(lexemes(source, sourceLocation: sourceLocation) == expected.map { Lexeme($0.0, $0.1) },
            sourceLocation: sourceLocation)
}

/// The one token `source` lexes to; records an issue when there is not exactly one.
func singleToken(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Token {
    let tokens = tokenize(source, sourceLocation: sourceLocation).tokens
    try #require(tokens.count == 2, "\(source.debugDescription) gives \(tokens.count - 1) tokens",
                 sourceLocation: sourceLocation)
    return tokens[0]
}

/// Deterministic pseudo-random inputs glued from fragments, by default ones that are hard to
/// lex: quotes, hashes, slashes, brackets, comment openers, line breaks, invalid and multibyte UTF-8.
struct FragmentSoup: Sequence, IteratorProtocol {
    static let fragments: [[UInt8]] = [
        "\"", "\"\"\"", "#", "##", "#\"", "\"#", "\\", "\\(", "\\#(", "(", ")", "{", "}", "[", "]",
        "/", "//", "/*", "*/", "#/", "/#", "\n", "\r", "\r\n", " ", "\t", "`", "'", "$", "@", "?", "!",
        "<", ">", ">>", "->", "=", ".", "...", ",", ":", ";", "0x", "1", "1.5", "e", "_", "a", "struct",
        "class", "var", "let", "func", "init", "#if", "#endif", "import", "é", "≈", "😀", "\u{301}",
    ].map { Array($0.utf8) } + [[0x00], [0xFF], [0xC3], [0xE2, 0x82], [0xEF, 0xBB, 0xBF], [0x80]]

    private var state: UInt64
    private var remaining: Int
    private let length: Int
    private let fragments: [[UInt8]]

    /// `count` inputs of 1 to `length` fragments each.
    init(seed: UInt64, count: Int, length: Int, fragments: [[UInt8]] = FragmentSoup.fragments) {
        state = seed
        remaining = count
        self.length = length
        self.fragments = fragments
    }

    /// SplitMix64: tiny, fast and the same on every platform.
    private mutating func nextRandom() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next() -> [UInt8]? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        var bytes: [UInt8] = []
        for _ in 0..<(Int(nextRandom() % UInt64(length)) + 1) {
            bytes += fragments[Int(nextRandom() % UInt64(fragments.count))]
        }
        return bytes
    }
}

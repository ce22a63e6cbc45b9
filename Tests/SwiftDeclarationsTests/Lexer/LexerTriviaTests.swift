import Testing
@testable import SwiftDeclarations

/// Whitespace, comments, line breaks, file prefixes and bytes that start no token.
@Suite struct LexerTriviaTests {
    /// Each token's flags as a short string: `T` leading trivia, `N` leading newline, `M` malformed.
    func flags(_ source: String) -> [String] {
        tokenize(source).tokens.map { token in
            (token.flags.contains(.leadingTrivia) ? "T" : "")
                + (token.flags.contains(.leadingNewline) ? "N" : "")
                + (token.flags.contains(.malformed) ? "M" : "")
        }
    }

    @Test func firstTokenIsAtStartOfLine() {
        #expect(flags("a") == ["N", ""])
        #expect(flags(" a") == ["TN", ""])
        #expect(tokenize("a").tokens[0].isAtStartOfLine)
        #expect(!tokenize("a").tokens[0].hasLeadingTrivia)
    }

    @Test func spacesAndTabsAreTriviaWithoutNewline() {
        #expect(flags("a b\tc\u{0B}d\u{0C}e") == ["N", "T", "T", "T", "T", ""])
        #expect(flags("a(b)") == ["N", "", "", "", ""])
    }

    static let lineBreaks: [String] = ["a\nb", "a\r\nb", "a\rb", "a\n\n\nb", "a \t\n  b", "a\r\rb"]

    @Test(arguments: lineBreaks)
    func lineBreakFlagsTheNextToken(_ source: String) {
        expectLexemes(source, [(.identifier, "a"), (.identifier, "b")])
        #expect(flags(source) == ["N", "TN", ""])
    }

    @Test func lineBreakRanges() {
        let tokens = tokenize("a\r\nbb\rc\n").tokens
        #expect(tokens.map(\.startOffset) == [0, 3, 6, 8])
        #expect(tokens.last?.isAtStartOfLine == true)
    }

    static let comments: [LexerCase] = [
        LexerCase("a // comment\nb", [(.identifier, "a"), (.identifier, "b")]),
        LexerCase("a // comment\r\nb", [(.identifier, "a"), (.identifier, "b")]),
        LexerCase("a // comment", [(.identifier, "a")]),
        LexerCase("a /* comment */ b", [(.identifier, "a"), (.identifier, "b")]),
        LexerCase("a/**/b", [(.identifier, "a"), (.identifier, "b")]),
        LexerCase("a /* outer /* inner */ still comment */ b", [(.identifier, "a"), (.identifier, "b")]),
        LexerCase("a /* /* */ */ /* x */ b", [(.identifier, "a"), (.identifier, "b")]),
        LexerCase("a /* // */ b", [(.identifier, "a"), (.identifier, "b")]),
        LexerCase("a // /* \nb", [(.identifier, "a"), (.identifier, "b")]),
        LexerCase("/// Doc comment.\nstruct S", [(.keyword, "struct"), (.identifier, "S")]),
        LexerCase("/** Doc\n comment. */ struct S", [(.keyword, "struct"), (.identifier, "S")]),
        LexerCase("a /* \"quote { */ b", [(.identifier, "a"), (.identifier, "b")]),
    ]

    @Test(arguments: comments)
    func commentsAreTrivia(_ row: LexerCase) {
        let result = tokenize(row.source)
        #expect(lexemes(row.source) == row.expected)
        #expect(result.problems.isEmpty)
        // Every token after a comment has the trivia flag.
        #expect(result.tokens.dropLast().filter { $0.startOffset > 0 }.allSatisfy { $0.hasLeadingTrivia })
    }

    @Test func docCommentFlagsTheDeclarationAfterIt() {
        let tokens = tokenize("/// Doc.\nstruct S {}").tokens
        #expect(tokens[0].kind == .keyword && tokens[0].startOffset == 9)
        #expect(tokens[0].hasLeadingTrivia && tokens[0].isAtStartOfLine)
    }

    @Test func blockCommentFlagsANewlineOnlyWhenItHoldsOne() {
        #expect(flags("a /* x */ b") == ["N", "T", ""])
        #expect(flags("a /* x\n */ b") == ["N", "TN", ""])
        #expect(flags("a /* x\r */ b") == ["N", "TN", ""])
        #expect(flags("a/**/b") == ["N", "T", ""])
    }

    @Test func lineBreakInsideALiteralIsNotOneBeforeIt() {
        #expect(flags("x = \"\"\"\n\\(a /* \n */)\n\"\"\" y") == ["N", "T", "T", "T", ""])
        #expect(flags("x = \"\"\"\nab\n\"\"\"\ny") == ["N", "T", "T", "TN", ""])
        #expect(flags("x = #/\na\n/# y") == ["N", "T", "T", "T", ""])
    }

    @Test func unterminatedBlockCommentRunsToTheEndAndIsReported() {
        let result = tokenize("a /* x /* y */ b")
        #expect(result.tokens.map(\.kind) == [.identifier, .endOfFile])
        #expect(result.problems == [LexerProblem(kind: .unterminatedBlockComment, offset: 2)])
    }

    @Test func shebangLineIsSkippedAtTheStartOnly() {
        let result = tokenize("#!/usr/bin/env swift\nlet x")
        #expect(lexemes("#!/usr/bin/env swift\nlet x") == [Lexeme(.keyword, "let"), Lexeme(.identifier, "x")])
        #expect(result.tokens[0].startOffset == 21)
        #expect(result.tokens[0].hasLeadingTrivia && result.tokens[0].isAtStartOfLine)
        #expect(result.problems.isEmpty)
        // Elsewhere `#!` is a `#` and a postfix `!`, as swiftc lexes it.
        expectLexemes("x\n#!y", [(.identifier, "x"), (.pound, "#"), (.postfixExclamation, "!"), (.identifier, "y")])
    }

    @Test func shebangOnlyFileGivesOnlyEndOfFile() {
        #expect(tokenize("#!/bin/swift").tokens.map(\.kind) == [.endOfFile])
    }

    @Test func byteOrderMarkIsSkipped() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("let x".utf8)
        let result = tokenize(bytes: bytes)
        #expect(result.tokens.map(\.kind) == [.keyword, .identifier, .endOfFile])
        #expect(result.tokens[0].startOffset == 3)
        #expect(result.tokens[0].isAtStartOfLine && !result.tokens[0].hasLeadingTrivia)
        #expect(result.problems.isEmpty)
    }

    @Test func byteOrderMarkThenShebang() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#!/bin/swift\nlet".utf8)
        let result = tokenize(bytes: bytes)
        #expect(result.tokens.map(\.kind) == [.keyword, .endOfFile])
        #expect(result.tokens[0].startOffset == 16)
    }

    @Test func byteOrderMarkAloneOrElsewhere() {
        #expect(tokenize(bytes: [0xEF, 0xBB, 0xBF]).tokens.map(\.kind) == [.endOfFile])
        // U+FEFF after the start is no identifier character.
        let result = tokenize("a\u{FEFF}b")
        #expect(result.tokens.map(\.kind) == [.identifier, .unknown, .identifier, .endOfFile])
        #expect(result.problems == [LexerProblem(kind: .unexpectedCharacter, offset: 1)])
    }

    @Test func nulBytesAreWhitespace() {
        let result = tokenize(bytes: Array("a\0b\0".utf8))
        #expect(result.tokens.map(\.kind) == [.identifier, .identifier, .endOfFile])
        #expect(result.tokens.map(\.startOffset) == [0, 2, 4])
        #expect(result.tokens[1].hasLeadingTrivia && !result.tokens[1].isAtStartOfLine)
        #expect(result.problems.isEmpty)
        #expect(tokenize(bytes: [0, 0, 0]).tokens.map(\.kind) == [.endOfFile])
    }

    static let invalidUTF8: [(bytes: [UInt8], problemOffsets: [Int])] = [
        ([0xFF], [0]),
        ([0x61, 0xFF, 0x62], [1]),  // a, invalid, b
        ([0xC3], [0]),  // truncated two-byte sequence
        ([0xC3, 0x20, 0x61], [0]),  // lead byte followed by a space
        ([0xE2, 0x82], [0, 1]),  // truncated three-byte sequence: two stray bytes
        ([0x80, 0xBF], [0, 1]),  // lone continuation bytes
        ([0xC0, 0xAF], [0, 1]),  // overlong `/`
        ([0xED, 0xA0, 0x80], [0, 1, 2]),  // encoded surrogate U+D800
        ([0xF4, 0x90, 0x80, 0x80], [0, 1, 2, 3]),  // past U+10FFFF
    ]

    @Test(arguments: invalidUTF8)
    func invalidUTF8BecomesUnknownTokensAndProblems(_ bytes: [UInt8], problemOffsets: [Int]) {
        let result = tokenize(bytes: bytes)
        #expect(result.problems.map(\.offset) == problemOffsets)
        #expect(result.problems.allSatisfy { $0.kind == .invalidUTF8 })
        let unknown = result.tokens.filter { $0.kind == .unknown }
        #expect(unknown.map(\.startOffset) == problemOffsets)
        #expect(unknown.allSatisfy { $0.length == 1 && $0.flags.contains(.malformed) })
    }

    @Test func invalidUTF8InsideTokensIsOnlyAProblemOutsideLiterals() {
        // Inside a string or a comment any byte is fine.
        let bytes: [UInt8] = [0x22, 0xFF, 0x22, 0x20, 0x2F, 0x2F, 0xFE]  // "\xFF" //\xFE
        let result = tokenize(bytes: bytes)
        #expect(result.tokens.map(\.kind) == [.stringLiteral, .endOfFile])
        #expect(result.problems.isEmpty)
        // An identifier stops before an invalid byte.
        let split = tokenize(bytes: [0x61, 0x62, 0xFF, 0x63])
        #expect(split.tokens.map(\.kind) == [.identifier, .unknown, .identifier, .endOfFile])
        #expect(split.tokens.map(\.length) == [2, 1, 1, 0])
    }

    static let unexpectedCharacters: [(source: String, offset: Int)] = [
        ("'a'", 0),  // no character literals in Swift
        ("a\u{01}b", 1),  // control character
        ("a\u{7F}", 1),  // DEL
        ("\u{301}x", 0),  // a combining mark starts nothing
        ("a\u{A0}b", 1),  // no-break space
        ("a\u{200B}b", 1),  // zero width space
    ]

    @Test(arguments: unexpectedCharacters)
    func unexpectedCharacterIsUnknownAndReported(_ source: String, offset: Int) throws {
        let result = tokenize(source)
        let unknown = try #require(result.tokens.first { $0.kind == .unknown })
        #expect(unknown.startOffset == offset)
        #expect(unknown.flags.contains(.malformed))
        #expect(result.problems.first == LexerProblem(kind: .unexpectedCharacter, offset: offset))
    }

    @Test func unterminatedBacktickIsUnknownAndReported() {
        expectLexemes("`abc\nx", [(.unknown, "`"), (.identifier, "abc"), (.identifier, "x")])
        #expect(tokenize("`abc\nx").problems == [LexerProblem(kind: .unterminatedBacktick, offset: 0)])
        expectLexemes("``", [(.unknown, "`"), (.unknown, "`")])
        expectLexemes("a `", [(.identifier, "a"), (.unknown, "`")])
    }
}

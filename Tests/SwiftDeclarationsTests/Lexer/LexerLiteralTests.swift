import Testing
@testable import SwiftDeclarations

/// Number, string and regex literals.
@Suite struct LexerLiteralTests {
    static let numbers: [LexerCase] = [
        LexerCase("0", [(.integerLiteral, "0")]),
        LexerCase("42", [(.integerLiteral, "42")]),
        LexerCase("1_000", [(.integerLiteral, "1_000")]),
        LexerCase("1_000_", [(.integerLiteral, "1_000_")]),
        LexerCase("0xFF", [(.integerLiteral, "0xFF")]),
        LexerCase("0xdead_BEEF", [(.integerLiteral, "0xdead_BEEF")]),
        LexerCase("0o17", [(.integerLiteral, "0o17")]),
        LexerCase("0b1010", [(.integerLiteral, "0b1010")]),
        LexerCase("1.5", [(.floatLiteral, "1.5")]),
        LexerCase("1.5e-3", [(.floatLiteral, "1.5e-3")]),
        LexerCase("1e10", [(.floatLiteral, "1e10")]),
        LexerCase("1E+5", [(.floatLiteral, "1E+5")]),
        LexerCase("1_0.0_1e1_0", [(.floatLiteral, "1_0.0_1e1_0")]),
        LexerCase("0x1.8p3", [(.floatLiteral, "0x1.8p3")]),
        LexerCase("0x1p-2", [(.floatLiteral, "0x1p-2")]),
        LexerCase("0xA.Fp+4", [(.floatLiteral, "0xA.Fp+4")]),
        LexerCase("-1", [(.operator, "-"), (.integerLiteral, "1")]),
        // Ranges and members: a `.` not followed by a digit ends the number.
        LexerCase("1...5", [(.integerLiteral, "1"), (.operator, "..."), (.integerLiteral, "5")]),
        LexerCase("0..<n", [(.integerLiteral, "0"), (.operator, "..<"), (.identifier, "n")]),
        LexerCase("1.foo", [(.integerLiteral, "1"), (.period, "."), (.identifier, "foo")]),
        LexerCase("1.e5", [(.integerLiteral, "1"), (.period, "."), (.identifier, "e5")]),
        LexerCase("1.5.rounded", [(.floatLiteral, "1.5"), (.period, "."), (.identifier, "rounded")]),
        // Tuple access: after a `.` a number takes no fraction.
        LexerCase("t.0.1", [
            (.identifier, "t"), (.period, "."), (.integerLiteral, "0"), (.period, "."), (.integerLiteral, "1"),
        ]),
        LexerCase("a...0.5", [(.identifier, "a"), (.operator, "..."), (.floatLiteral, "0.5")]),
        // swiftc reads a hex number followed by `.` and a letter as a member access.
        LexerCase("0xFF.description", [(.integerLiteral, "0xFF"), (.period, "."), (.identifier, "description")]),
        LexerCase("0xA.e5", [(.integerLiteral, "0xA"), (.period, "."), (.identifier, "e5")]),
        LexerCase("0b11.bitWidth", [(.integerLiteral, "0b11"), (.period, "."), (.identifier, "bitWidth")]),
    ]

    @Test(arguments: numbers)
    func number(_ row: LexerCase) {
        let result = tokenize(row.source)
        #expect(lexemes(row.source) == row.expected)
        #expect(!result.tokens.contains { $0.flags.contains(.malformed) })
    }

    /// Letters glued to a number, digits outside the radix, or an uppercase radix prefix:
    /// one flagged token, and the first character that does not belong is reported.
    @Test(arguments: [
        ("1x", 1), ("12abc", 2), ("0b102", 4), ("0o78", 3), ("0xG", 2), ("1e", 1), ("0XFF", 1), ("0B1", 1),
        ("0O7", 1), ("1.5f", 3), ("7é", 1), ("1\u{301}", 1),
    ])
    func malformedNumberIsOneFlaggedToken(_ source: String, invalidOffset: Int) throws {
        let result = tokenize(source)
        let token = try singleToken(source)
        #expect(token.kind == .integerLiteral || token.kind == .floatLiteral)
        #expect(token.flags.contains(.malformed))
        #expect(token.endOffset == source.utf8.count)
        #expect(result.problems == [LexerProblem(kind: .invalidDigit, offset: invalidOffset)])
    }

    static let strings: [LexerCase] = [
        LexerCase(#""""#, [(.stringLiteral, #""""#)]),
        LexerCase(#""abc" x"#, [(.stringLiteral, #""abc""#), (.identifier, "x")]),
        LexerCase(#""a\"b" x"#, [(.stringLiteral, #""a\"b""#), (.identifier, "x")]),
        LexerCase(#""a\\" x"#, [(.stringLiteral, #""a\\""#), (.identifier, "x")]),
        LexerCase(#""\0\t\n\u{1F600}" x"#, [(.stringLiteral, #""\0\t\n\u{1F600}""#), (.identifier, "x")]),
        LexerCase(#""é😀" x"#, [(.stringLiteral, #""é😀""#), (.identifier, "x")]),
        LexerCase(#""{ } ( // /*" x"#, [(.stringLiteral, #""{ } ( // /*""#), (.identifier, "x")]),
        // Interpolation, nested literals, closures holding `}` and `"`.
        LexerCase(#""x\(y)z" w"#, [(.stringLiteral, #""x\(y)z""#), (.identifier, "w")]),
        LexerCase(#""\(f(a, (b)))" w"#, [(.stringLiteral, #""\(f(a, (b)))""#), (.identifier, "w")]),
        LexerCase(#""a\("b\("c")")" w"#, [(.stringLiteral, #""a\("b\("c")")""#), (.identifier, "w")]),
        LexerCase(#""\(x ? ")" : "(")" w"#, [(.stringLiteral, #""\(x ? ")" : "(")""#), (.identifier, "w")]),
        LexerCase(#""\({ "}" }())" w"#, [(.stringLiteral, #""\({ "}" }())""#), (.identifier, "w")]),
        LexerCase(#""\(items.map { "\($0)\"" }.joined())" w"#, [
            (.stringLiteral, #""\(items.map { "\($0)\"" }.joined())""#), (.identifier, "w"),
        ]),
        LexerCase(##""\(#"("#)" w"##, [(.stringLiteral, ##""\(#"("#)""##), (.identifier, "w")]),
        LexerCase(#""\(/* ) " */ x)" w"#, [(.stringLiteral, #""\(/* ) " */ x)""#), (.identifier, "w")]),
        // Raw strings: `"` and `"#` inside, escapes need the hashes.
        LexerCase(##"#"a"b"# x"##, [(.stringLiteral, ##"#"a"b"#"##), (.identifier, "x")]),
        LexerCase(###"##"a"#b"## x"###, [(.stringLiteral, ###"##"a"#b"##"###), (.identifier, "x")]),
        LexerCase(##"#"\"# x"##, [(.stringLiteral, ##"#"\"#"##), (.identifier, "x")]),
        LexerCase(##"#"a\#"b"# x"##, [(.stringLiteral, ##"#"a\#"b"#"##), (.identifier, "x")]),
        LexerCase(##"#"\(x"# y"##, [(.stringLiteral, ##"#"\(x"#"##), (.identifier, "y")]),
        LexerCase(##"#"a\#(b)c"# x"##, [(.stringLiteral, ##"#"a\#(b)c"#"##), (.identifier, "x")]),
        LexerCase(##"#"\#("x")"# y"##, [(.stringLiteral, ##"#"\#("x")"#"##), (.identifier, "y")]),
        LexerCase(###"##"\#(x"## y"###, [(.stringLiteral, ###"##"\#(x"##"###), (.identifier, "y")]),
        // A raw `"""` that closes on its own line is a one-line string holding quotes.
        LexerCase(##"#"""# x"##, [(.stringLiteral, ##"#"""#"##), (.identifier, "x")]),
        LexerCase(###"##"""a"#b"## x"###, [(.stringLiteral, ###"##"""a"#b"##"###), (.identifier, "x")]),
        // Multi-line strings.
        LexerCase("\"\"\"\nabc\n\"\"\" x", [(.stringLiteral, "\"\"\"\nabc\n\"\"\""), (.identifier, "x")]),
        LexerCase("\"\"\"\n\"quoted\" \"\" \\\"\"\"\n\"\"\" x", [
            (.stringLiteral, "\"\"\"\n\"quoted\" \"\" \\\"\"\"\n\"\"\""), (.identifier, "x"),
        ]),
        LexerCase("\"\"\"\n  \\(a\n  + b)\n  \"\"\" x", [
            (.stringLiteral, "\"\"\"\n  \\(a\n  + b)\n  \"\"\""), (.identifier, "x"),
        ]),
        LexerCase("\"\"\"\nline \\\ncontinued\n\"\"\" x", [
            (.stringLiteral, "\"\"\"\nline \\\ncontinued\n\"\"\""), (.identifier, "x"),
        ]),
        LexerCase("#\"\"\"\n\"\"\" inside\n\"\"\"# x", [(.stringLiteral, "#\"\"\"\n\"\"\" inside\n\"\"\"#"), (.identifier, "x")]),
        LexerCase("\"\\(\"\"\"\n{\n\"\"\")\" x", [(.stringLiteral, "\"\\(\"\"\"\n{\n\"\"\")\""), (.identifier, "x")]),
    ]

    @Test(arguments: strings)
    func string(_ row: LexerCase) {
        let result = tokenize(row.source)
        #expect(lexemes(row.source) == row.expected)
        #expect(result.problems.isEmpty)
        #expect(!result.tokens.contains { $0.flags.contains(.malformed) })
    }

    static let unterminatedStrings: [LexerCase] = [
        LexerCase(#""abc"#, [(.stringLiteral, #""abc"#)]),
        LexerCase(#"""#, [(.stringLiteral, #"""#)]),
        LexerCase(#""abc\"#, [(.stringLiteral, #""abc\"#)]),
        // A single-line string ends at a line break; the next line lexes as code.
        LexerCase("\"abc\nlet x", [(.stringLiteral, "\"abc"), (.keyword, "let"), (.identifier, "x")]),
        LexerCase("\"abc\r\nx", [(.stringLiteral, "\"abc"), (.identifier, "x")]),
        LexerCase("\"a\\\nb", [(.stringLiteral, "\"a\\"), (.identifier, "b")]),
        LexerCase("\"\\(a\nb", [(.stringLiteral, "\"\\(a"), (.identifier, "b")]),
        LexerCase("\"\\(a // )\"\nb", [(.stringLiteral, "\"\\(a // )\""), (.identifier, "b")]),
        // A comment holding a line break ends a single-line literal where it starts.
        LexerCase("\"\\(a /*\n*/)", [(.stringLiteral, "\"\\(a "), (.rightParen, ")")]),
        LexerCase(##"#"abc""##, [(.stringLiteral, ##"#"abc""##)]),
        LexerCase(##"#"abc"\#n"##, [(.stringLiteral, ##"#"abc"\#n"##)]),
        LexerCase("\"\"\"\nabc", [(.stringLiteral, "\"\"\"\nabc")]),
        LexerCase("\"\"\"\nabc\"\"", [(.stringLiteral, "\"\"\"\nabc\"\"")]),
        LexerCase("\"\\(\"", [(.stringLiteral, "\"\\(\"")]),
    ]

    @Test(arguments: unterminatedStrings)
    func unterminatedStringIsFlaggedAndReported(_ row: LexerCase) throws {
        let result = tokenize(row.source)
        #expect(lexemes(row.source) == row.expected)
        let string = try #require(result.tokens.first)
        #expect(string.flags.contains(.malformed))
        #expect(result.problems.first == LexerProblem(kind: .unterminatedStringLiteral, offset: 0))
        #expect(result.tokens.dropFirst().allSatisfy { !$0.flags.contains(.malformed) })
    }

    /// The text of a literal is scanned eight bytes at a time: a quote, a backslash or a line
    /// break must end the scan wherever it falls in a word, and near the end of the input.
    @Test func stringTextEndsAtEveryPositionOfAWord() {
        for length in 0..<20 {
            let text = String(repeating: "a", count: length)
            for tail in ["", " x", String(repeating: " ", count: 12)] {
                #expect(lexemes("\"\(text)\"\(tail)").first == Lexeme(.stringLiteral, "\"\(text)\""))
                #expect(lexemes("\"\(text)\\\"b\"\(tail)").first == Lexeme(.stringLiteral, "\"\(text)\\\"b\""))
                #expect(lexemes("\"\(text)\\(x)\"\(tail)").first == Lexeme(.stringLiteral, "\"\(text)\\(x)\""))
                let unterminated = tokenize("\"\(text)\nlet\(tail)")
                #expect(unterminated.tokens.first?.length == UInt32(length + 1))
                #expect(unterminated.problems.map(\.kind) == [.unterminatedStringLiteral])
            }
        }
    }

    @Test func unterminatedStringReportsWhereItStarts() {
        let result = tokenize("let s = \"abc\nlet t = 1")
        #expect(result.problems == [LexerProblem(kind: .unterminatedStringLiteral, offset: 8)])
        #expect(LexerProblem.Kind.unterminatedStringLiteral.rawValue == "unterminated string literal")
    }

    static let regexes: [LexerCase] = [
        LexerCase("let r = /a+b/", [(.keyword, "let"), (.identifier, "r"), (.equal, "="), (.regexLiteral, "/a+b/")]),
        LexerCase("f(/x/)", [(.identifier, "f"), (.leftParen, "("), (.regexLiteral, "/x/"), (.rightParen, ")")]),
        LexerCase("[/a/, /b/]", [
            (.leftSquare, "["), (.regexLiteral, "/a/"), (.comma, ","), (.regexLiteral, "/b/"), (.rightSquare, "]"),
        ]),
        LexerCase("return /x/", [(.keyword, "return"), (.regexLiteral, "/x/")]),
        LexerCase("a ?? /x/", [(.identifier, "a"), (.operator, "??"), (.regexLiteral, "/x/")]),
        LexerCase(#"x = /a\/b{/ y"#, [(.identifier, "x"), (.equal, "="), (.regexLiteral, #"/a\/b{/"#), (.identifier, "y")]),
        LexerCase(#"x = /"/"#, [(.identifier, "x"), (.equal, "="), (.regexLiteral, #"/"/"#)]),
        LexerCase("x = #/a/b/#", [(.identifier, "x"), (.equal, "="), (.regexLiteral, "#/a/b/#")]),
        LexerCase("x = ##/a/#b/## y", [(.identifier, "x"), (.equal, "="), (.regexLiteral, "##/a/#b/##"), (.identifier, "y")]),
        LexerCase("a / #/ } /#", [(.identifier, "a"), (.operator, "/"), (.regexLiteral, "#/ } /#")]),
        LexerCase("#/\n  a { \n/# x", [(.regexLiteral, "#/\n  a { \n/#"), (.identifier, "x")]),
        // Division: a regex starts only where an expression can.
        LexerCase("a / b / c", [
            (.identifier, "a"), (.operator, "/"), (.identifier, "b"), (.operator, "/"), (.identifier, "c"),
        ]),
        LexerCase("a/b/c", [
            (.identifier, "a"), (.operator, "/"), (.identifier, "b"), (.operator, "/"), (.identifier, "c"),
        ]),
        LexerCase("f(x) / 2 / y", [
            (.identifier, "f"), (.leftParen, "("), (.identifier, "x"), (.rightParen, ")"), (.operator, "/"),
            (.integerLiteral, "2"), (.operator, "/"), (.identifier, "y"),
        ]),
        LexerCase("a! / b / c", [
            (.identifier, "a"), (.postfixExclamation, "!"), (.operator, "/"), (.identifier, "b"),
            (.operator, "/"), (.identifier, "c"),
        ]),
        LexerCase("self / 2 / x", [
            (.keyword, "self"), (.operator, "/"), (.integerLiteral, "2"), (.operator, "/"), (.identifier, "x"),
        ]),
        LexerCase("x /= 2 / y", [
            (.identifier, "x"), (.operator, "/="), (.integerLiteral, "2"), (.operator, "/"), (.identifier, "y"),
        ]),
        // Not a regex: starts with a space, closes a parenthesis it did not open, or no closing `/`.
        LexerCase("x = / a/", [(.identifier, "x"), (.equal, "="), (.operator, "/"), (.identifier, "a"), (.operator, "/")]),
        LexerCase("foo(a, /, b) / c", [
            (.identifier, "foo"), (.leftParen, "("), (.identifier, "a"), (.comma, ","), (.operator, "/"),
            (.comma, ","), (.identifier, "b"), (.rightParen, ")"), (.operator, "/"), (.identifier, "c"),
        ]),
        LexerCase("x = /a\n/", [(.identifier, "x"), (.equal, "="), (.operator, "/"), (.identifier, "a"), (.operator, "/")]),
        // An escape does not take the line break with it.
        LexerCase("x = /a\\\nb/", [
            (.identifier, "x"), (.equal, "="), (.operator, "/"), (.identifier, "a"), (.backslash, "\\"),
            (.identifier, "b"), (.operator, "/"),
        ]),
        // Closing hashes beyond the opening count belong to the literal, as in swift-syntax.
        LexerCase("x = #/a/## y", [(.identifier, "x"), (.equal, "="), (.regexLiteral, "#/a/##"), (.identifier, "y")]),
        // Spaces after `#/` still make a multi-line literal.
        LexerCase("#/  \n a\n/# x", [(.regexLiteral, "#/  \n a\n/#"), (.identifier, "x")]),
        // An operator's name follows `func` and `operator`.
        LexerCase("func /(a: A, b: A) -> A { a / b }", [
            (.keyword, "func"), (.operator, "/"), (.leftParen, "("), (.identifier, "a"), (.colon, ":"),
            (.identifier, "A"), (.comma, ","), (.identifier, "b"), (.colon, ":"), (.identifier, "A"),
            (.rightParen, ")"), (.arrow, "->"), (.identifier, "A"), (.leftBrace, "{"), (.identifier, "a"),
            (.operator, "/"), (.identifier, "b"), (.rightBrace, "}"),
        ]),
        LexerCase("infix operator /+/", [(.identifier, "infix"), (.keyword, "operator"), (.operator, "/+/")]),
    ]

    @Test(arguments: regexes)
    func regex(_ row: LexerCase) {
        #expect(lexemes(row.source) == row.expected)
        #expect(tokenize(row.source).problems.isEmpty)
    }

    @Test func unterminatedMultilineExtendedRegexIsFlaggedAndReported() {
        let result = tokenize("x = #/\nabc {")
        #expect(lexemes("x = #/\nabc {") == [Lexeme(.identifier, "x"), Lexeme(.equal, "="), Lexeme(.regexLiteral, "#/\nabc {")])
        #expect(result.tokens[2].flags.contains(.malformed))
        #expect(result.problems == [LexerProblem(kind: .unterminatedRegexLiteral, offset: 4)])
    }

    /// `#/` always opens a regex, as in swift-syntax; unclosed on its line, it ends there,
    /// so an opener never scans past its own line.
    @Test(arguments: [
        ("x = #/a", [Lexeme(.identifier, "x"), Lexeme(.equal, "="), Lexeme(.regexLiteral, "#/a")], 4),
        ("#/a\\\nstruct S", [Lexeme(.regexLiteral, "#/a\\"), Lexeme(.keyword, "struct"), Lexeme(.identifier, "S")], 0),
        ("##/a/#\n", [Lexeme(.regexLiteral, "##/a/#")], 0),
    ])
    func unterminatedSingleLineExtendedRegexEndsAtItsLine(source: String, expected: [Lexeme], offset: Int) {
        let result = tokenize(source)
        #expect(lexemes(source) == expected)
        #expect(result.tokens.filter { $0.kind == .regexLiteral }.allSatisfy { $0.flags.contains(.malformed) })
        #expect(result.problems == [LexerProblem(kind: .unterminatedRegexLiteral, offset: offset)])
    }

    @Test func literalRanges() {
        let tokens = tokenize(##"f("é", #"x"#, /r/)"##).tokens
        let ranges = tokens.map { [$0.startOffset, Int($0.length)] }
        #expect(tokens.map(\.kind) == [
            .identifier, .leftParen, .stringLiteral, .comma, .stringLiteral, .comma, .regexLiteral, .rightParen,
            .endOfFile,
        ])
        #expect(ranges == [[0, 1], [1, 1], [2, 4], [6, 1], [8, 5], [13, 1], [15, 3], [18, 1], [19, 0]])
    }
}

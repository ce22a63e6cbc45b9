import Testing
@testable import SwiftDeclarations

/// Identifiers, keywords, operators and punctuation.
@Suite struct LexerTokenKindTests {
    static let identifiers: [LexerCase] = [
        LexerCase("name", [(.identifier, "name")]),
        LexerCase("_private x1 X_2", [(.identifier, "_private"), (.identifier, "x1"), (.identifier, "X_2")]),
        LexerCase("café", [(.identifier, "café")]),
        LexerCase("ñandú", [(.identifier, "ñandú")]),
        LexerCase("名前", [(.identifier, "名前")]),
        LexerCase("😀 x😀y", [(.identifier, "😀"), (.identifier, "x😀y")]),
        // Joiners, skin tones and variation selectors continue an emoji identifier.
        LexerCase("👨‍👩‍👧 👍🏽", [(.identifier, "👨‍👩‍👧"), (.identifier, "👍🏽")]),
        // U+2764 (heavy black heart) is an operator character, as swiftc has it.
        LexerCase("❤️", [(.operator, "❤️")]),
        // A combining mark continues an identifier (`e` + U+0301).
        LexerCase("e\u{301}t\u{301}e\u{301}", [(.identifier, "e\u{301}t\u{301}e\u{301}")]),
        LexerCase("`class`", [(.identifier, "`class`")]),
        LexerCase("`name`.`self`", [(.identifier, "`name`"), (.period, "."), (.identifier, "`self`")]),
        // SE-0451 raw identifiers may hold spaces and operator characters.
        LexerCase("`with space` `a+b`", [(.identifier, "`with space`"), (.identifier, "`a+b`")]),
        LexerCase("$0 $1.x", [(.identifier, "$0"), (.identifier, "$1"), (.period, "."), (.identifier, "x")]),
        LexerCase("$name $_x", [(.identifier, "$name"), (.identifier, "$_x")]),
        LexerCase("a.b.c", [
            (.identifier, "a"), (.period, "."), (.identifier, "b"), (.period, "."), (.identifier, "c"),
        ]),
    ]

    @Test(arguments: identifiers)
    func identifier(_ row: LexerCase) {
        #expect(lexemes(row.source) == row.expected)
    }

    /// Words are scanned eight bytes at a time (`Lexer.nonIdentifierBytes`): every byte, in
    /// every position of a word, must be classified as the one-byte test does.
    @Test func identifierBytesAreFoundEightAtATimeAsOneAtATime() {
        for filler in [UInt8(ascii: "a"), UInt8(ascii: " ")] {
            for byte in UInt8.min...UInt8.max {
                for position in 0..<8 {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[position] = byte
                    let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    let found = Lexer.nonIdentifierBytes(UInt64(littleEndian: word))
                    for (index, current) in bytes.enumerated() {
                        let isIdentifierByte = current < 0x80 && Lexer.isASCIIIdentifierContinuation(current)
                        let flagged = (found >> UInt64(index * 8 + 7)) & 1 == 1
                        #expect(flagged == !isIdentifierByte, "byte \(current) at \(index)")
                    }
                    #expect(found & ~0x8080_8080_8080_8080 == 0, "only high bits are set")
                }
            }
        }
    }

    /// A word that ends within eight bytes at an ASCII byte is found in one step; longer
    /// words, words with non-ASCII letters and words near the end of the input take others.
    @Test func wordsOfEveryLengthEndWhereTheyEnd() {
        for length in 1...20 {
            for letter in ["a", "é"] {
                let word = "x" + String(repeating: letter, count: length - 1)
                for tail in ["", "(", " + y", "." + String(repeating: " ", count: 16)] {
                    #expect(lexemes(word + tail).first == Lexeme(.identifier, word), "\((word + tail).debugDescription)")
                }
            }
        }
    }

    @Test func backtickedIdentifiersCarryNoKeyword() throws {
        let token = try singleToken("`class`")
        #expect(token.kind == .identifier)
        #expect(token.keyword == nil)
    }

    @Test func dollarIdentifiersCarryNoKeyword() throws {
        #expect(try singleToken("$self").keyword == nil)
        #expect(try singleToken("$0").kind == .identifier)
    }

    static let reservedWords: [Keyword] = Keyword.allCases.filter(\.isReserved)
    static let contextualWords: [Keyword] = Keyword.allCases.filter { !$0.isReserved }

    @Test(arguments: reservedWords)
    func reservedKeywordLexesAsKeyword(_ keyword: Keyword) throws {
        let token = try singleToken(keyword.text)
        #expect(token.kind == .keyword)
        #expect(token.keyword == keyword)
    }

    /// A word is read for the keyword table sixteen bytes at a time when that many follow it,
    /// else byte by byte: both must find every keyword, and only whole words.
    @Test(arguments: Keyword.allCases)
    func keywordIsFoundWhateverFollowsIt(_ keyword: Keyword) {
        let padding = String(repeating: " ", count: 20)
        for source in [keyword.text, keyword.text + padding, padding + keyword.text + padding, keyword.text + "(" + padding] {
            #expect(tokenize(source).tokens.first?.keyword == keyword, "\(source.debugDescription)")
        }
        for longer in [keyword.text + "x", keyword.text + "x" + padding, keyword.text + "_" + keyword.text + padding, "x" + keyword.text] {
            #expect(tokenize(longer).tokens.first?.keyword == nil, "\(longer.debugDescription)")
        }
    }

    @Test(arguments: contextualWords)
    func contextualKeywordLexesAsIdentifierCarryingIt(_ keyword: Keyword) throws {
        let token = try singleToken(keyword.text)
        #expect(token.kind == .identifier)
        #expect(token.keyword == keyword)
    }

    @Test func keywordsAreSplitByTheLanguageNotByCase() {
        #expect(Keyword.struct.isReserved && Keyword.wildcard.isReserved && Keyword.Any.isReserved)
        #expect(!Keyword.actor.isReserved && !Keyword.get.isReserved && !Keyword.some.isReserved)
        #expect(Keyword.wildcard.text == "_")
        #expect(Keyword.__consuming.text == "__consuming")
    }

    static let wordsThatAreNotKeywords: [String] = [
        "structs", "Struct", "classy", "_class", "self_", "Self2", "__", "getter", "varName", "letter", "ïnit",
    ]

    @Test(arguments: wordsThatAreNotKeywords)
    func wordThatOnlyResemblesAKeyword(_ word: String) throws {
        let token = try singleToken(word)
        #expect(token.kind == .identifier)
        #expect(token.keyword == nil)
    }

    @Test func keywordsInContext() {
        expectLexemes("public actor A { nonisolated func get() async }", [
            (.keyword, "public"), (.identifier, "actor"), (.identifier, "A"), (.leftBrace, "{"),
            (.identifier, "nonisolated"), (.keyword, "func"), (.identifier, "get"), (.leftParen, "("),
            (.rightParen, ")"), (.identifier, "async"), (.rightBrace, "}"),
        ])
        let tokens = tokenize("let _ = self").tokens
        #expect(tokens.map(\.keyword) == [.let, .wildcard, nil, .self, nil])
    }

    static let operators: [LexerCase] = [
        LexerCase("a + b", [(.identifier, "a"), (.operator, "+"), (.identifier, "b")]),
        LexerCase("a+b", [(.identifier, "a"), (.operator, "+"), (.identifier, "b")]),
        LexerCase("a == b", [(.identifier, "a"), (.operator, "=="), (.identifier, "b")]),
        LexerCase("a != b", [(.identifier, "a"), (.operator, "!="), (.identifier, "b")]),
        LexerCase("a === b", [(.identifier, "a"), (.operator, "==="), (.identifier, "b")]),
        LexerCase("a && b || !c", [
            (.identifier, "a"), (.operator, "&&"), (.identifier, "b"), (.operator, "||"), (.operator, "!"),
            (.identifier, "c"),
        ]),
        LexerCase("a ... b", [(.identifier, "a"), (.operator, "..."), (.identifier, "b")]),
        LexerCase("a..<b", [(.identifier, "a"), (.operator, "..<"), (.identifier, "b")]),
        LexerCase("a...", [(.identifier, "a"), (.operator, "...")]),
        // `.` continues an operator only when the operator starts with `.`.
        LexerCase("a+.b", [(.identifier, "a"), (.operator, "+"), (.period, "."), (.identifier, "b")]),
        LexerCase(".+. x", [(.operator, ".+."), (.identifier, "x")]),
        LexerCase("x -> y", [(.identifier, "x"), (.arrow, "->"), (.identifier, "y")]),
        LexerCase("()->()", [(.leftParen, "("), (.rightParen, ")"), (.arrow, "->"), (.leftParen, "("), (.rightParen, ")")]),
        LexerCase("a --> b", [(.identifier, "a"), (.operator, "-->"), (.identifier, "b")]),
        LexerCase("x = 1", [(.identifier, "x"), (.equal, "="), (.integerLiteral, "1")]),
        LexerCase("x += 1", [(.identifier, "x"), (.operator, "+="), (.integerLiteral, "1")]),
        LexerCase("a . b", [(.identifier, "a"), (.period, "."), (.identifier, "b")]),
        LexerCase(".member", [(.period, "."), (.identifier, "member")]),
        LexerCase("P & Q", [(.identifier, "P"), (.operator, "&"), (.identifier, "Q")]),
        LexerCase("~Copyable", [(.operator, "~"), (.identifier, "Copyable")]),
        LexerCase("a <*> b", [(.identifier, "a"), (.operator, "<*>"), (.identifier, "b")]),
        LexerCase("x >>= 2", [(.identifier, "x"), (.operator, ">>="), (.integerLiteral, "2")]),
        LexerCase("a ?? b", [(.identifier, "a"), (.operator, "??"), (.identifier, "b")]),
        // Unicode operators: U+2248, U+2218 and U+00D7 are operator heads; U+0301 continues one.
        LexerCase("a ≈ b", [(.identifier, "a"), (.operator, "≈"), (.identifier, "b")]),
        LexerCase("f ∘ g", [(.identifier, "f"), (.operator, "∘"), (.identifier, "g")]),
        LexerCase("a×b", [(.identifier, "a"), (.operator, "×"), (.identifier, "b")]),
        LexerCase("a +\u{301} b", [(.identifier, "a"), (.operator, "+\u{301}"), (.identifier, "b")]),
        LexerCase("a ≈≈= b", [(.identifier, "a"), (.operator, "≈≈="), (.identifier, "b")]),
        // `//` or `/*` inside an operator run starts a comment.
        LexerCase("a +// c\nb", [(.identifier, "a"), (.operator, "+"), (.identifier, "b")]),
        LexerCase("a +/* c */b", [(.identifier, "a"), (.operator, "+"), (.identifier, "b")]),
        LexerCase("a ==/* c */ b", [(.identifier, "a"), (.operator, "=="), (.identifier, "b")]),
        LexerCase("a ≈// c", [(.identifier, "a"), (.operator, "≈")]),
        LexerCase("x = -//c\n1", [(.identifier, "x"), (.equal, "="), (.operator, "-"), (.integerLiteral, "1")]),
        LexerCase("a /// doc\nb", [(.identifier, "a"), (.identifier, "b")]),
    ]

    @Test(arguments: operators)
    func `operator`(_ row: LexerCase) {
        #expect(lexemes(row.source) == row.expected)
    }

    static let postfixAndInfix: [LexerCase] = [
        LexerCase("Int?", [(.identifier, "Int"), (.postfixQuestion, "?")]),
        LexerCase("Int!", [(.identifier, "Int"), (.postfixExclamation, "!")]),
        LexerCase("Int??", [(.identifier, "Int"), (.postfixQuestion, "?"), (.postfixQuestion, "?")]),
        LexerCase("[Int]? (Int)! f()?", [
            (.leftSquare, "["), (.identifier, "Int"), (.rightSquare, "]"), (.postfixQuestion, "?"),
            (.leftParen, "("), (.identifier, "Int"), (.rightParen, ")"), (.postfixExclamation, "!"),
            (.identifier, "f"), (.leftParen, "("), (.rightParen, ")"), (.postfixQuestion, "?"),
        ]),
        LexerCase("a?.b", [(.identifier, "a"), (.postfixQuestion, "?"), (.period, "."), (.identifier, "b")]),
        LexerCase("a!.b", [(.identifier, "a"), (.postfixExclamation, "!"), (.period, "."), (.identifier, "b")]),
        LexerCase("x as? T", [(.identifier, "x"), (.keyword, "as"), (.postfixQuestion, "?"), (.identifier, "T")]),
        LexerCase("try! f", [(.keyword, "try"), (.postfixExclamation, "!"), (.identifier, "f")]),
        LexerCase("a ? b : c", [
            (.identifier, "a"), (.operator, "?"), (.identifier, "b"), (.colon, ":"), (.identifier, "c"),
        ]),
        LexerCase("!a", [(.operator, "!"), (.identifier, "a")]),
        LexerCase("?", [(.operator, "?")]),
        LexerCase("(?", [(.leftParen, "("), (.operator, "?")]),
        LexerCase("[!", [(.leftSquare, "["), (.operator, "!")]),
        LexerCase("a, !b", [(.identifier, "a"), (.comma, ","), (.operator, "!"), (.identifier, "b")]),
        LexerCase("a:?", [(.identifier, "a"), (.colon, ":"), (.operator, "?")]),
        LexerCase("a/**/?", [(.identifier, "a"), (.operator, "?")]),
        LexerCase("a\n?", [(.identifier, "a"), (.operator, "?")]),
    ]

    @Test(arguments: postfixAndInfix)
    func postfixQuestionAndExclamationAreLeftBound(_ row: LexerCase) {
        #expect(lexemes(row.source) == row.expected)
    }

    @Test func punctuation() {
        expectLexemes("( ) { } [ ] , : ; . = -> @ # \\", [
            (.leftParen, "("), (.rightParen, ")"), (.leftBrace, "{"), (.rightBrace, "}"),
            (.leftSquare, "["), (.rightSquare, "]"), (.comma, ","), (.colon, ":"), (.semicolon, ";"),
            (.period, "."), (.equal, "="), (.arrow, "->"), (.atSign, "@"), (.pound, "#"), (.backslash, "\\"),
        ])
        expectLexemes("f(a:b,c;d)", [
            (.identifier, "f"), (.leftParen, "("), (.identifier, "a"), (.colon, ":"), (.identifier, "b"),
            (.comma, ","), (.identifier, "c"), (.semicolon, ";"), (.identifier, "d"), (.rightParen, ")"),
        ])
    }

    @Test func attributes() {
        expectLexemes("@MainActor @available(iOS 13, *)", [
            (.atSign, "@"), (.identifier, "MainActor"), (.atSign, "@"), (.identifier, "available"),
            (.leftParen, "("), (.identifier, "iOS"), (.integerLiteral, "13"), (.comma, ","),
            (.operator, "*"), (.rightParen, ")"),
        ])
    }

    @Test func keyPaths() {
        expectLexemes("\\Foo.bar \\.x", [
            (.backslash, "\\"), (.identifier, "Foo"), (.period, "."), (.identifier, "bar"),
            (.backslash, "\\"), (.period, "."), (.identifier, "x"),
        ])
    }

    static let poundWords: [LexerCase] = [
        LexerCase("#if DEBUG", [(.poundKeyword, "#if"), (.identifier, "DEBUG")]),
        LexerCase("#elseif os(iOS)", [
            (.poundKeyword, "#elseif"), (.identifier, "os"), (.leftParen, "("), (.identifier, "iOS"),
            (.rightParen, ")"),
        ]),
        LexerCase("#else", [(.poundKeyword, "#else")]),
        LexerCase("#endif", [(.poundKeyword, "#endif")]),
        LexerCase("#selector(f)", [
            (.poundKeyword, "#selector"), (.leftParen, "("), (.identifier, "f"), (.rightParen, ")"),
        ]),
        LexerCase("#warning(\"x\")", [
            (.poundKeyword, "#warning"), (.leftParen, "("), (.stringLiteral, "\"x\""), (.rightParen, ")"),
        ]),
        LexerCase("#myMacro #_m #é", [(.poundKeyword, "#myMacro"), (.poundKeyword, "#_m"), (.poundKeyword, "#é")]),
        LexerCase("# x", [(.pound, "#"), (.identifier, "x")]),
        LexerCase("#1", [(.pound, "#"), (.integerLiteral, "1")]),
        // In a run of `#` that opens nothing, only the last may start a pound keyword.
        LexerCase("###", [(.pound, "#"), (.pound, "#"), (.pound, "#")]),
        LexerCase("###if", [(.pound, "#"), (.pound, "#"), (.poundKeyword, "#if")]),
        LexerCase("##x", [(.pound, "#"), (.poundKeyword, "#x")]),
        LexerCase("#", [(.pound, "#")]),
    ]

    @Test(arguments: poundWords)
    func poundKeyword(_ row: LexerCase) {
        #expect(lexemes(row.source) == row.expected)
    }

    @Test func tokenRanges() {
        let tokens = tokenize("let café = ≈x").tokens
        let ranges = tokens.map { [Int($0.start), Int($0.length)] }
        // `é` and `≈` take 2 and 3 bytes.
        #expect(ranges == [[0, 3], [4, 5], [10, 1], [12, 3], [15, 1], [16, 0]])
        #expect(tokens[1].endOffset == 9)
        #expect(tokens.map(\.kind) == [.keyword, .identifier, .equal, .operator, .identifier, .endOfFile])
    }

    @Test func emptyInputGivesOnlyEndOfFile() {
        let result = tokenize("")
        #expect(result.tokens == [Token(kind: .endOfFile, flags: .leadingNewline, start: 0, length: 0)])
        #expect(result.problems.isEmpty)
    }

    @Test func triviaOnlyInputGivesOnlyEndOfFile() {
        let result = tokenize("  // comment\n/* block */\t")
        #expect(result.tokens.map(\.kind) == [.endOfFile])
        #expect(result.tokens[0].startOffset == 25)
        #expect(result.tokens[0].hasLeadingTrivia)
        #expect(result.problems.isEmpty)
    }
}

@Suite struct KeywordSpellingTests {
    @Test func aKeywordIsFoundByItsSpelling() {
        #expect(Keyword(spelling: "default") == .default)
        #expect(Keyword(spelling: "Self") == .Self)
        #expect(Keyword(spelling: "_") == .wildcard)
        #expect(Keyword(spelling: "precedencegroup") == .precedencegroup)
        #expect(Keyword(spelling: "actor")?.isReserved == false)
    }

    @Test func otherWordsAreNoKeyword() {
        #expect(Keyword(spelling: "") == nil)
        #expect(Keyword(spelling: "defaults") == nil)
        #expect(Keyword(spelling: "Default") == nil)
        #expect(Keyword(spelling: "aVeryLongIdentifierName") == nil)
    }
}

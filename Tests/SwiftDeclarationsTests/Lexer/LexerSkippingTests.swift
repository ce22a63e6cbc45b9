import Foundation
import Testing
@testable import SwiftDeclarations

/// The lexer on demand: what the parser gets when it has the lexer skip a group
/// (`Lexer.skipGroup`) must be what lexing every token gives, with the group's inner tokens
/// left out.
@Suite struct LexerSkippingTests {
    /// Groups whose end only a real lexer finds: brackets in strings, comments, regexes and
    /// backticks, a `/` whose meaning depends on the skipped word before it, groups that
    /// never close.
    static let sources: [String] = [
        "func f() { let s = \"}\" }\nlet after = 1",
        "func f() { \"\\(x + \"}\")\" }\nlet after = 1",
        "func f() {\n  let s = \"\"\"\n  }\n  \"\"\"\n}\nlet after = 1",
        "func f() { #\"}\"# + ##\"\"}\"## }\nlet after = 1",
        "func f() { // }\n}\nlet after = 1",
        "func f() { /* } /* } */ } */ }\nlet after = 1",
        "func f() { let r = /}/ }\nlet after = 1",
        "func f() { return /[}]/ }\nlet after = 1",
        "func f() { self /x}/ }\nlet after = 1",
        "func f() { a / b } / c }\nlet after = /x/",
        "func f() { a.b /x/ }\nlet after = 1",
        "func f() { `}` }\nlet after = 1",
        "func f() { #/ } /# }\nlet after = 1",
        "func f() { let x = [1, (2, { 3 })] }\nlet after = 1",
        "func f() { if x! { y?.z() } }\nlet after = 1",
        "func f() { 1./2 }\nlet after = 1",
        "func f() { x!/2 }\nlet after = 1",
        "func f() { \"unterminated",
        "func f() { /* unterminated",
        "func f() { { {",
        "func f() { ) ] } }\nlet after = 1",
        "func f() {}",
        "func f() {",
    ]

    @Test(arguments: sources)
    func skippingAGroupKeepsItsCloserAndEverythingAfter(_ source: String) {
        expectSkippingAgreesWithFullLexing(Array(source.utf8))
    }

    @Test func skippingAgreesWithFullLexingOnEveryFixture() throws {
        let fixtures = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
        let enumerator = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)
        var checked = 0
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            expectSkippingAgreesWithFullLexing(Array(try Data(contentsOf: url)))
            checked += 1
        }
        #expect(checked > 100)
    }

    /// For every `{` of `bytes`: lexes on demand up to it, skips its group, lexes the rest,
    /// and expects every token of full lexing but the group's inner ones, and the same problems.
    private func expectSkippingAgreesWithFullLexing(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        bytes.withUnsafeBufferPointer { buffer in
            let full = Lexer.tokenize(buffer)
            for (openIndex, token) in full.tokens.enumerated() where token.kind == .leftBrace {
                var lexer = Lexer(bytes: buffer, reusing: [])
                while lexer.tokens.count <= openIndex { lexer.lexMore() }
                #expect(lexer.tokens.count == openIndex + 1, "lexing on demand stops right after a `{`", sourceLocation: sourceLocation)
                lexer.skipGroup(openBrackets: 1)
                while !lexer.isFinished { lexer.lexMore() }

                let closeIndex = Self.indexClosingGroup(openedAt: openIndex, in: full.tokens)
                let expected = Array(full.tokens[...openIndex]) + Array(full.tokens[closeIndex...])
                #expect(lexer.tokens == expected, "the group opened at byte \(token.start)", sourceLocation: sourceLocation)
                #expect(lexer.problems == full.problems, sourceLocation: sourceLocation)
            }
        }
    }

    /// The index of the token that closes the group opened at `openIndex`, counting every
    /// kind of bracket as the parser does, or of the end of file.
    private static func indexClosingGroup(openedAt openIndex: Int, in tokens: [Token]) -> Int {
        var depth = 0
        for index in openIndex..<tokens.count {
            switch tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .endOfFile: return index
            default: break
            }
            if depth == 0 { return index }
        }
        return tokens.count - 1
    }
}

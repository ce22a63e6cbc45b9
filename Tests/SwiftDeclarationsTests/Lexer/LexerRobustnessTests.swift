import Testing
@testable import SwiftDeclarations

/// Invariants over many generated inputs: the lexer never traps, never loses or reorders
/// bytes, and ends with exactly one `.endOfFile`.
@Suite struct LexerRobustnessTests {
    @Test func generatedInputsKeepTheInvariants() {
        for bytes in FragmentSoup(seed: 2024, count: 2_000, length: 40) {
            let result = tokenize(bytes: bytes)
            // Every byte is in a token or in trivia; bytes between tokens are trivia.
            var previousEnd = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            for token in result.tokens {
                if token.startOffset > previousEnd {
                    #expect(token.hasLeadingTrivia, "\(bytes) token at \(token.start) lacks its trivia flag")
                }
                previousEnd = token.endOffset
            }
            // Malformed tokens and problems go together.
            if result.tokens.contains(where: { $0.flags.contains(.malformed) }) {
                #expect(!result.problems.isEmpty, "\(bytes)")
            }
        }
    }

    @Test func adjacentTokensHaveNoTriviaFlag() {
        for bytes in FragmentSoup(seed: 7, count: 500, length: 30) {
            let tokens = tokenize(bytes: bytes).tokens
            for (previous, token) in zip(tokens, tokens.dropFirst()) where token.startOffset == previous.endOffset {
                #expect(token.flags.isDisjoint(with: [.leadingTrivia, .leadingNewline]), "\(bytes) at \(token.start)")
            }
        }
    }

    /// Lexing carries no state across a complete line: a line repeated n times gives its
    /// tokens n times. (Lexing time is measured by the benchmark, not by a timed test.)
    @Test func repeatedLinesGiveRepeatedTokens() {
        let unit = Array(#"let s = "a\(b)c" /* x */ + #/r/# // c"#.utf8) + [0x0A]
        let once = tokenize(bytes: unit).tokens.dropLast().map(\.kind)
        let result = tokenize(bytes: Array(repeating: unit, count: 20_000).flatMap { $0 })
        #expect(once.count == 6)
        #expect(result.tokens.dropLast().map(\.kind) == Array(repeating: once, count: 20_000).flatMap { $0 })
        #expect(result.problems.isEmpty)
    }
}

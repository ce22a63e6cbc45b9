import Testing
@testable import SwiftDeclarations

/// A worker parses file after file in one `Parser.Workspace`: what an earlier file left in
/// that memory must never show in a later file's declarations or lexer problems.
struct ParserWorkspaceTests {
    private static let sources = [
        // Large, with many tokens, so later files reuse memory that still holds its tokens.
        String(repeating: "struct Large { var a: Int; func f() { let s = \"}\" } }\n", count: 2_000),
        "struct Small { let b: String }\n",
        "",
        "struct Unterminated { let s = \"\n",
        "import M\nclass C: P { init(x: Int) {} }\n",
        "{ { {",
    ]

    @Test func aReusedWorkspaceParsesAsAFreshOne() {
        var workspace = Parser.Workspace()
        // Every order of every pair: each file after each other one.
        for earlier in Self.sources {
            for later in Self.sources {
                _ = Parser.parse(earlier, reusing: &workspace)
                let reused = Parser.parse(later, reusing: &workspace)
                let fresh = Parser.parse(later)
                #expect(DeclarationDump.render(reused) == DeclarationDump.render(fresh))
                #expect(reused.lexerProblems == fresh.lexerProblems)
            }
        }
    }

    /// The point of lexing on demand: a body's tokens are lexed to find its end, never kept.
    @Test func bodiesAreSkippedWithoutKeepingTheirTokens() {
        let body = String(repeating: "        let value = compute(1, 2) + other.value\n", count: 100)
        let source = """
            struct S {
                var computed: Int {
            \(body)    }
                func run() {
            \(body)    }
                var after: Int
            }
            """
        var workspace = Parser.Workspace()
        let parsed = Parser.parse(source, reusing: &workspace)
        // The dump lists stored properties only.
        #expect(DeclarationDump.render(parsed) == "type struct S\n  func run()\n  prop var after : Int\n")
        #expect(workspace.tokens.count < 40, "kept \(workspace.tokens.count) tokens of \(Lexer.tokenize(source).tokens.count)")
    }
}

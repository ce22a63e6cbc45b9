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
}

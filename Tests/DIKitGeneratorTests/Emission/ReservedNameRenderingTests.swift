@testable import DIKitGenerator
import Testing

/// A reserved word is written in backticks where Swift would read it as the keyword (a
/// constant, a parameter, a closure parameter, an identifier), and as it is where any word
/// is a name (an argument label, a member).
@Suite struct ReservedNameRenderingTests {
    private func generate(_ text: String) -> String {
        Generator.generate(from: [SourceFile(path: "A.swift", text: text)]).code ?? ""
    }

    @Test func localsAndParametersNamedWithReservedWordsAreBackticked() {
        let code = generate("""
            struct Default: Injectable {
                struct Dependency {}
                init(dependency: Dependency) throws {}
            }
            struct Item {}
            struct Detail: Injectable {
                struct Dependency { let `for`: Item; let `in`: String }
                init(dependency: Dependency) {}
            }
            struct Gateway: Injectable {
                struct Dependency { let fallback: Default; let makeDetail: (Item) -> Detail }
                init(dependency: Dependency) {}
            }
            protocol R: Resolver {}
            """)
        #expect(code.contains("func resolveDetail(`for`: Item, `in`: String) -> Detail {"))
        #expect(code.contains("return Detail(dependency: .init(for: `for`, in: `in`))"))
        // A resolution that throws is named by a `let`.
        #expect(code.contains("let `default` = try resolveDefault()"))
        #expect(code.contains("fallback: `default`"))
        #expect(code.contains("{ `for` in self.resolveDetail(for: `for`, in: `in`) }"))
    }
}

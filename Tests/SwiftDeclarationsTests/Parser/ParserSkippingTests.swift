import Testing
@testable import SwiftDeclarations

/// What the parser must not mistake for declarations, and `#if`, whose branches are all kept.
@Suite struct ParserSkippingTests {
    static let decoys: [String] = [
        "// struct Decoy { var x: Int }",
        "/* struct Decoy { var x: Int } */",
        "/* outer /* struct Decoy {} */ struct Decoy {} */",
        "/// struct Decoy {}",
        "/** struct Decoy {} */",
        #"let s = "struct Decoy { var x: Int }""#,
        #"let s = "} struct Decoy {""#,
        "let s = \"\"\"\n    struct Decoy {\n        var x: Int\n    }\n    \"\"\"",
        ##"let s = #"struct Decoy { "# + "}""##,
        ##"let s = #"""\n  }\n  struct Decoy {\n  """#"##,
        #"let s = "\(value) } struct Decoy {""#,
        #"let s = "\({ "struct Decoy {" }())""#,
        #"let r = /struct Decoy \{/"#,
        "let r = #/class Decoy {/#",
        "let r = #/\n  struct Decoy {\n/#",
        "func run() {\n    struct Decoy { var x: Int }\n}",
        "var computed: Int {\n    class Decoy {}\n    return 0\n}",
        "var observed = 0 {\n    didSet { struct Decoy {} }\n}",
        "let closure = {\n    struct Decoy {}\n}",
        "init() {\n    enum Decoy {}\n}",
        "subscript(i: Int) -> Int {\n    struct Decoy {}\n    return i\n}",
        "deinit {\n    struct Decoy {}\n}",
    ]

    /// Each decoy sits inside a type, between two real properties.
    @Test(arguments: decoys)
    func decoyIsNotADeclaration(_ decoy: String) {
        let indented = decoy.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "    " + $0 }.joined(separator: "\n")
        let source = "struct Real {\n    var before: Int\n\(indented)\n    var after: Int\n}\nstruct Next {}"
        let rendered = DeclarationDump.render(Parser.parse(source))
        #expect(!rendered.contains("Decoy"))
        #expect(rendered.contains("prop var before : Int\n"))
        #expect(rendered.contains("  prop var after : Int\ntype struct Next\n"))
        #expect(Parser.parse(source).lexerProblems.isEmpty)
    }

    @Test func decoysAtTopLevel() {
        expectDump("""
            // struct A {}
            /* struct B {} */
            let c = "struct C {}"
            let d = \"\"\"
            struct D {}
            \"\"\"
            let e = #"struct E { "#
            let f = /struct F \\{/
            func g() { struct G {} }
            struct Real {}
            """, "type struct Real")
    }

    @Test func allBranchesOfConditionalCompilationAreKept() {
        expectDump("""
            #if DEBUG
            import DebugTools
            struct DebugOnly { var d: Int }
            #elseif os(iOS) || (swift(>=5.9) && !targetEnvironment(simulator))
            struct IOSOnly {}
            #else
            struct Other {
                #if canImport(UIKit)
                var ui: Int
                #elseif canImport(AppKit)
                var app: Int
                #else
                var none: Int
                #endif
                #if compiler(>=6.0)
                func modern() async
                #endif
            }
            #endif
            """, """
            import DebugTools
            type struct DebugOnly
              prop var d : Int
            type struct IOSOnly
            type struct Other
              prop var ui : Int
              prop var app : Int
              prop var none : Int
              func modern() async
            """)
    }

    @Test func conditionWithoutLineBreakBeforeEndOfFile() {
        expectDump("struct A {}\n#if DEBUG", "type struct A")
    }

    @Test func statementsAtTopLevelAreSkipped() {
        expectDump("""
            print("struct Decoy {}")
            let app = App()
            app.run { struct Decoy {} }
            if condition { class Decoy {} } else { enum Decoy {} }
            for i in 0..<10 { print(i) }
            struct Real {}
            """, "type struct Real")
    }
}

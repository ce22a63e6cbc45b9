import Testing
@testable import SwiftDeclarations

/// The dump format itself: what is printed, what is left out, and how.
@Suite struct DeclarationDumpTests {
    @Test func emptyFileRendersNothing() {
        #expect(DeclarationDump.render(Parser.parse("")) == "")
        #expect(DeclarationDump.render(Parser.parse("// only a comment\n")) == "")
    }

    @Test func importsComeFirst() {
        expectDump("struct A {}\nimport B\nstruct C {}", """
            import B
            type struct A
            type struct C
            """)
    }

    @Test func whatIsPrintedPerContainer() {
        expectDump("""
            struct S { var s: Int; func f() }
            class C { var c: Int; func f() }
            actor A { var a: Int; func f() }
            extension S { static var e: Int = 0; func f() }
            enum E { static var e: Int = 0; func f() }
            protocol P { var p: Int { get }; func f() }
            var top: Int
            func top() {}
            typealias T = Int
            """, """
            type struct S
              prop var s : Int
              func f()
            type class C
              prop var c : Int
              func f()
            type actor A
              prop var a : Int
              func f()
            type extension S
              prop static var e : Int
              func f()
            type enum E
              func f()
            type protocol P
              func f()
            typealias T = Int
            """)
    }

    @Test func staticAndClassPrefixes() {
        expectDump("""
            class C {
                static let a = 1
                static func b() {}
                class func c() {}
                final class func d() {}
                static var e: Int { 1 }
            }
            """, """
            type class C
              prop static let a
              func static b()
              func class c()
              func class d()
            """)
    }

    /// The parser keeps names without their backticks; the dump is Swift, so a reserved word
    /// declared as a name gets them back, and a label only where Swift needs them.
    @Test func reservedWordsAsNamesAreBackticked() {
        expectDump("""
            struct `class` {
                var `default`: Int
                func `init`(`for` in: Int, `inout` `var`: Int, self: Int)
            }
            typealias `Type` = Int
            """, """
            type struct `class`
              prop var `default` : Int
              func `init`(for `in`: Int, `inout` `var`: Int, self: Int)
            typealias Type = Int
            """)
    }

    @Test func typeAliasWithoutATypeStillPrints() {
        let rendered = DeclarationDump.render(Parser.parse("struct S { typealias Broken = }"))
        #expect(rendered == "type struct S\n  typealias Broken = \n")
    }

    @Test func renderFunctionDirectly() {
        let function = FunctionDeclaration(
            kind: .initializer(optionality: "?"), name: "init", attributes: [],
            modifiers: [Modifier(name: "static", detail: nil, offset: 0)], genericParameters: nil,
            parameters: [
                Parameter(firstName: "_", secondName: "x", type: TypeText("Int", offset: 0), isVariadic: true,
                          defaultValue: nil, offset: 0),
                Parameter(firstName: "y", secondName: nil, type: nil, isVariadic: false, defaultValue: "1", offset: 0),
            ],
            isAsync: true, throwsClause: .typedThrows("E"), returnType: TypeText("R", offset: 0), whereClause: nil,
            hasBody: false, offset: 0, nameOffset: 0, conditions: []
        )
        #expect(DeclarationDump.render(function) == "static init?(_ x: Int..., y: ) async throws(E) -> R")
    }
}

import Testing
@testable import SwiftDeclarations

/// Malformed and hostile input: the parser never stops, never recurses, and finds the
/// declarations that follow the damage.
@Suite struct ParserRecoveryTests {
    @Test func missingClosingBraceOfAType() throws {
        expectDump("""
            struct A {
                var x: Int

            struct B { let y: Y }
            """, """
            type struct A
              prop var x : Int
              type struct B
                prop let y : Y
            """)
        let type = try parseSingleType("struct A {\n  var x: Int")
        #expect(type.hasBody && type.members.count == 1)
    }

    @Test func missingBodyOfAType() throws {
        expectDump("""
            struct A: P
            struct B
            class C<T> where T: Q
            struct D {}
            """, """
            type struct A : P
            type struct B
            type class C
            type struct D
            """)
        let file = Parser.parse("struct A: P\nstruct B {}")
        #expect(file.declarations.compactMap(\.typeDeclaration).map(\.hasBody) == [false, true])
        // Nor does it take the `}` of the type around it.
        expectDump("""
            struct Outer {
                struct Inner
            }
            struct Next {}
            """, """
            type struct Outer
              type struct Inner
            type struct Next
            """)
    }

    @Test func missingClosingBraceInAFunctionBody() {
        // Brackets are matched over tokens, so the body swallows what follows; the
        // declarations still come out, nested.
        expectDump("""
            struct A {
                func f() {
                    if x {
                }
                var after: Int
            }
            struct B {}
            """, """
            type struct A
              func f()
              type struct B
            """)
    }

    @Test func strayClosingBraces() {
        expectDump("""
            }
            struct A { var x: Int }
            }
            })]
            struct B { let y: Y }
            """, """
            type struct A
              prop var x : Int
            type struct B
              prop let y : Y
            """)
    }

    @Test func garbageBetweenDeclarations() {
        expectDump("""
            %%% ??? !!! ) ] 1 2 3 "" ' @ # \\ ->
            struct A {
                = = : , . ; 42 ... @@ #
                var x: Int
                ) ]
                func f() {}
                'garbage'
            }
            ` ~ ^
            class B {}
            """, """
            type struct A
              prop var x : Int
              func f()
            type class B
            """)
    }

    @Test func unterminatedStringBeforeADeclaration() {
        let source = """
            struct A {
                let s = "unterminated
                var x: Int
            }
            let t = "also unterminated
            struct B { var y: Int }
            """
        expectDump(source, """
            type struct A
              prop let s
              prop var x : Int
            type struct B
              prop var y : Int
            """)
        #expect(Parser.parse(source).lexerProblems == [
            LexerProblem(kind: .unterminatedStringLiteral, offset: 23),
            LexerProblem(kind: .unterminatedStringLiteral, offset: 62),
        ])
    }

    @Test func unterminatedBlockCommentHidesTheRest() {
        let file = Parser.parse("struct A {}\n/* struct B {}")
        #expect(DeclarationDump.render(file) == "type struct A\n")
        #expect(file.lexerProblems == [LexerProblem(kind: .unterminatedBlockComment, offset: 12)])
    }

    @Test func malformedMembers() {
        expectDump("""
            struct A {
                var : Int
                let = 5
                func (x: Int) {}
                func f(x: Int y z, w: Int) {}
                var after: Int
            }
            struct B {
                var x: Int = (1 +
            }
            struct C {}
            """, """
            type struct A
              func (x: Int)
              func f(x: Int, w: Int)
              prop var after : Int
            type struct B
              prop var x : Int
              type struct C
            """)
    }

    @Test func unclosedParameterListEndsAtABrace() {
        expectDump("""
            struct A {
                func f(x: Int {
                }
                var y: Int
            }
            struct B {}
            """, """
            type struct A
              func f(x: Int)
              prop var y : Int
            type struct B
            """)
    }

    @Test func attributesAndModifiersWithoutADeclaration() {
        expectDump("""
            struct A {
                @MainActor
                public static
                var x: Int
                @objc
            }
            @available(*, unavailable)
            struct B {}
            """, """
            type struct A
              prop static var x : Int
            type struct B
            """)
    }

    /// swiftc wants whole declarations inside `#if`; an attribute or modifier cut off by
    /// `#endif` is dropped, and the declaration after it survives.
    @Test func attributesAndModifiersCutOffByConditionalCompilation() {
        expectDump("""
            struct S {
                #if DEBUG
                @MainActor
                #endif
                var a: Int
                #if os(macOS)
                public
                #endif
                var b: Int
            }
            """, """
            type struct S
              prop var a : Int
              prop var b : Int
            """)
    }

    @Test func invalidBytesBetweenDeclarations() {
        var bytes = Array("struct A {".utf8)
        bytes += [0xFF, 0xC3, 0x00, 0x01]
        bytes += Array(" var x: Int }\nstruct B {}".utf8)
        let file = bytes.withUnsafeBufferPointer { Parser.parse($0) }
        #expect(DeclarationDump.render(file) == "type struct A\n  prop var x : Int\ntype struct B\n")
        #expect(file.lexerProblems.map(\.kind) == [.invalidUTF8, .invalidUTF8, .unexpectedCharacter])
    }

    // MARK: - Deep and long input

    /// Input built to be slow or deep, named for the test report.
    struct HostileInput: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var source: String

        init(_ name: String, _ source: String) {
            testDescription = name
            self.source = source
        }
    }

    /// Each of these must finish fast and without exhausting the stack.
    static let hostileInputs: [HostileInput] = [
        HostileInput("100_000 {", String(repeating: "{", count: 100_000)),
        HostileInput("100_000 }", String(repeating: "}", count: 100_000)),
        HostileInput("100_000 (", String(repeating: "(", count: 100_000)),
        HostileInput("100_000 [ in a type", "let x: " + String(repeating: "[", count: 100_000)),
        HostileInput("50_000 nested generic arguments", "let x: " + String(repeating: "A<", count: 50_000)),
        HostileInput("50_000 < in an initial value", "struct S { let x = " + String(repeating: "a<", count: 50_000) + " }"),
        HostileInput("50_000 <b, in an initial value", "struct S { let x = " + String(repeating: "a<b, ", count: 50_000) + " }"),
        HostileInput("50_000 /*", String(repeating: "/*", count: 50_000)),
        HostileInput("50_000 nested interpolations", "let s = " + String(repeating: #""\("#, count: 50_000)),
        HostileInput("50_000 @", String(repeating: "@", count: 50_000) + "struct S {}"),
        HostileInput("50_000 modifiers", String(repeating: "public ", count: 50_000) + "struct S {}"),
        HostileInput("50_000 contextual modifiers", String(repeating: "final ", count: 50_000) + "class C {}"),
        HostileInput("50_000 #if", String(repeating: "#if X\n", count: 50_000)),
        HostileInput("long line", "let x = " + String(repeating: "a + ", count: 50_000) + "b"),
    ]

    /// Fails by crashing, exhausting the stack, or hanging past the time limit; how parse
    /// time grows with the input is measured by the benchmark, not by a timed test.
    @Test(.timeLimit(.minutes(1)), arguments: hostileInputs)
    func hostileInputFinishes(_ input: HostileInput) {
        let file = Parser.parse(input.source)
        _ = DeclarationDump.render(file)
    }

    /// The deepest type of a chain of first members, and the chain's length.
    private func deepestType(in file: ParsedFile) throws -> (type: TypeDeclaration, depth: Int) {
        var type = try #require(file.declarations.first?.typeDeclaration)
        var depth = 1
        while let inner = type.members.first?.typeDeclaration {
            type = inner
            depth += 1
        }
        return (type, depth)
    }

    @Test(arguments: [10_000, 100_000])
    func deeplyNestedTypesStopAtSwiftcsLimit(depth: Int) throws {
        let source = String(repeating: "struct A {\n", count: depth) + String(repeating: "}", count: depth)
            + "\nstruct After { var x: Int }"
        let parsed = Parser.parse(source)
        // swiftc stops at 256 levels; deeper types are skipped whole, so releasing the
        // declarations (which recurses) cannot exhaust the stack.
        let (deepest, levels) = try deepestType(in: parsed)
        #expect(levels == Parser.maximumTypeNesting + 1)
        #expect(deepest.hasBody && deepest.members.isEmpty)
        #expect(parsed.declarations.count == 2)
        #expect(parsed.declarations.last?.typeDeclaration?.members.first?.variable?.name == "x")
    }

    @Test func typesNestedUpToTheLimitKeepTheirMembers() throws {
        let depth = Parser.maximumTypeNesting
        let source = String(repeating: "struct A {\n", count: depth) + "var x: Int\n" + String(repeating: "}", count: depth)
        let (deepest, levels) = try deepestType(in: Parser.parse(source))
        #expect(levels == depth)
        #expect(deepest.members.first?.variable?.name == "x")
    }

    @Test func unclosedNestedTypes() throws {
        let source = String(repeating: "struct A {\n", count: 200) + "var x: Int"
        let (deepest, levels) = try deepestType(in: Parser.parse(source))
        #expect(levels == 200)
        #expect(deepest.members.first?.variable?.name == "x")
        // Past the limit, the skipped body runs to the end of the file.
        let tooDeep = String(repeating: "struct A {\n", count: 100_000) + "var x: Int"
        let (_, tooDeepLevels) = try deepestType(in: Parser.parse(tooDeep))
        #expect(tooDeepLevels == Parser.maximumTypeNesting + 1)
    }

    @Test func dumpOfDeeplyNestedTypes() {
        let depth = Parser.maximumTypeNesting
        let source = String(repeating: "struct A {\n", count: depth) + String(repeating: "}", count: depth)
        let lines = DeclarationDump.render(Parser.parse(source)).split(separator: "\n")
        #expect(lines.count == depth)
        #expect(lines.last == Substring(String(repeating: "  ", count: depth - 1) + "type struct A"))
    }
}

extension ParserRecoveryTests {
    @Test func generatedInputsParseWithoutTrapping() {
        for bytes in FragmentSoup(seed: 99, count: 2_000, length: 40) {
            let file = bytes.withUnsafeBufferPointer { Parser.parse($0) }
            _ = DeclarationDump.render(file)
            for type in file.declarations.compactMap(\.typeDeclaration) {
                #expect((0..<bytes.count).contains(type.offset), "\(bytes)")
                #expect(type.nameOffset >= type.offset, "\(bytes)")
            }
        }
    }
}

import Foundation
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

    /// Each literal or comment left open at the end of the file: the declarations before it
    /// are kept, and the problem is reported where the literal starts.
    @Test(arguments: [
        (#"let s = "abc"#, LexerProblem.Kind.unterminatedStringLiteral, 8),
        ("let s = \"\"\"\nabc\n", .unterminatedStringLiteral, 8),
        (##"let s = #"abc"##, .unterminatedStringLiteral, 8),
        (###"let s = ##"""\nabc"#\n"###, .unterminatedStringLiteral, 8),
        (#"let s = "a\(b"#, .unterminatedStringLiteral, 8),
        (#"let s = "a\(f("b"#, .unterminatedStringLiteral, 8),
        ("/* a /* b */", .unterminatedBlockComment, 0),
        ("let r = #/ab", .unterminatedRegexLiteral, 8),
        ("let r = #/\nab\n", .unterminatedRegexLiteral, 8),
        ("let b = `abc", .unterminatedBacktick, 8),
    ])
    func unterminatedAtTheEndOfTheFile(tail: String, problem: LexerProblem.Kind, offset: Int) {
        let head = "struct S { var x: Int }\n"
        let file = Parser.parse(head + tail)
        #expect(DeclarationDump.render(file) == "type struct S\n  prop var x : Int\n")
        #expect(file.lexerProblems == [LexerProblem(kind: problem, offset: head.utf8.count + offset)])
    }

    /// NUL bytes are whitespace, as swiftc reads them (with a warning).
    @Test func nulBytesSeparateTokens() {
        let bytes = Array("struct\0S\0{\0var x:\0Int\0}\0\0".utf8)
        let file = bytes.withUnsafeBufferPointer { Parser.parse($0) }
        #expect(DeclarationDump.render(file) == "type struct S\n  prop var x : Int\n")
    }

    /// Invalid UTF-8 inside a name, a string, a comment or a type does not lose the
    /// declarations around it.
    @Test func invalidUTF8InsideTokens() {
        var bytes = Array("struct A {".utf8) + [0xFF] + Array(" let s = \"".utf8) + [0xC3, 0x28]
        bytes += Array("\" // ".utf8) + [0xE2, 0x82] + Array("\n  var x: [Int".utf8) + [0x80] + Array("] }\nstruct B {}\n".utf8)
        let file = bytes.withUnsafeBufferPointer { Parser.parse($0) }
        #expect(DeclarationDump.render(file) == "type struct A\n  prop let s\n  prop var x : [Int\u{FFFD}]\ntype struct B\n")
        #expect(file.lexerProblems.map(\.kind) == [.invalidUTF8, .invalidUTF8])
    }

    /// A file with only carriage returns as line breaks reads as with line feeds.
    @Test func carriageReturnOnlyLineEndings() {
        let source = """
            import DIKit
            struct A {
                var x: Int
                var y = 1
                var z: Z
            }
            """
        let withCarriageReturns = source.replacingOccurrences(of: "\n", with: "\r")
        #expect(!withCarriageReturns.contains("\n"))
        #expect(DeclarationDump.render(Parser.parse(withCarriageReturns)) == DeclarationDump.render(Parser.parse(source)))
        #expect(DeclarationDump.render(Parser.parse(source)) == "import DIKit\ntype struct A\n  prop var x : Int\n  prop var y\n  prop var z : Z\n")
    }

    /// Inputs the fuzzer (`make fuzz`) found to hang or trap, reduced.
    @Test(.timeLimit(.minutes(10)), arguments: [
        // A generic clause closed by the middle of `>>` left the parser on the rest of the
        // operator, which no step consumed.
        ("func o<>>", ""),
        ("struct S { func f<T>>() }\nstruct B {}", "type struct S\n  func f()\ntype struct B\n"),
        ("typealias A<T>> = B\nstruct C {}", "typealias A = \ntype struct C\n"),
    ])
    func fuzzerFindings(source: String, dump: String) {
        #expect(DeclarationDump.render(Parser.parse(source)) == dump)
    }

    // MARK: - Deep and long input

    /// Input built to be slow or deep, named for the test report, with the dump it must give.
    struct HostileInput: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var source: String
        var expectedDump: String

        init(_ name: String, _ source: String, dump expectedDump: String = before) {
            testDescription = name
            self.source = source
            self.expectedDump = expectedDump
        }

        /// A declaration placed before the damage, which must survive it.
        static let before = "type struct Before\n  prop var x : Int\n"
    }

    private static let before = "struct Before { var x: Int }\n"
    private static let nestedGenerics = String(repeating: "A<", count: 100_000) + "Int" + String(repeating: ">", count: 100_000)

    /// Each of these must finish (in time linear in its size: a quadratic step would take
    /// hours here) without exhausting the stack, and give the dump it states.
    static let hostileInputs: [HostileInput] = [
        HostileInput("1_000_000 {", before + String(repeating: "{", count: 1_000_000)),
        HostileInput("1_000_000 }", String(repeating: "}", count: 1_000_000) + before),
        HostileInput("1_000_000 (", before + String(repeating: "(", count: 1_000_000)),
        HostileInput("1_000_000 <", before + "let x: A" + String(repeating: "<", count: 1_000_000)),
        HostileInput("250_000 < apart", before + "let x = a" + String(repeating: " < a", count: 250_000)),
        HostileInput("100_000 [ in a type", before + "let x: " + String(repeating: "[", count: 100_000)),
        HostileInput("100_000 nested generic arguments", "struct S { let x: \(nestedGenerics) }",
                     dump: "type struct S\n  prop let x : \(nestedGenerics)\n"),
        HostileInput("100_000 unclosed generic arguments", before + "let x: " + String(repeating: "A<", count: 100_000)),
        HostileInput("100_000 nested closures",
                     "struct S {\n  var x = " + String(repeating: "{ ", count: 100_000) + String(repeating: "}", count: 100_000)
                        + "\n  var y: Int\n}",
                     dump: "type struct S\n  prop var x\n  prop var y : Int\n"),
        HostileInput("100_000 nested parentheses in a default value",
                     "struct S { func f(x: Int = " + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000) + ") }",
                     dump: "type struct S\n  func f(x: Int)\n"),
        HostileInput("50_000 < in an initial value", before + "struct S { let x = " + String(repeating: "a<", count: 50_000) + " }",
                     dump: HostileInput.before + "type struct S\n  prop let x\n"),
        // `a<b, a<b, ...`: comparisons, and the commas separate bindings.
        HostileInput("50_000 <b, in an initial value", before + "struct S { let x = " + String(repeating: "a<b, ", count: 50_000) + " }",
                     dump: HostileInput.before + "type struct S\n  prop let x\n  prop let a\n"),
        HostileInput("50_000 /*", before + String(repeating: "/*", count: 50_000)),
        HostileInput("50_000 nested interpolations", before + "let s = " + String(repeating: #""\("#, count: 50_000)),
        HostileInput("50_000 @", String(repeating: "@", count: 50_000) + "x\n" + before),
        HostileInput("50_000 modifiers", String(repeating: "public ", count: 50_000) + before),
        HostileInput("50_000 contextual modifiers", String(repeating: "final ", count: 50_000) + "class C {}", dump: "type class C\n"),
        HostileInput("50_000 #if", before + String(repeating: "#if X\n", count: 50_000)),
        HostileInput("1_000_000 #", before + String(repeating: "#", count: 1_000_000)),
        HostileInput("100_000 unclosed #/ on a line", before + String(repeating: #"#/\"#, count: 100_000)),
        HostileInput("100_000 / on a line", before + "x = " + String(repeating: #"(/\"#, count: 100_000)),
        HostileInput("100_000 #\"\"\" on a line", before + String(repeating: ##"#""""##, count: 100_000)),
        HostileInput("a 10_000_000-byte line",
                     "struct S { var x = \"" + String(repeating: "a", count: 10_000_000) + "\" }\n" + before,
                     dump: "type struct S\n  prop var x\n" + HostileInput.before),
        HostileInput("a line of 500_000 tokens",
                     "struct S { var x = " + String(repeating: "a + ", count: 250_000) + "a }\n" + before,
                     dump: "type struct S\n  prop var x\n" + HostileInput.before),
    ]

    /// Fails on a wrong dump, a crash, an exhausted stack, or a hang past the time limit;
    /// how parse time grows with the input is measured by the benchmark, not by a timed test.
    @Test(.timeLimit(.minutes(10)), arguments: hostileInputs)
    func hostileInputFinishes(_ input: HostileInput) {
        let file = Parser.parse(input.source)
        #expect(DeclarationDump.render(file) == input.expectedDump)
    }

    /// A 50 MB file: declarations around and between 50 MB of comments.
    @Test(.timeLimit(.minutes(10)))
    func fiftyMegabyteFile() {
        let filler = String(repeating: "// let x = { a < b } \"#[\n", count: 1_000_000)
        #expect(filler.utf8.count == 25_000_000)
        let source = "struct A { var a: Int }\n" + filler + "struct B {\n" + filler + "  var b: Int\n}\n"
        let file = Parser.parse(source)
        #expect(DeclarationDump.render(file) == "type struct A\n  prop var a : Int\ntype struct B\n  prop var b : Int\n")
        #expect(file.lexerProblems.isEmpty)
    }

    /// A realistic file of 10,000 types (1.3 MB): every one is found.
    @Test(.timeLimit(.minutes(10)))
    func largeFileOfDeclarations() {
        let unit = """
            /// A type.
            struct Service: Injectable {
                struct Dependency { let client: HTTPClient; let name: String }
                init(dependency: Dependency) {}
                func run(_ x: Int = f(a, b)) async throws -> [String: Int] { [:] }
            }

            """
        let file = Parser.parse(String(repeating: unit, count: 10_000))
        #expect(file.declarations.count == 10_000)
        #expect(file.declarations.allSatisfy { $0.typeDeclaration?.members.count == 3 })
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

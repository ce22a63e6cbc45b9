import Testing
@testable import SwiftDeclarations

/// `#if` blocks: the file's blocks with their conditions, and the clauses each declaration is in.
@Suite struct ParserConditionalCompilationTests {
    /// The name, depth and conditions of every type, property, function and type alias of
    /// `file`, in source order, members after their type.
    private func declarations(of file: ParsedFile) -> [(name: String, depth: Int, conditions: [ConditionalClause])] {
        var result: [(name: String, depth: Int, conditions: [ConditionalClause])] = []
        var pending = file.declarations.reversed().map { (declaration: $0, depth: 0) }
        while let (declaration, depth) = pending.popLast() {
            switch declaration {
            case .type(let type):
                result.append((type.name, depth, type.conditions))
                pending += type.members.reversed().map { ($0, depth + 1) }
            case .variable(let variable): result.append((variable.name ?? "_", depth, variable.conditions))
            case .function(let function): result.append((function.name, depth, function.conditions))
            case .typeAlias(let alias): result.append((alias.name, depth, alias.conditions))
            case .associatedType: break
            }
        }
        return result
    }

    /// Checks the conditions of every block of `source`, and the clauses of every declaration
    /// (`block.clause`, outermost first) in `expected`: one declaration a line, members
    /// indented by two spaces, `name [0.1, 1.0]`, or the name alone outside `#if`.
    private func expectConditions(
        _ source: String, blocks: [[String?]], _ expected: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let file = Parser.parse(source)
        #expect(file.conditionalBlocks.map(\.conditions) == blocks, sourceLocation: sourceLocation)
        let lines = declarations(of: file).map { name, depth, conditions in
            let clauses = conditions.map { "\($0.block).\($0.clause)" }.joined(separator: ", ")
            return String(repeating: "  ", count: depth) + name + (conditions.isEmpty ? "" : " [\(clauses)]")
        }
        #expect(lines.joined(separator: "\n") == expected, sourceLocation: sourceLocation)
    }

    @Test func clausesOfATopLevelBlock() {
        let marked = MarkedSource("""
            import Base
            1️⃣#if DEBUG
            import DebugTools
            struct DebugOnly { var d: Int }
            #elseif os(iOS) || (swift(>=5.9) && !targetEnvironment(simulator))
            class IOSOnly {}
            func iOSOnly()
            #else
            typealias Other = Int
            var other: Int
            #endif
            struct Always {}
            2️⃣#if canImport(UIKit)
            enum UI {}
            #endif
            """)
        expectConditions(marked.source, blocks: [
            ["DEBUG", "os(iOS) || (swift(>=5.9) && !targetEnvironment(simulator))", nil],
            ["canImport(UIKit)"],
        ], """
            DebugOnly [0.0]
              d
            IOSOnly [0.1]
            iOSOnly [0.1]
            Other [0.2]
            other [0.2]
            Always
            UI [1.0]
            """)
        let file = Parser.parse(marked.source)
        #expect(file.conditionalBlocks.map(\.offset) == [marked.offset(of: 1), marked.offset(of: 2)])
        #expect(file.imports.map(\.path) == [["Base"], ["DebugTools"]])
    }

    /// Blocks are numbered in source order of their `#if`, and a declaration lists the clauses
    /// of every block around it, outermost first.
    @Test func nestedBlocks() {
        expectConditions("""
            #if os(iOS)
            struct A {}
            #if DEBUG
            struct B {}
            #else
            #if targetEnvironment(simulator)
            struct C {}
            #endif
            struct D {}
            #endif
            #elseif os(macOS)
            #if DEBUG
            struct E {}
            #endif
            #endif
            """, blocks: [["os(iOS)", "os(macOS)"], ["DEBUG", nil], ["targetEnvironment(simulator)"], ["DEBUG"]], """
            A [0.0]
            B [0.0, 1.0]
            C [0.0, 1.1, 2.0]
            D [0.0, 1.1]
            E [0.1, 3.0]
            """)
    }

    @Test func blocksInATypeBody() {
        expectConditions("""
            struct Other {
                var always: Int
                #if canImport(UIKit)
                var ui: Int
                #elseif canImport(AppKit)
                var app: Int
                init(app: Int) {}
                #else
                var none: Int
                typealias None = Never
                #endif
                #if compiler(>=6.0)
                func modern() async
                #endif
                var after: Int
            }
            """, blocks: [["canImport(UIKit)", "canImport(AppKit)", nil], ["compiler(>=6.0)"]], """
            Other
              always
              ui [0.0]
              app [0.1]
              init [0.1]
              none [0.2]
              None [0.2]
              modern [1.0]
              after
            """)
    }

    /// The type carries the clauses it is in; its members list only the blocks opened in its body.
    @Test func membersOfAConditionalType() {
        expectConditions("""
            #if DEBUG
            struct Debug {
                var plain: Int
                #if os(iOS)
                var iOS: Int
                struct Nested {
                    var plain: Int
                    #if targetEnvironment(simulator)
                    var simulator: Int
                    #endif
                }
                #endif
                var after: Int
            }
            extension Debug {
                func extra()
            }
            #endif
            """, blocks: [["DEBUG"], ["os(iOS)"], ["targetEnvironment(simulator)"]], """
            Debug [0.0]
              plain
              iOS [1.0]
              Nested [1.0]
                plain
                simulator [2.0]
              after
            Debug [0.0]
              extra
            """)
    }

    /// A condition's text is folded as type texts are; a comment after it is not part of it.
    @Test func conditionTextIsNormalized() {
        expectConditions("""
            #if os(iOS)   /* or not */ &&  DEBUG // a comment
            var a: Int
            #elseif (os(macOS)
                     || os(Linux))
            var b: Int
            #else // not iOS
            var c: Int
            #endif
            #if
            var d: Int
            #endif
            """, blocks: [["os(iOS) && DEBUG", "(os(macOS) || os(Linux))", nil], [""]], """
            a [0.0]
            b [0.1]
            c [0.2]
            d [1.0]
            """)
    }

    @Test func bindingsOfOneDeclarationShareTheirClause() {
        expectConditions("""
            struct S {
                #if DEBUG
                let a: A, b: B
                var c = 1, d = 2, e: Int
                #endif
                let f: F, g: G
            }
            """, blocks: [["DEBUG"]], """
            S
              a [0.0]
              b [0.0]
              c [0.0]
              d [0.0]
              e [0.0]
              f
              g
            """)
    }

    /// An attribute or modifier cut off by a directive does not take the directive with it.
    @Test func directiveAfterAttributesItCutOff() {
        expectConditions("""
            struct S {
                #if DEBUG
                @MainActor
                #endif
                var a: Int
                #if os(macOS)
                public
                #else
                var b: Int
                #endif
                var c: Int
            }
            """, blocks: [["DEBUG"], ["os(macOS)", nil]], """
            S
              a
              b [1.1]
              c
            """)
    }

    @Test func strayDirectivesAreIgnored() {
        expectConditions("""
            #endif
            #else
            var a: Int
            #elseif X
            struct S {
                #endif
                #else
                var b: Int
            }
            """, blocks: [], """
            a
            S
              b
            """)
    }

    /// A stray `#endif` in a type body cannot close a block opened outside it.
    @Test func directivesOfATypeBodyStayInIt() {
        expectConditions("""
            #if A
            struct S {
                #endif
                #else
                var b: Int
            }
            var c: Int
            #else
            var d: Int
            #endif
            var e: Int
            """, blocks: [["A", nil]], """
            S [0.0]
              b
            c [0.0]
            d [0.1]
            e
            """)
    }

    /// A block left open at the end of a type body is closed with the body, and one left open
    /// at the end of the file with the file.
    @Test func blocksLeftOpenAreClosedWithTheirScope() {
        expectConditions("""
            #if A
            struct S {
                #if B
                var x: Int
            }
            #else
            struct T {
                #if C
                var y: Int
                #else
            }
            var z: Int
            """, blocks: [["A", nil], ["B"], ["C", nil]], """
            S [0.0]
              x [1.0]
            T [0.1]
              y [2.0]
            z [0.1]
            """)
        expectConditions("struct S {\n#if B\nvar x: Int", blocks: [["B"]], "S\n  x [0.0]")
        expectConditions("#if A\nstruct S {}\n#if", blocks: [["A"], [""]], "S [0.0]")
        expectConditions("#if A", blocks: [["A"]], "")
        expectConditions("#elseif A", blocks: [], "")
    }

    /// Unbalanced directives in bulk finish, and each `#if` is one block.
    @Test(.timeLimit(.minutes(10)))
    func manyUnbalancedDirectives() {
        let unit = "#endif\n#else\n#if X\nstruct S {\n#if Y\n#elseif Z\nvar x: Int\n}\n#elseif W\n"
        let file = Parser.parse(String(repeating: unit, count: 10_000))
        #expect(file.conditionalBlocks.count == 20_000)
        #expect(file.declarations.count == 10_000)
        let type = file.declarations.last?.typeDeclaration
        #expect(type?.conditions == [ConditionalClause(block: 19_998, clause: 0)])
        #expect(type?.members.first?.variable?.conditions == [ConditionalClause(block: 19_999, clause: 1)])
    }

    /// Lines glued at random, directives balanced or not: every `#if` is one block (but for
    /// postfix member chains), each clause a declaration lists is a clause of a block, its
    /// blocks come in the order of their `#if`, and the file survives the binary round trip,
    /// whose reader checks the clauses too.
    @Test func generatedDirectivesGiveValidClauses() {
        let lines = [
            "#if A", "#elseif B", "#else", "#endif", "struct S {", "}", "var x: Int", "let a: A, b: B",
            "func f()", "typealias T = Int", "@MainActor", "x = y", ".member()",
        ].map { Array("\($0)\n".utf8) }
        for bytes in FragmentSoup(seed: 11, count: 2_000, length: 40, fragments: lines) {
            let file = bytes.withUnsafeBufferPointer { Parser.parse($0) }
            let source = String(decoding: bytes, as: UTF8.self)
            let ifCount = source.split(separator: "\n").count { $0 == "#if A" }
            if source.contains(".member") {
                #expect(file.conditionalBlocks.count <= ifCount, "\(source)")
            } else {
                #expect(file.conditionalBlocks.count == ifCount, "\(source)")
            }
            #expect(file.conditionalBlocks.allSatisfy { $0.conditions.first == "A" }, "\(source)")
            for (_, _, conditions) in declarations(of: file) {
                #expect(zip(conditions, conditions.dropFirst()).allSatisfy { $0.block < $1.block }, "\(source)")
                #expect(conditions.allSatisfy { clause in
                    file.conditionalBlocks.indices.contains(clause.block)
                        && file.conditionalBlocks[clause.block].conditions.indices.contains(clause.clause)
                }, "\(source)")
            }
            var writer = BinaryWriter()
            file.write(to: &writer)
            let decoded = writer.bytes.withUnsafeBytes { raw in
                var reader = BinaryReader(raw)
                return ParsedFile(from: &reader)
            }
            #expect(decoded != nil, "\(source)")
        }
    }

    /// `#if` in a body the parser skips, or continuing an expression with members, holds no
    /// declarations: it is no block of the file.
    @Test func blocksInExpressionsAreNotRecorded() {
        expectConditions("""
            struct S {
                func f() {
                    #if DEBUG
                    print("debug")
                    #endif
                }
                var body: some View {
                    Text("")
                    #if os(iOS)
                    .padding()
                    #endif
                }
                let chained = Builder()
                    #if DEBUG
                    .verbose()
                    #elseif TRACE
                    .tracing { $0 }
                    #else
                    .quiet()
                    #endif
                    .build()
                let nested = Builder()
                    #if os(iOS)
                    #if DEBUG
                    .verbose()
                    #endif
                    #endif
                #if DEBUG
                var after: Int
                #endif
            }
            """, blocks: [["DEBUG"]], """
            S
              f
              body
              chained
              nested
              after [0.0]
            """)
    }

    /// A run of nested `#if` lines is looked through once, not once for each of them.
    @Test(.timeLimit(.minutes(10)))
    func longRunOfNestedIfLines() {
        let file = Parser.parse(String(repeating: "#if X\n", count: 100_000) + "var x: Int")
        #expect(file.conditionalBlocks.count == 100_000)
        #expect(file.declarations.first?.variable?.conditions.count == 100_000)
    }

    @Test func noConditionsOutsideBlocks() {
        let file = Parser.parse("struct S { var x: Int; func f(); typealias T = Int }")
        #expect(file.conditionalBlocks.isEmpty)
        let type = file.declarations.first?.typeDeclaration
        #expect(type?.conditions == [])
        #expect(type?.members.allSatisfy { declaration in
            switch declaration {
            case .variable(let variable): variable.conditions.isEmpty
            case .function(let function): function.conditions.isEmpty
            case .typeAlias(let alias): alias.conditions.isEmpty
            default: false
            }
        } == true)
    }
}

import Testing
@testable import SwiftDeclarations

/// Type declarations: kinds, nesting, modifiers, attributes, generics, inheritance.
@Suite struct ParserTypeTests {
    @Test func everyTypeKind() {
        expectDump("""
            struct S {}
            class C {}
            enum E {}
            protocol P {}
            actor A {}
            extension S {}
            """, """
            type struct S
            type class C
            type enum E
            type protocol P
            type actor A
            type extension S
            """)
    }

    @Test func typesNestInsideEachOtherAtAnyDepth() {
        expectDump("""
            struct Outer {
                class Middle {
                    enum Inner {
                        actor Deepest {
                            struct Leaf { let value: Int }
                        }
                    }
                    protocol NotAllowedHereButParsed {}
                }
                let after: Int
            }
            extension Outer.Middle {
                struct Added { var x: X }
            }
            """, """
            type struct Outer
              type class Middle
                type enum Inner
                  type actor Deepest
                    type struct Leaf
                      prop let value : Int
                type protocol NotAllowedHereButParsed
              prop let after : Int
            type extension Outer.Middle
              type struct Added
                prop var x : X
            """)
    }

    @Test func bracesOnTheirOwnLines() {
        expectDump("""
            struct A
            {
                var x: Int
                var y: Int
                {
                    1
                }
                func f()
                {
                }
            }
            class B: P
            {
            }
            """, """
            type struct A
              prop var x : Int
              func f()
            type class B : P
            """)
    }

    @Test func typeFields() throws {
        let marked = MarkedSource("""
            /// Docs.
            1️⃣@MainActor 2️⃣@available(iOS 13, *)
            3️⃣public final 4️⃣class 5️⃣Cache<Key: Hashable, Value>: 6️⃣@unchecked Sendable where Value: Codable {
            }
            """)
        let type = try parseSingleType(marked.source)
        #expect(type.kind == .class)
        #expect(type.name == "Cache")
        #expect(type.attributes.map(\.name) == ["MainActor", "available"])
        #expect(type.attributes.map(\.arguments) == [nil, "iOS 13, *"])
        #expect(type.attributes.map(\.offset) == [marked.offset(of: 1), marked.offset(of: 2)])
        #expect(type.modifiers.map(\.name) == ["public", "final"])
        #expect(type.modifiers.first?.offset == marked.offset(of: 3))
        #expect(type.genericParameters == "<Key: Hashable, Value>")
        #expect(type.inheritance == [TypeText("@unchecked Sendable", offset: marked.offset(of: 6))])
        #expect(type.whereClause == "Value: Codable")
        #expect(type.offset == marked.offset(of: 4))
        #expect(type.nameOffset == marked.offset(of: 5))
        #expect(type.hasBody)
        #expect(type.members.isEmpty)
    }

    @Test func nestedTypeOffsets() throws {
        let marked = MarkedSource("""
            enum 1️⃣Café {
                struct 2️⃣Ñandú {
                    actor 3️⃣Δ {}
                }
            }
            """)
        let outer = try parseSingleType(marked.source)
        let middle = try #require(outer.members.first?.typeDeclaration)
        let inner = try #require(middle.members.first?.typeDeclaration)
        #expect([outer.name, middle.name, inner.name] == ["Café", "Ñandú", "Δ"])
        #expect([outer.nameOffset, middle.nameOffset, inner.nameOffset]
            == [marked.offset(of: 1), marked.offset(of: 2), marked.offset(of: 3)])
        #expect(inner.offset == marked.offset(of: 3) - "actor ".utf8.count)
    }

    /// Where a fix adds a member: each body's `}`, however deep; none for a body the file
    /// leaves open.
    @Test func closingBraceOffsets() throws {
        let marked = MarkedSource("""
            enum Outer {
                struct Inner { let x: Int 1️⃣}
            2️⃣}
            struct Empty {3️⃣}
            struct Open {
            """)
        let file = Parser.parse(marked.source)
        let types = file.declarations.compactMap(\.typeDeclaration)
        let inner = try #require(types.first?.members.first?.typeDeclaration)
        #expect(inner.closingBraceOffset == marked.offset(of: 1))
        #expect(types.map(\.closingBraceOffset) == [marked.offset(of: 2), marked.offset(of: 3), nil])
        #expect(types.map(\.hasBody) == [true, true, true])
    }

    @Test func inheritanceLists() {
        expectDump("""
            final class Service: BaseService, DIKit.Resolver, @unchecked Sendable {}
            struct Unique: ~Copyable {}
            struct Both: ~Copyable, ~Escapable {}
            protocol Composed: AnyObject, Sendable {}
            protocol ClassOnly: class {}
            class Generic<T>: Base<T>, Equatable where T: Hashable {}
            enum Code: Int, CaseIterable, Codable {}
            extension Array: Service where Element: Service {}
            actor Worker: @preconcurrency Delegate {}
            struct Spaced : P ,Q{}
            struct Commented: P /* , NotThis */, Q {}
            """, """
            type class Service : BaseService, DIKit.Resolver, @unchecked Sendable
            type struct Unique : ~Copyable
            type struct Both : ~Copyable, ~Escapable
            type protocol Composed : AnyObject, Sendable
            type protocol ClassOnly : class
            type class Generic : Base<T>, Equatable
            type enum Code : Int, CaseIterable, Codable
            type extension Array : Service
            type actor Worker : @preconcurrency Delegate
            type struct Spaced : P, Q
            type struct Commented : P, Q
            """)
    }

    @Test func genericParametersAndWhereClauses() throws {
        let file = Parser.parse("""
            struct Pair<A, B: Equatable & Sendable> where A: Hashable, B.Element == Int {}
            class Box<each T> {}
            enum Nested<T: Collection> where T.Element: Collection, T.Element.Element == Int {}
            protocol Store<Key, Value> {}
            extension Dictionary where Key == String {}
            struct Plain {}
            """)
        let types = file.declarations.compactMap(\.typeDeclaration)
        #expect(types.map(\.name) == ["Pair", "Box", "Nested", "Store", "Dictionary", "Plain"])
        #expect(types.map(\.genericParameters) == [
            "<A, B: Equatable & Sendable>", "<each T>", "<T: Collection>", "<Key, Value>", nil, nil,
        ])
        #expect(types.map(\.whereClause) == [
            "A: Hashable, B.Element == Int", nil, "T.Element: Collection, T.Element.Element == Int", nil,
            "Key == String", nil,
        ])
    }

    @Test func genericParametersClosingWithShiftOperators() throws {
        let file = Parser.parse("""
            struct Deep<T: Collection<Array<Int>>> {}
            struct Deeper<T: P<Q<R<S>>>>: Base {}
            """)
        let types = file.declarations.compactMap(\.typeDeclaration)
        #expect(types.map(\.genericParameters) == ["<T: Collection<Array<Int>>>", "<T: P<Q<R<S>>>>"])
        #expect(types.map(\.inheritance) == [[], [TypeText("Base", offset: 72)]])
        #expect(types.allSatisfy { $0.hasBody })
    }

    @Test func extensionNamesAreTypeText() {
        expectDump("""
            extension Foo.Bar {}
            extension Array<Int> {}
            extension [String] {}
            extension Optional where Wrapped == Int {}
            extension Dictionary<String, [Int]>: P {}
            """, """
            type extension Foo.Bar
            type extension Array<Int>
            type extension [String]
            type extension Optional
            type extension Dictionary<String, [Int]> : P
            """)
    }

    @Test func modifiersAndAttributes() throws {
        let file = Parser.parse("""
            public struct A {}
            open class B {}
            package final class C {}
            fileprivate enum D {}
            private protocol E {}
            internal extension A {}
            indirect enum F {}
            distributed actor G {}
            nonisolated struct H {}
            @frozen @usableFromInline struct I {}
            @objc(MyJ) class J {}
            @propertyWrapper struct K {}
            @Observable final class L {}
            @resultBuilder enum M {}
            @globalActor actor N {}
            @Module.Macro<Int>(argument: 1) struct O {}
            """)
        let types = file.declarations.compactMap(\.typeDeclaration)
        #expect(types.map(\.name) == ["A", "B", "C", "D", "E", "A", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O"])
        #expect(types.map { $0.modifiers.map(\.name) } == [
            ["public"], ["open"], ["package", "final"], ["fileprivate"], ["private"], ["internal"], ["indirect"],
            ["distributed"], ["nonisolated"], [], [], [], ["final"], [], [], [],
        ])
        #expect(types.map { $0.attributes.map(\.name) } == [
            [], [], [], [], [], [], [], [], [], ["frozen", "usableFromInline"], ["objc"], ["propertyWrapper"],
            ["Observable"], ["resultBuilder"], ["globalActor"], ["Module.Macro<Int>"],
        ])
        #expect(types[10].attributes.first?.arguments == "MyJ")
        #expect(types[15].attributes.first?.arguments == "argument: 1")
        #expect(types[7].kind == .actor)
    }

    @Test func contextualKeywordsAsNames() {
        expectDump("""
            struct actor {}
            class open {}
            struct Holder {
                let actor: Int
                var async = 1
                var open: Bool
                var `class`: Int
                var `default` = 0
            }
            """, """
            type struct actor
            type class open
            type struct Holder
              prop let actor : Int
              prop var async
              prop var open : Bool
              prop var `class` : Int
              prop var `default`
            """)
    }

    @Test func actorIsATypeOnlyBeforeAName() {
        expectDump("""
            struct S {
                let actor = Actor()
                var x: Int
            }
            actor
            Worker {}
            """, """
            type struct S
              prop let actor
              prop var x : Int
            """)
    }

    @Test func typeAliases() throws {
        expectDump("""
            typealias Top = [String: Int]
            struct S {
                typealias Handler = (Result<Int, Error>) -> Void
                public typealias Pair<T> = (T, T) where T: Equatable
                typealias Element = Int; var after: Int
            }
            """, """
            typealias Top = [String: Int]
            type struct S
              typealias Handler = (Result<Int, Error>) -> Void
              typealias Pair = (T, T)
              typealias Element = Int
              prop var after : Int
            """)
        let members = try parseMembers("struct S { public typealias Pair<T> = (T, T) }")
        let alias = try #require(members.first?.typeAlias)
        #expect(alias.name == "Pair")
        #expect(alias.genericParameters == "<T>")
        #expect(alias.modifiers.map(\.name) == ["public"])
        #expect(alias.type?.text == "(T, T)")
        #expect(alias.offset == 18)
    }

    @Test func associatedTypesAreParsedButNotPrinted() throws {
        let source = """
            protocol Container {
                associatedtype Item: Hashable, Sendable = Int
                associatedtype Index where Index: Comparable
                func item(at index: Index) -> Item
            }
            """
        expectDump(source, """
            type protocol Container
              func item(at index: Index) -> Item
            """)
        let members = try parseMembers(source)
        let item = try #require(members.first?.associatedType)
        #expect(item.name == "Item")
        #expect(item.inheritance.map(\.text) == ["Hashable", "Sendable"])
        #expect(item.defaultType?.text == "Int")
        #expect(item.offset == 25)
        let index = try #require(members.dropFirst().first?.associatedType)
        #expect(index.name == "Index")
        #expect(index.inheritance.isEmpty && index.defaultType == nil)
    }

    @Test func enumCasesAreSkipped() throws {
        let source = """
            enum Shape: Equatable {
                case circle(radius: Double), square(side: Double = 1)
                case point
                indirect case group([Shape])
                case named(String) = "x"
                static let unit = Shape.point
                var area: Double { 0 }
                func scaled(by factor: Double) -> Shape { self }
            }
            """
        expectDump(source, """
            type enum Shape : Equatable
              func scaled(by factor: Double) -> Shape
            """)
        let members = try parseMembers(source)
        #expect(members.compactMap(\.variable).map(\.name) == ["unit", "area"])
    }

    @Test func otherDeclarationsAreSkipped() {
        expectDump("""
            struct S {
                subscript(index: Int) -> Int { get { 0 } set {} }
                deinit {}
                static subscript<T>(key: T) -> T { key }
                var after: Int
            }
            precedencegroup Power { higherThan: MultiplicationPrecedence }
            infix operator ** : Power
            @freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "T")
            #warning("check this")
            #sourceLocation(file: "a.swift", line: 1)
            #sourceLocation()
            struct Last { let x: Int }
            """, """
            type struct S
              prop var after : Int
            type struct Last
              prop let x : Int
            """)
    }

    @Test func semicolonsSeparateDeclarations() {
        expectDump("struct A { let a: Int; let b: Int }; struct B {}; ;", """
            type struct A
              prop let a : Int
              prop let b : Int
            type struct B
            """)
    }
}

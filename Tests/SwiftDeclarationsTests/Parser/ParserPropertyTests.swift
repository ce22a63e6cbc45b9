import Testing
@testable import SwiftDeclarations

/// `let` and `var`: bindings, types, initializers, accessors, modifiers and attributes.
@Suite struct ParserPropertyTests {
    @Test func storedAndComputedProperties() {
        expectDump("""
            struct Model {
                let id: UUID
                var name: String = "x"
                var inferred = 42
                var optional: Int?
                var unwrapped: Int!
                var array: [Int] = []
                var dictionary: [String: [Int]]
                var tuple: (a: Int, b: String)
                var function: (Int) async throws -> Void
                var existential: any Service & Sendable
                var opaque: some Equatable { 1 }
                var metatype: Service.Type
                var generic: Result<Array<Int>, Error>
                var nestedGeneric: Set<Array<Int>>?
                var computed: Int { 1 }
                var getSet: Int { get { 1 } set {} }
                var getOnly: Int { get { 1 } }
                var asyncGet: Int { get async throws { 1 } }
                var observed: Int = 0 { didSet { print(oldValue) } }
                var observedNoInitializer: Int { willSet {} didSet {} }
                var observedWithAttribute: Int = 0 { @MainActor didSet {} }
                var `init`: Int
            }
            """, """
            type struct Model
              prop let id : UUID
              prop var name : String
              prop var inferred
              prop var optional : Int?
              prop var unwrapped : Int!
              prop var array : [Int]
              prop var dictionary : [String: [Int]]
              prop var tuple : (a: Int, b: String)
              prop var function : (Int) async throws -> Void
              prop var existential : any Service & Sendable
              prop var metatype : Service.Type
              prop var generic : Result<Array<Int>, Error>
              prop var nestedGeneric : Set<Array<Int>>?
              prop var observed : Int
              prop var observedNoInitializer : Int
              prop var observedWithAttribute : Int
              prop var `init` : Int
            """)
    }

    @Test func accessorsField() throws {
        let members = try parseMembers("""
            class C {
                var plain = 1
                var computed: Int { 1 }
                var explicit: Int { get { 1 } set {} }
                var observed = 0 { willSet {} }
                var observedAfterType: Int { didSet {} }
                var trailingClosure = make { $0 }
                var initAccessor: Int { @storageRestrictions(initializes: x) init {} get { 1 } }
            }
            """)
        let variables = members.compactMap(\.variable)
        #expect(variables.map(\.name) == [
            "plain", "computed", "explicit", "observed", "observedAfterType", "trailingClosure", "initAccessor",
        ])
        #expect(variables.map(\.accessors) == [.none, .computed, .computed, .observers, .observers, .none, .computed])
        #expect(variables.map(\.isStored) == [true, false, false, true, true, true, false])
        #expect(variables.map(\.hasInitializer) == [true, false, false, true, false, true, false])
    }

    @Test func severalBindingsInOneDeclaration() throws {
        let source = """
            struct S {
                let a: A, b: B
                var c, d: Int
                var e = 1, f: String
                var g, h: Int, i: Double
                let j = Dictionary<String, Int>(), k: K
                var l: Int = 0, m = [1, 2], n = (3, 4)
            }
            """
        expectDump(source, """
            type struct S
              prop let a : A
              prop let b : B
              prop var c : Int
              prop var d : Int
              prop var e
              prop var f : String
              prop var g : Int
              prop var h : Int
              prop var i : Double
              prop let j
              prop let k : K
              prop var l : Int
              prop var m
              prop var n
            """)
        let variables = try parseMembers(source).compactMap(\.variable)
        // Every binding carries the offset of its `let` or `var`.
        #expect(variables[0].offset == variables[1].offset)
        #expect(variables[0].nameOffset == 19 && variables[1].nameOffset == 25)
    }

    @Test func genericArgumentsInInitialValuesAreNotBindingSeparators() {
        expectDump("""
            final class Container {
                let cache = Dictionary<String, Int>()
                var pairs = Array<(String, Int)>(), count: Int
                let nested = Result<Array<Int>, Error>.success([])
                let optional = Optional<Box<A, B>>.none, other: Other
                let comparisons = a < b, inRange = c > d
                let shifted = x << 2, also: Int
                let lessOrEqual = a <= b, last: Last
                static let shared = Container(resolver: Resolver<Graph, Scope>())
            }
            """, """
            type class Container
              prop let cache
              prop var pairs
              prop var count : Int
              prop let nested
              prop let optional
              prop let other : Other
              prop let comparisons
              prop let inRange
              prop let shifted
              prop let also : Int
              prop let lessOrEqual
              prop let last : Last
              prop static let shared
            """)
    }

    @Test func tuplePatternsHaveNoName() throws {
        let members = try parseMembers("struct S { var (a, b) = (1, 2); let (c, d): (Int, Int) }")
        let variables = members.compactMap(\.variable)
        #expect(variables.map(\.name) == [nil, nil])
        #expect(variables.map(\.type?.text) == [nil, "(Int, Int)"])
        expectDump("struct S { var (a, b) = (1, 2) }", "type struct S")
    }

    @Test func staticAndClassProperties() throws {
        let source = """
            class C {
                static let shared = C()
                static var count: Int = 0
                class var name: String { "C" }
                private static var cache: [String: C] = [:]
                var instance: Int
            }
            """
        expectDump(source, """
            type class C
              prop static let shared
              prop static var count : Int
              prop static var cache : [String: C]
              prop var instance : Int
            """)
        let variables = try parseMembers(source).compactMap(\.variable)
        #expect(variables.map(\.isStatic) == [true, true, true, true, false])
    }

    @Test func modifiersAndPropertyWrappers() throws {
        let marked = MarkedSource("""
            @MainActor final class ViewModel {
                1️⃣@Published 2️⃣private(set) 3️⃣var 4️⃣items: 5️⃣[Item] = []
                @Environment(\\.dismiss) var dismiss
                @Inject(named: "main") var service: Service
                public private(set) var state: State
                nonisolated(unsafe) var unsafeValue: Int
                unowned(unsafe) let owner: Owner
                weak var delegate: Delegate?
                lazy var formatter = Formatter()
                @objc dynamic var observable: Int
                override var description: String { "" }
                @available(*, deprecated, message: "Use items") var old: [Item]
            }
            """)
        let variables = try parseMembers(marked.source).compactMap(\.variable)
        let items = try #require(variables.first)
        #expect(items.attributes == [Attribute(name: "Published", arguments: nil, offset: marked.offset(of: 1))])
        #expect(items.modifiers == [Modifier(name: "private", detail: "set", offset: marked.offset(of: 2))])
        #expect(items.offset == marked.offset(of: 3))
        #expect(items.nameOffset == marked.offset(of: 4))
        #expect(items.type == TypeText("[Item]", offset: marked.offset(of: 5)))
        #expect(!items.isLet && items.hasInitializer)
        #expect(variables.map { $0.attributes.map(\.name) } == [
            ["Published"], ["Environment"], ["Inject"], [], [], [], [], [], ["objc"], [], ["available"],
        ])
        #expect(variables[1].attributes.first?.arguments == "\\.dismiss")
        #expect(variables[2].attributes.first?.arguments == #"named: "main""#)
        #expect(variables[10].attributes.first?.arguments == #"*, deprecated, message: "Use items""#)
        #expect(variables.map { $0.modifiers.map { [$0.name, $0.detail ?? ""] } } == [
            [["private", "set"]], [], [], [["public", ""], ["private", "set"]], [["nonisolated", "unsafe"]],
            [["unowned", "unsafe"]], [["weak", ""]], [["lazy", ""]], [["dynamic", ""]], [["override", ""]], [],
        ])
        expectDump(marked.source, """
            type class ViewModel
              prop var items : [Item]
              prop var dismiss
              prop var service : Service
              prop var state : State
              prop var unsafeValue : Int
              prop let owner : Owner
              prop var delegate : Delegate?
              prop var formatter
              prop var observable : Int
              prop var old : [Item]
            """)
    }

    @Test func typeTextIsNormalized() throws {
        let members = try parseMembers("""
            struct S {
                var a: [String:Int]
                var b: [String :   Int]
                var c: Dictionary< String , Int >
                var d: /* lead */ Int /* trail */
                var e: (Int,
                        String)
                var f: Array<Array<Int>>?
            }
            """)
        #expect(members.compactMap(\.variable).map(\.type?.text) == [
            "[String:Int]", "[String : Int]", "Dictionary< String , Int >", "Int", "(Int, String)",
            "Array<Array<Int>>?",
        ])
    }

    @Test func propertiesOfEnumsAndProtocolsAreNotPrinted() throws {
        let source = """
            protocol P {
                var required: Int { get }
                var settable: Int { get set }
                static var shared: Self { get }
            }
            enum E {
                static let constant = 1
            }
            """
        expectDump(source, """
            type protocol P
            type enum E
            """)
        let requirements = try #require(Parser.parse(source).declarations.first?.typeDeclaration).members
        #expect(requirements.compactMap(\.variable).map(\.accessors) == [.computed, .computed, .computed])
    }

    @Test func topLevelVariablesAreParsedButNotPrinted() throws {
        let file = Parser.parse("let global = 1\nvar other: Int { 2 }\nstruct S {}")
        #expect(file.declarations.count == 3)
        #expect(file.declarations.compactMap(\.variable).map(\.name) == ["global", "other"])
        expectDump("let global = 1\nvar other: Int { 2 }\nstruct S {}", "type struct S")
    }

    @Test func initialValueEndsAtADeclarationOnTheNextLine() {
        expectDump("""
            struct S {
                let publisher = subject
                    .map { $0 }
                    .eraseToAnyPublisher()
                let total = a +
                    b
                var next: Int
                let closure = {
                    struct Decoy {}
                }
                @Published var last: Int
            }
            """, """
            type struct S
              prop let publisher
              prop let total
              prop var next : Int
              prop let closure
              prop var last : Int
            """)
    }

    /// A name in backticks is the name: `` `Clock` `` and `Clock` are one. A type's text drops
    /// the backticks of every word but a keyword, which would be read as one without them; the
    /// dump writes a reserved word declared as a name in backticks again, as Swift must.
    @Test func backtickedNamesAreTheNamesWithoutBackticks() {
        expectDump("""
            struct `Agenda`<`Entry`> {
                let `default`: `Clock`?
                let meta: [`Clock`.`Type`: `some`]
                func `schedule`(`for` day: `Day`) -> `Agenda`<`Day`> {}
            }
            """, """
            type struct Agenda
              prop let `default` : Clock?
              prop let meta : [Clock.`Type`: `some`]
              func schedule(for day: Day) -> Agenda<Day>
            """)
    }
}

import Testing
@testable import SwiftDeclarations

/// Functions and initializers: names, parameters, effects, return types.
@Suite struct ParserFunctionTests {
    @Test func parameterForms() {
        expectDump("""
            struct S {
                func none() {}
                func one(x: Int) {}
                func labels(from source: String, to destination: String) {}
                func unlabeled(_ value: Int, _: Int) {}
                func defaults(count: Int = 0, name: String = "a, b", list: [Int] = [1, 2], flag: Bool = !true) {}
                func variadic(_ values: Int..., names: String...) {}
                func inOut(_ value: inout [Int], other: borrowing Int, last: consuming String) {}
                func closures(run: @escaping () -> Void, map: @escaping @Sendable (Int) async throws -> String?) {}
                func optional(completion: ((Result<Int, Error>) -> Void)? = nil) {}
                func keywordLabels(in context: Int, for: String, `default`: Int) {}
                func attributed(@ViewBuilder content: () -> Content, _ x: isolated (any Actor)? = #isolation) {}
                func multiline(
                    first: Int,
                    second: String = "",
                ) {}
            }
            """, """
            type struct S
              func none()
              func one(x: Int)
              func labels(from source: String, to destination: String)
              func unlabeled(_ value: Int, _: Int)
              func defaults(count: Int, name: String, list: [Int], flag: Bool)
              func variadic(_ values: Int..., names: String...)
              func inOut(_ value: inout [Int], other: borrowing Int, last: consuming String)
              func closures(run: @escaping () -> Void, map: @escaping @Sendable (Int) async throws -> String?)
              func optional(completion: ((Result<Int, Error>) -> Void)?)
              func keywordLabels(in context: Int, for: String, default: Int)
              func attributed(content: () -> Content, _ x: isolated (any Actor)?)
              func multiline(first: Int, second: String)
            """)
    }

    @Test func parameterFields() throws {
        let marked = MarkedSource("""
            struct S {
                func f(1️⃣from source: String, 2️⃣_ value: Int = 42, 3️⃣count: Int, 4️⃣rest: Int..., 5️⃣x: [Int] = [1,  2]) {}
            }
            """)
        let function = try #require(try parseMembers(marked.source).first?.function)
        let parameters = function.parameters
        #expect(parameters.map(\.firstName) == ["from", "_", "count", "rest", "x"])
        #expect(parameters.map(\.secondName) == ["source", "value", nil, nil, nil])
        #expect(parameters.map(\.internalName) == ["source", "value", "count", "rest", "x"])
        #expect(parameters.map(\.label) == ["from", nil, "count", "rest", "x"])
        #expect(parameters.map(\.type?.text) == ["String", "Int", "Int", "Int", "[Int]"])
        #expect(parameters.map(\.isVariadic) == [false, false, false, true, false])
        #expect(parameters.map(\.defaultValue) == [nil, "42", nil, nil, "[1, 2]"])
        #expect(parameters.map(\.offset) == (1...5).map(marked.offset(of:)))
    }

    @Test func defaultValuesWithGenericArgumentsAndClosures() throws {
        let function = try #require(try parseMembers("""
            struct S {
                init(cache: Cache = Cache<String, Int>(), handler: @escaping (Int) -> Void = { _ in }, next: Int = .zero) {}
            }
            """).first?.function)
        #expect(function.parameters.map(\.firstName) == ["cache", "handler", "next"])
        #expect(function.parameters.map(\.defaultValue) == ["Cache<String, Int>()", "{ _ in }", ".zero"])
    }

    @Test func effectsAndReturnTypes() {
        expectDump("""
            protocol Service {
                func a() async
                func b() throws
                func c() async throws -> Int
                func d() throws(ServiceError) -> [String: Int]
                func e() async throws(any Error)
                func f(_ body: () throws -> Void) rethrows
                func g() -> some View
                func h() -> (Int, String)
                func i() -> (() -> Void)?
                func j() -> any P & Q
                func k() -> Int.Type
                func l<T>() -> T where T: Decodable
                func m() -> Result<Array<Int>, Error>
                func n() -> Self
                func o() -> [Int]!
            }
            """, """
            type protocol Service
              func a() async
              func b() throws
              func c() async throws -> Int
              func d() throws(ServiceError) -> [String: Int]
              func e() async throws(any Error)
              func f(_ body: () throws -> Void) rethrows
              func g() -> some View
              func h() -> (Int, String)
              func i() -> (() -> Void)?
              func j() -> any P & Q
              func k() -> Int.Type
              func l() -> T
              func m() -> Result<Array<Int>, Error>
              func n() -> Self
              func o() -> [Int]!
            """)
    }

    @Test func functionFields() throws {
        let marked = MarkedSource("""
            class C {
                1️⃣@MainActor @discardableResult
                2️⃣open class 3️⃣func 4️⃣make<T: Decodable>(_ type: T.Type) async throws(DecodingError) -> 5️⃣[T] where T: Sendable {
                    []
                }
                func requirement()
            }
            """)
        let functions = try parseMembers(marked.source).compactMap(\.function)
        let make = try #require(functions.first)
        #expect(make.kind == .function)
        #expect(make.name == "make")
        #expect(make.attributes.map(\.name) == ["MainActor", "discardableResult"])
        #expect(make.attributes.first?.offset == marked.offset(of: 1))
        #expect(make.modifiers.map(\.name) == ["open", "class"])
        #expect(make.modifiers.first?.offset == marked.offset(of: 2))
        #expect(make.isStatic)
        #expect(make.genericParameters == "<T: Decodable>")
        #expect(make.isAsync)
        #expect(make.throwsClause == .typedThrows("DecodingError"))
        #expect(make.returnType == TypeText("[T]", offset: marked.offset(of: 5)))
        #expect(make.whereClause == "T: Sendable")
        #expect(make.hasBody)
        #expect(make.offset == marked.offset(of: 3))
        #expect(make.nameOffset == marked.offset(of: 4))
        let requirement = try #require(functions.last)
        #expect(!requirement.hasBody && !requirement.isAsync && !requirement.isStatic)
        #expect(requirement.throwsClause == nil && requirement.returnType == nil)
    }

    @Test func throwsClauses() throws {
        let functions = try parseMembers("""
            protocol P {
                func a() throws
                func b() throws(E)
                func c() throws(any Error)
                func d(_ f: () throws -> Void) rethrows
                func e() async
                func f() async throws(Module.Failure) -> Int
                func g() throws (E)
                func h() throws
                (E)
            }
            """).compactMap(\.function)
        // swiftc reads a `(` after `throws` as the error type, even after a space or line break.
        #expect(functions.map(\.throwsClause) == [
            .throws, .typedThrows("E"), .typedThrows("any Error"), .rethrows, nil, .typedThrows("Module.Failure"),
            .typedThrows("E"), .typedThrows("E"),
        ])
        #expect(functions.map(\.isAsync) == [false, false, false, false, true, true, false, false])
    }

    @Test func initializers() throws {
        let source = """
            final class Service {
                init() {}
                init?(rawValue: String) {}
                init!(unsafe: Int) {}
                convenience init(resolver: Resolver) throws {}
                required init<T: Decodable>(from value: T) async where T: Sendable {}
                public init?<T>(_ value: T) throws(InitError) {}
                private override init(x: Int) {}
            }
            """
        expectDump(source, """
            type class Service
              func init()
              func init?(rawValue: String)
              func init!(unsafe: Int)
              func init(resolver: Resolver) throws
              func init(from value: T) async
              func init?(_ value: T) throws(InitError)
              func init(x: Int)
            """)
        let initializers = try parseMembers(source).compactMap(\.function)
        #expect(initializers.map(\.kind) == [
            .initializer(optionality: ""), .initializer(optionality: "?"), .initializer(optionality: "!"),
            .initializer(optionality: ""), .initializer(optionality: ""), .initializer(optionality: "?"),
            .initializer(optionality: ""),
        ])
        #expect(initializers.allSatisfy { $0.name == "init" && $0.nameOffset == $0.offset })
        #expect(initializers.map(\.genericParameters) == [nil, nil, nil, nil, "<T: Decodable>", "<T>", nil])
        #expect(initializers[4].whereClause == "T: Sendable")
        #expect(initializers.map { $0.modifiers.map(\.name) } == [
            [], [], [], ["convenience"], ["required"], ["public"], ["private", "override"],
        ])
        #expect(initializers[0].offset == 26)
    }

    @Test func operatorFunctions() {
        expectDump("""
            struct Vector {
                static func + (lhs: Vector, rhs: Vector) -> Vector { lhs }
                static func ==(lhs: Vector, rhs: Vector) -> Bool { true }
                static func <(lhs: Vector, rhs: Vector) -> Bool { true }
                static func ..< (lhs: Vector, rhs: Vector) -> Range<Vector> { fatalError() }
                static func / (lhs: Vector, rhs: Double) -> Vector { lhs }
                static func /(lhs: Vector, rhs: Vector) -> Vector { Vector(x: lhs.x / rhs.x) }
                static func /=(lhs: inout Vector, rhs: Vector) { lhs = lhs / rhs }
                static prefix func - (v: Vector) -> Vector { v }
                static postfix func ++ (v: inout Vector) {}
                static func ≈ (lhs: Vector, rhs: Vector) -> Bool { true }
                static func ~= (pattern: Vector, value: Vector) -> Bool { true }
                static prefix func !(v: Vector) -> Bool { false }
                var x: Double
            }
            """, """
            type struct Vector
              func static +(lhs: Vector, rhs: Vector) -> Vector
              func static ==(lhs: Vector, rhs: Vector) -> Bool
              func static <(lhs: Vector, rhs: Vector) -> Bool
              func static ..<(lhs: Vector, rhs: Vector) -> Range<Vector>
              func static /(lhs: Vector, rhs: Double) -> Vector
              func static /(lhs: Vector, rhs: Vector) -> Vector
              func static /=(lhs: inout Vector, rhs: Vector)
              func static -(v: Vector) -> Vector
              func static ++(v: inout Vector)
              func static ≈(lhs: Vector, rhs: Vector) -> Bool
              func static ~=(pattern: Vector, value: Vector) -> Bool
              func static !(v: Vector) -> Bool
              prop var x : Double
            """)
    }

    @Test func bodiesAreSkipped() {
        expectDump("""
            struct S {
                func run() {
                    let local = 1
                    var other: Int { 2 }
                    func nested() {}
                    struct Local { var decoy: Int }
                    if local > 0 { print("}") }
                }
                init() {
                    self.value = { () -> Int in
                        class Decoy {}
                        return 1
                    }()
                }
                var value: Int
            }
            """, """
            type struct S
              func run()
              func init()
              prop var value : Int
            """)
    }

    @Test func topLevelFunctionsAreParsedButNotPrinted() throws {
        let file = Parser.parse("func main() async throws {}\nstruct S {}")
        let main = try #require(file.declarations.first?.function)
        #expect(main.name == "main" && main.isAsync && main.throwsClause == .throws && main.hasBody)
        expectDump("func main() async throws {}\nstruct S {}", "type struct S")
    }
}

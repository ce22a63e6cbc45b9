import Testing
@testable import SwiftDeclarations

/// Declarations that `make differential` found read differently from swift-syntax in the
/// corpus of real packages, reduced to their core. The expected dumps are swift-syntax's.
@Suite struct ParserCorpusRegressionTests {
    /// swift-async-algorithms, swift-nio, vapor: `>?>` is one operator token; its `?` is
    /// postfix and its last `>` closes the outer generic arguments.
    @Test func optionalGenericArgumentBeforeAClosingAngleBracket() {
        expectDump("""
            struct S {
                typealias C = UnsafeContinuation<UnsafeTransfer<Result<E, Error>?>, Never>
                fileprivate enum State {}
                let box: Box<Future<Void>!>
                let x = Box<Future<Void>?>(nil), y: Int
            }
            """, """
            type struct S
              typealias C = UnsafeContinuation<UnsafeTransfer<Result<E, Error>?>, Never>
              type enum State
              prop let box : Box<Future<Void>!>
              prop let x
              prop let y : Int
            """)
    }

    /// swift-case-paths, fluent: `$` continues an identifier.
    @Test func dollarSignInsideAnIdentifier() {
        expectLexemes("_$embed a$b $0", [(.identifier, "_$embed"), (.identifier, "a$b"), (.identifier, "$0")])
        expectDump("""
            struct S {
                var _$id: Int
                static func _$embed(_ x: Int) -> Self
            }
            """, """
            type struct S
              prop var _$id : Int
              func static _$embed(_ x: Int) -> Self
            """)
    }

    /// swift-syntax, swift-collections, sqlite-nio: a modifier with a detail on a new line
    /// ends the initial value before it.
    @Test func modifierWithADetailStartsADeclaration() {
        expectDump("""
            struct S {
                nonisolated(unsafe) static let a: R = .init(backing: .null)
                nonisolated(unsafe) internal static var b: R?
                private(set) var c = f()
                public private(set) var d = 1
            }
            """, """
            type struct S
              prop static let a : R
              prop static var b : R?
              prop var c
              prop var d
            """)
        // A call whose argument is not a modifier's detail stays part of the value.
        expectDump("""
            struct S {
                var a = f
                open(file)
                var b: Int
            }
            """, """
            type struct S
              prop var a
              prop var b : Int
            """)
    }

    /// swift-argument-parser: a member type continues on the next line.
    @Test func memberTypeOnTheNextLine() {
        expectDump("""
            extension A.B: Swift
                .ExpressibleByIntegerLiteral
            {
                init(integerLiteral value: Int) {}
            }
            """, """
            type extension A.B : Swift .ExpressibleByIntegerLiteral
              func init(integerLiteral value: Int)
            """)
    }

    /// swift-log, swift-metrics, swift-distributed-tracing, swift-subprocess: `nonisolated`
    /// and `nonisolated(nonsending)` as type specifiers.
    @Test func nonisolatedTypeSpecifiers() {
        expectDump("""
            enum E {
                static func with(operation: nonisolated(nonsending) () async throws -> R) async rethrows -> R
            }
            struct I: nonisolated AsyncIteratorProtocol {}
            """, """
            type enum E
              func static with(operation: nonisolated(nonsending) () async throws -> R) async rethrows -> R
            type struct I : nonisolated AsyncIteratorProtocol
            """)
    }

    /// GRDB, fluent-kit: in a type, `@autoclosure`, `@escaping` and `@Sendable` take no
    /// arguments, so a `(` right after them starts the function type.
    @Test func typeAttributesWithoutArguments() {
        expectDump("""
            struct S {
                func f(_ message: @autoclosure() -> String, c: @escaping @Sendable(any D) -> F<T>)
            }
            """, """
            type struct S
              func f(_ message: @autoclosure() -> String, c: @escaping @Sendable(any D) -> F<T>)
            """)
    }

    /// BigInt: an operator function name ending in `<` before a name leaves the `<` to the
    /// generic parameter clause.
    @Test func operatorNameFollowedByGenericParameters() throws {
        expectDump("""
            struct S {
                static func >>=<Other: BinaryInteger>(lhs: inout S, rhs: Other)
                static func <<<Other>(lhs: S, rhs: Other) -> S
                static func &<<(left: S, right: S) -> S
            }
            """, """
            type struct S
              func static >>=(lhs: inout S, rhs: Other)
              func static <<(lhs: S, rhs: Other) -> S
              func static &<<(left: S, right: S) -> S
            """)
        let function = try #require(try parseMembers("struct S { static func ==<T>(a: T, b: T) }").first?.function)
        #expect(function.name == "==")
        #expect(function.genericParameters == "<T>")
    }
}

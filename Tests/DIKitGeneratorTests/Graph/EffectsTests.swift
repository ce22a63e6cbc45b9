@testable import DIKitGenerator
import Testing

/// Effects: how two merge, how declarations are read, and what a diagnostic says when a
/// cycle or a parameter conflict goes through an effectful declaration. The fixtures
/// `effects-*` and the random graphs cover the generated code.
@Suite struct EffectsTests {
    private static let databaseError = Effects(isAsync: false, throwing: .typed(.simple("DatabaseError")))
    private static let networkError = Effects(isAsync: false, throwing: .typed(.simple("NetworkError")))
    private static let throwing = Effects(isAsync: false, throwing: .any)
    private static let async = Effects(isAsync: true, throwing: nil)

    @Test(arguments: [
        (Effects.none, Effects.none, Effects.none),
        (async, .none, async),
        (databaseError, .none, databaseError),
        (.none, databaseError, databaseError),
        (databaseError, databaseError, databaseError),
        (databaseError, networkError, throwing),
        (databaseError, throwing, throwing),
        (throwing, databaseError, throwing),
        (async, databaseError, Effects(isAsync: true, throwing: .typed(.simple("DatabaseError")))),
    ])
    func mergingKeepsOneTypedErrorAndOtherwiseThrowsAny(lhs: Effects, rhs: Effects, merged: Effects) {
        #expect(lhs.merging(rhs) == merged)
    }

    private func generate(_ source: String, semantics: Semantics = .current) -> GenerationResult {
        Generator.generate(from: [SourceFile(path: "A.swift", text: source)], options: GeneratorOptions(semantics: semantics))
    }

    @Test func neverDoesNotThrowAndAnyErrorIsUntyped() throws {
        let code = try #require(generate("""
            protocol R: Resolver {
                func provideQuiet() throws(Never) -> Quiet
                func provideLoud() throws(any Error) -> Loud
            }
            """).code)
        #expect(code.contains("func resolveQuiet() -> Quiet {\n        return provideQuiet()\n"))
        #expect(code.contains("func resolveLoud() throws -> Loud {\n        return try provideLoud()\n"))
    }

    @Test func dikit05RulesReadNoEffects() throws {
        let source = """
            protocol R: Resolver {
                func provideKey() async throws -> Key
            }
            struct Vault: Injectable {
                struct Dependency { let key: Key }
                init(dependency: Dependency) throws {}
            }
            """
        let current = try #require(generate(source).code)
        #expect(current.contains("func resolveVault() async throws -> Vault {\n        let key = try await resolveKey()\n"))
        let dikit05 = try #require(generate(source, semantics: .dikit05).code)
        #expect(dikit05.contains("func resolveVault() -> Vault {\n        let key = resolveKey()\n"))
    }

    @Test func aCycleThroughEffectfulDeclarationsNamesThem() {
        let result = generate("""
            protocol R: Resolver {
                func provideB(a: A) async throws(E) -> B
            }
            struct A: Injectable {
                struct Dependency { let b: B }
                init(dependency: Dependency) async {}
            }
            struct C: Injectable {
                struct Dependency { let a: A }
                init(dependency: Dependency) throws {}
            }
            """)
        #expect(result.diagnostics.map(\.message) == [
            "dependency cycle: A -> B -> A (through async 'A.init(dependency:)', async throws(E) 'R.provideB(a:)')",
        ])
    }

    @Test func aCycleWithoutEffectsSaysNothingMore() {
        let result = generate("""
            protocol R: Resolver {}
            struct A: FactoryMethodInjectable {
                struct Dependency { let a: A }
                static func makeInstance(dependency: Dependency) -> A { fatalError() }
            }
            """)
        #expect(result.diagnostics.map(\.message) == ["dependency cycle: A -> A"])
    }

    @Test func aConflictInAnEffectfulMethodNamesTheDeclarationThatMakesItSo() {
        let result = generate("""
            protocol R: Resolver {}
            struct Store: FactoryMethodInjectable {
                struct Dependency { let name: String }
                static func makeInstance(dependency: Dependency) throws(StoreError) -> Store { Store() }
            }
            struct Cache: Injectable {
                struct Dependency { let name: Int }
                init(dependency: Dependency) {}
            }
            final class Screen: PropertyInjectable {
                struct Dependency { let store: Store; let cache: Cache }
                var dependency: Dependency!
            }
            struct Plain: Injectable {
                struct Dependency { let cache: Cache; let name: Bool }
                init(dependency: Dependency) {}
            }
            """)
        #expect(result.diagnostics.map(\.message) == [
            "call-site parameter 'name' of 'R.injectToScreen' would have two types, 'String' and 'Int' "
                + "(through throws(StoreError) 'Store.makeInstance(dependency:)')",
            "call-site parameter 'name' of 'R.resolvePlain' would have two types, 'Bool' and 'Int'",
        ])
    }
}

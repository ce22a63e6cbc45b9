@testable import DIKitGenerator
import Testing

/// Declarations read as the compiler reads them, at their edges: aliases and superclasses
/// that lead back to themselves (which Swift rejects) end, names keep their scope, and
/// what an alias makes one type is one binding. The fixtures `typealiases`,
/// `injectable-subclasses`, `generic-injectables-wrapped` and `backticked-names` build and
/// run the common cases.
@Suite struct DeclarationReadingTests {
    private func generate(_ text: String) -> GenerationResult {
        Generator.generate(from: [SourceFile(path: "A.swift", text: text)])
    }

    private func methodSignatures(_ result: GenerationResult) -> [String] {
        (result.code ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("func ") }
    }

    @Test func aliasesThatLeadBackToThemselvesAreLeftAsWritten() {
        let result = generate("""
            typealias Loop = Knot
            typealias Knot = Loop
            typealias Nest = [Nest]
            struct Screen: Injectable {
                struct Dependency { let loop: Loop; let nest: Nest }
                init(dependency: Dependency) {}
            }
            protocol R: Resolver {}
            """)
        #expect(methodSignatures(result) == ["func resolveScreen(loop: Loop, nest: [Nest]) -> Screen {"])
    }

    @Test func aStandardTypeIsOneTypeWithOrWithoutItsModule() {
        let result = generate("""
            struct Screen: Injectable {
                struct Dependency { let title: Swift.String; let tags: Swift.Set<Int> }
                init(dependency: Dependency) {}
            }
            protocol R: Resolver {
                func provideTitle() -> String
                func provideTags() -> Set<Int>
            }
            """)
        #expect(methodSignatures(result).contains("func resolveScreen() -> Screen {"))
    }

    @Test func aProgramsOwnTypeOfAStandardNameIsNotTheStandardOne() {
        // `String` is the program's here: `Swift.String` is another type, which nothing binds.
        let result = generate("""
            struct String {}
            struct Screen: Injectable {
                struct Dependency { let title: Swift.String }
                init(dependency: Dependency) {}
            }
            protocol R: Resolver {
                func provideTitle() -> String
            }
            """)
        #expect(methodSignatures(result).contains("func resolveScreen(title: Swift.String) -> Screen {"))
    }

    @Test func superclassesThatLeadBackToThemselvesEnd() {
        let result = generate("""
            class Left: Right, Injectable {
                struct Dependency {}
                required init(dependency: Dependency) {}
            }
            class Right: Left {}
            protocol R: Resolver {}
            """)
        // The link that would close the loop is not made: `Right` inherits nothing.
        #expect(methodSignatures(result) == ["func resolveLeft() -> Left {"])
    }

    @Test func aGenericParameterHidesAnAliasOfItsName() {
        let result = generate("""
            struct User {}
            struct Order {}
            typealias Entity = Order
            struct Repository<Entity>: Injectable {
                struct Dependency { let entity: Entity }
                init(dependency: Dependency) {}
            }
            struct Screen: Injectable {
                struct Dependency { let users: Repository<User> }
                init(dependency: Dependency) {}
            }
            protocol R: Resolver {}
            """)
        #expect(methodSignatures(result) == [
            "func resolveRepositoryOfUser(entity: User) -> Repository<User> {",
            "func resolveScreen(entity: User) -> Screen {",
        ])
    }

    @Test func anAliasNestedInATypeIsFoundFromItsScopeOnly() {
        let result = generate("""
            struct Local {}
            enum Feature {
                typealias Store = Local
                struct Screen: Injectable {
                    struct Dependency { let store: Store }
                    init(dependency: Dependency) {}
                }
            }
            struct Outside: Injectable {
                struct Dependency { let store: Store; let qualified: Feature.Store }
                init(dependency: Dependency) {}
            }
            protocol R: Resolver { func provideLocal() -> Local }
            """)
        #expect(methodSignatures(result) == [
            "func resolveFeatureScreen() -> Feature.Screen {",
            "func resolveLocal() -> Local {",
            "func resolveOutside(store: Store) -> Outside {",
        ])
    }

    @Test func twoProvidersOfAliasesOfOneTypeAreDuplicates() {
        let result = generate("""
            typealias APIKey = String
            typealias UserAgent = String
            protocol R: Resolver {
                func provideAPIKey() -> APIKey
                func provideUserAgent() -> UserAgent
            }
            """)
        #expect(result.code == nil)
        #expect(result.diagnostics.map(\.id) == [.duplicateProvider])
    }

    @Test func aSubclassIsBuiltOnItsSuperclasssGlobalActor() {
        let result = generate("""
            @MainActor class Base: Injectable {
                struct Dependency {}
                required init(dependency: Dependency) {}
            }
            final class Sub: Base {}
            protocol R: Resolver {}
            """)
        #expect((result.code ?? "").contains("@MainActor func resolveSub() -> Sub {"))
    }
}

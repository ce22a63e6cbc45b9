@testable import DIKitGenerator
import Testing

/// Lifetimes, closures and `Lazy`: which types a dependency wraps, how a closure's
/// parameters are matched, and the rules that the fixtures `lifetimes-*` and
/// `error-closure-*` do not pin one by one. The fixtures build and run the generated code.
@Suite struct LifetimeTests {
    private func generate(_ source: String, semantics: Semantics = .current) -> GenerationResult {
        Generator.generate(from: [SourceFile(path: "A.swift", text: source)], options: GeneratorOptions(semantics: semantics))
    }

    /// `text` as a dependency's type is read: by a table, which keys `DIKit.Lazy` as `Lazy`.
    private func reference(_ text: String) -> TypeReference {
        TypeTable(files: [], semantics: .current).reference(to: text, in: nil)
    }

    @Test(arguments: [
        ("Database?", "Database", "value"),
        ("Lazy<Database>", "Database", "lazy"),
        ("DIKit.Lazy<Database>", "Database", "lazy"),
        ("() -> Database", "Database", "factory"),
        ("@Sendable () async throws -> Database", "Database", "factory"),
        ("(Item) -> Detail", "Detail", "factory"),
    ])
    func aDependencyWrapsTheTypeItResolves(type: String, wrapped: String, form: String) throws {
        let (key, deferred) = try #require(DeferredDependency.wrapped(in: reference(type)))
        #expect(key.text == wrapped)
        switch deferred {
        case nil: #expect(form == "value")
        case .lazy: #expect(form == "lazy")
        case .factory: #expect(form == "factory")
        }
    }

    @Test(arguments: ["Database", "[Database]", "Lazy", "Other.Lazy<Database>", "Lazy<A, B>", "Result<A, B>"])
    func otherTypesWrapNothing(type: String) {
        #expect(DeferredDependency.wrapped(in: reference(type)) == nil)
    }

    @Test func aFunctionTypeKeepsItsParametersNamesOutsideItsIdentity() {
        let named = TypeDescriptionReader.read("(_ left: Item, _ right: Item) -> Comparison")
        let unnamed = TypeDescriptionReader.read("(Item, Item) -> Comparison")
        #expect(named == unnamed)
        #expect(named.key == unnamed.key)
        guard case .function(let function) = named else { return #expect(Bool(false), "not a function type") }
        #expect(function.parameterNames == ["left", "right"])
    }

    @Test func closureParametersAreMatchedByTypeThenByName() {
        let result = generate("""
            struct Item {}
            struct Count {}
            struct Comparison: Injectable {
                struct Dependency { let left: Item; let count: Count; let right: Item }
                init(dependency: Dependency) {}
            }
            struct Screen: Injectable {
                struct Dependency { let compare: (Count, _ right: Item, _ left: Item) -> Comparison }
                init(dependency: Dependency) {}
            }
            protocol R: Resolver {}
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.code?.contains("compare: { count, right, left in self.resolveComparison(left: left, count: count, right: right) }") == true)
    }

    @Test func unsuppliedParametersOfAClosuresTargetBecomeTheEnclosingMethods() {
        let result = generate("""
            struct Item {}
            struct Detail: Injectable {
                struct Dependency { let item: Item; let user: String }
                init(dependency: Dependency) {}
            }
            struct List: Injectable {
                struct Dependency { let makeDetail: (Item) -> Detail }
                init(dependency: Dependency) {}
            }
            protocol R: Resolver {}
            """)
        #expect(result.code?.contains("func resolveList(user: String) -> List {") == true)
        #expect(result.code?.contains("makeDetail: { item in self.resolveDetail(item: item, user: user) }") == true)
    }

    @Test func dikit05RulesPassClosuresLazyAndOptionalsAsCallSiteParameters() {
        let result = generate("""
            struct Database: Injectable {
                struct Dependency {}
                init(dependency: Dependency) {}
            }
            struct Screen: Injectable, SharedInstance {
                struct Dependency { let make: () -> Database; let lazy: Lazy<Database>; let optional: Database? }
                init(dependency: Dependency) {}
            }
            protocol R: Resolver {}
            """, semantics: .dikit05)
        #expect(result.diagnostics.isEmpty)
        #expect(result.code?.contains("func resolveScreen(make: () -> Database, lazy: Lazy<Database>, optional: Database?) -> Screen {") == true)
        #expect(result.code?.contains("sharedInstances") == false)
    }

    @Test func aTypeMarkedBothWaysIsAnError() {
        let result = generate("""
            final class Session: Injectable, SharedInstance, WeakSharedInstance {
                struct Dependency {}
                init(dependency: Dependency) {}
            }
            protocol R: Resolver { var sharedInstances: SharedInstanceStore { get } }
            """)
        #expect(result.code == nil)
        #expect(result.diagnostics.map(\.id) == [.conflictingLifetimes])
    }

    @Test func aStoreInheritedFromARefinedResolverIsEnough() {
        let result = generate("""
            final class Database: Injectable, SharedInstance {
                struct Dependency {}
                init(dependency: Dependency) {}
            }
            protocol AppResolver: Resolver { var sharedInstances: SharedInstanceStore { get } }
            protocol TestResolver: AppResolver { func provideDatabase() -> Database }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.code?.contains("return sharedInstances.instance(of: Database.self) {\n            return provideDatabase()") == true)
    }

    @Test func aProvidedProtocolIsKeyedByItsExistentialMetatype() {
        let result = generate("""
            protocol Clock: SharedInstance {}
            protocol R: Resolver {
                var sharedInstances: SharedInstanceStore { get }
                func provideClock() -> any Clock
            }
            """)
        #expect(result.code?.contains("sharedInstances.instance(of: (any Clock).self) {") == true)
    }
}

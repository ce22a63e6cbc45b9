@testable import DIKitGenerator
import Testing

/// Isolation: how declarations are read, how it rises through the graph, and what the
/// diagnostics say. The fixtures `isolation-*`, `error-isolation-conflict` and
/// `*-resolver-not-sendable` cover the generated code, compiled and run.
@Suite struct IsolationTests {
    private func generate(_ source: String, semantics: Semantics = .current) -> GenerationResult {
        Generator.generate(from: [SourceFile(path: "A.swift", text: source)], options: GeneratorOptions(semantics: semantics))
    }

    /// A method runs where the first declaration it needs runs, at any distance: one
    /// `@MainActor` type isolates every method above it, and none below it.
    @Test func isolationRisesToEveryMethodThatNeedsIt() throws {
        let code = try #require(generate("""
            protocol R: Resolver {}
            struct Leaf: Injectable {
                struct Dependency {}
                init(dependency: Dependency) {}
            }
            @MainActor final class Model: Injectable {
                struct Dependency { let leaf: Leaf }
                init(dependency: Dependency) {}
            }
            struct Middle: Injectable {
                struct Dependency { let model: Model }
                init(dependency: Dependency) {}
            }
            final class Top: PropertyInjectable {
                struct Dependency { let middle: Middle }
                var dependency: Dependency!
            }
            """).code)
        #expect(code.contains("    func resolveLeaf() -> Leaf {"))
        #expect(code.contains("    @MainActor func resolveModel() -> Model {"))
        #expect(code.contains("    @MainActor func resolveMiddle() -> Middle {"))
        #expect(code.contains("    @MainActor func injectToTop(_ top: Top) -> Void {"))
    }

    /// `nonisolated` on the initializer wins over the type's global actor, and a provider's
    /// own attribute over its protocol's; a method is `nonisolated` only when all it calls
    /// says so, so that it stays callable under `-default-isolation MainActor`.
    @Test func declarationsSayWhereTheyRun() throws {
        let code = try #require(generate("""
            @MainActor protocol R: Resolver {
                nonisolated func provideClock() -> Clock
            }
            protocol S: Resolver {
                @DatabaseActor func provideStore() -> Store
            }
            @MainActor final class Formatter: Injectable {
                struct Dependency { let clock: Clock }
                nonisolated init(dependency: Dependency) {}
            }
            nonisolated struct Plain: Injectable {
                struct Dependency {}
                init(dependency: Dependency) {}
            }
            struct Unsaid: Injectable {
                struct Dependency { let plain: Plain }
                init(dependency: Dependency) {}
            }
            """).code)
        // `R` isolates all its methods.
        #expect(code.contains("    @MainActor func resolveFormatter() -> Formatter {"))
        // In `S`, the initializer's and the provider's own declarations count.
        #expect(code.contains("extension S {\n\n    nonisolated func resolveFormatter(clock: Clock) -> Formatter {"))
        #expect(code.contains("    @DatabaseActor func resolveStore() -> Store {"))
        #expect(code.contains("    nonisolated func resolvePlain() -> Plain {"))
        #expect(code.contains("\n    func resolveUnsaid() -> Unsaid {"))
    }

    @Test func dikit05RulesReadNoIsolation() throws {
        let source = """
            protocol R: Resolver {}
            @MainActor final class Model: Injectable {
                struct Dependency {}
                nonisolated init(dependency: Dependency) {}
            }
            """
        let dikit05 = try #require(generate(source, semantics: .dikit05).code)
        #expect(dikit05.contains("\n    func resolveModel() -> Model {"))
    }

    /// A resolver's global actor is where its methods run when nothing else decides; a
    /// method whose binding runs on another actor runs there, and what it calls is
    /// declared `nonisolated`. Only keeping a shared instance (the resolver's store)
    /// needs the resolver's actor.
    @Test func aResolverIsolatedToAnotherGlobalActorIsolatesOnlyTheStore() throws {
        func source(marker: String) -> String {
            """
            @MainActor protocol R: Resolver {
                var sharedInstances: SharedInstanceStore { get }
            }
            final class Clock: Injectable {
                struct Dependency {}
                init(dependency: Dependency) {}
            }
            @DatabaseActor final class Store: Injectable\(marker) {
                struct Dependency { let clock: Clock }
                init(dependency: Dependency) {}
            }
            final class Screen: Injectable {
                struct Dependency {}
                init(dependency: Dependency) {}
            }
            """
        }
        let code = try #require(generate(source(marker: "")).code)
        #expect(code.contains("    nonisolated func resolveClock() -> Clock {"))
        #expect(code.contains("    @DatabaseActor func resolveStore() -> Store {"))
        #expect(code.contains("    @MainActor func resolveScreen() -> Screen {"))
        let shared = generate(source(marker: ", SharedInstance"))
        #expect(shared.code == nil)
        #expect(shared.diagnostics.map(\.message) == ["'R.resolveStore' would have to run on both @MainActor and @DatabaseActor"])
        #expect(shared.diagnostics.first?.notes.map(\.message) == [
            "'R' is isolated to @MainActor", "'Store' (Injectable) runs on @DatabaseActor",
        ])
    }

    /// A `Sendable` resolver may be sent off the main actor; one that is not is an error
    /// at the dependency that would send it.
    @Test func awaitingANonisolatedAsyncMethodFromAnActorNeedsASendableResolver() throws {
        func source(resolver: String) -> String {
            """
            protocol R: \(resolver) {
                func provideKey() async -> Key
            }
            @MainActor final class Model: Injectable {
                struct Dependency { let key: Key }
                init(dependency: Dependency) {}
            }
            """
        }
        let result = generate(source(resolver: "Resolver"))
        #expect(result.diagnostics.map(\.id) == [.resolverNotSendable])
        #expect(result.diagnostics.first?.reference?.location.line == 5)
        let code = try #require(generate(source(resolver: "Resolver, Sendable")).code)
        #expect(code.contains("    @MainActor func resolveModel() async -> Model {\n        let key = await resolveKey()\n"))
    }

    /// What crosses into an actor may be known to be Sendable: an actor, a global-actor
    /// type, a declared `Sendable`, a standard value type.
    @Test func knownSendableValuesMayEnterAnActor() {
        let result = generate("""
            protocol R: Resolver {
                func provideName() -> String
            }
            actor Other: Injectable {
                struct Dependency {}
                init(dependency: Dependency) {}
            }
            final class Token: Injectable, Sendable {
                struct Dependency {}
                init(dependency: Dependency) {}
            }
            actor Store: Injectable {
                struct Dependency { let name: String; let other: Other; let token: Token }
                init(dependency: Dependency) {}
            }
            """)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aCycleThroughAnIsolatedDeclarationNamesIt() {
        let result = generate("""
            protocol R: Resolver {}
            @MainActor final class A: Injectable {
                struct Dependency { let b: B }
                init(dependency: Dependency) {}
            }
            struct B: Injectable {
                struct Dependency { let a: A }
                init(dependency: Dependency) {}
            }
            """)
        #expect(result.diagnostics.map(\.message) == ["dependency cycle: A -> B -> A (through @MainActor 'A.init(dependency:)')"])
    }

    @Test func aParameterConflictInAnIsolatedMethodNamesTheDeclarationThatIsolatesIt() {
        let result = generate("""
            protocol R: Resolver {}
            @MainActor final class Model: Injectable {
                struct Dependency { let name: String }
                init(dependency: Dependency) {}
            }
            struct Screen: Injectable {
                struct Dependency { let model: Model; let name: Int }
                init(dependency: Dependency) {}
            }
            """)
        #expect(result.diagnostics.map(\.message) == [
            "call-site parameter 'name' of 'R.resolveScreen' would have two types, 'Int' and 'String' "
                + "(through @MainActor 'Model.init(dependency:)')",
        ])
    }
}

import DIKitGenerator
import SwiftDeclarations
import Testing

/// The module's compiler settings decide where what says nothing runs, whether awaiting a
/// nonisolated `async` function sends anything, and whether a data race is an error.
@Suite struct CompilerSettingsTests {
    private static let xcode26 = CompilerSettings(
        defaultIsolation: .mainActor, upcomingFeatures: [.nonisolatedNonsendingByDefault, .inferIsolatedConformances]
    )

    private func generate(_ source: String, settings: CompilerSettings = CompilerSettings()) -> GenerationResult {
        Generator.generate(from: [SourceFile(path: "A.swift", text: source)], options: GeneratorOptions(compilerSettings: settings))
    }

    private static let storeNeedingALogger = """
        protocol R: Resolver {}
        final class Logger: Injectable {
            struct Dependency {}
            init(dependency: Dependency) {}
        }
        @DatabaseActor final class Store: Injectable {
            struct Dependency { let logger: Logger }
            init(dependency: Dependency) {}
        }
        """

    /// Under `-default-isolation MainActor` an initializer that says nothing runs on the
    /// main actor: another global actor cannot call it.
    @Test func theDefaultIsolationIsolatesWhatSaysNothing() {
        #expect(generate(Self.storeNeedingALogger).diagnostics.isEmpty)
        let result = generate(Self.storeNeedingALogger, settings: Self.xcode26)
        #expect(result.diagnostics.map(\.message) == ["'R.resolveStore' would have to run on both @DatabaseActor and @MainActor"])
    }

    /// A type's `nonisolated` reaches its own members, not those of its extensions; a
    /// global actor reaches both.
    @Test func nonisolatedDoesNotReachIntoExtensions() throws {
        func source(declaredIn place: String) -> String {
            let initializer = "init(dependency: Dependency) {}"
            return """
                nonisolated protocol R: Resolver {}
                nonisolated final class Logger: Injectable {
                    struct Dependency {}
                    \(place == "type" ? initializer : "")
                }
                extension Logger {
                    \(place == "extension" ? "convenience " + initializer : "")
                }
                """
        }
        let inType = try #require(generate(source(declaredIn: "type"), settings: Self.xcode26).code)
        #expect(inType.contains("    nonisolated func resolveLogger() -> Logger {"))
        let inExtension = try #require(generate(source(declaredIn: "extension"), settings: Self.xcode26).code)
        #expect(inExtension.contains("    @MainActor func resolveLogger() -> Logger {"))
    }

    /// A protocol that says nothing takes the global actor of the protocol it refines.
    @Test func aRefinedProtocolInheritsItsParentsGlobalActor() throws {
        let code = try #require(generate("""
            @DatabaseActor protocol Base: Resolver {}
            protocol R: Base {
                func provideName() -> String
            }
            """).code)
        #expect(code.contains("    @DatabaseActor func resolveString() -> String {"))
    }

    /// A main-actor method that awaits a nonisolated async method sends the resolver off
    /// the actor, unless `NonisolatedNonsendingByDefault` keeps that method on its caller's.
    @Test func nonisolatedNonsendingByDefaultSendsNothing() {
        let source = """
            protocol R: Resolver {
                func provideKey() async -> Key
            }
            @MainActor final class Model: Injectable {
                struct Dependency { let key: Key }
                init(dependency: Dependency) {}
            }
            """
        #expect(generate(source).diagnostics.map(\.id) == [.resolverNotSendable])
        var settings = CompilerSettings()
        settings.upcomingFeatures = [.nonisolatedNonsendingByDefault]
        #expect(generate(source, settings: settings).diagnostics.isEmpty)
    }

    /// Swift 5 mode does not check what is sent: a possible race is a warning there.
    @Test func swift5ModeWarnsOfDataRaces() throws {
        let source = """
            protocol R: Resolver {}
            final class Box: Injectable {
                struct Dependency {}
                init(dependency: Dependency) {}
            }
            actor Store: Injectable {
                struct Dependency { let box: Box }
                init(dependency: Dependency) {}
            }
            """
        #expect(generate(source).diagnostics.map(\.severity) == [.error])
        let swift5 = generate(source, settings: CompilerSettings(languageMode: .swift5))
        #expect(swift5.diagnostics.map(\.severity) == [.warning])
        #expect(swift5.code != nil)
    }
}

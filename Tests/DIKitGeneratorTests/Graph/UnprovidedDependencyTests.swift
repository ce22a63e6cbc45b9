@testable import DIKitGenerator
import Testing

/// `--strict`'s `missing-provider` and `--verbose`'s `implicit-parameter`: one report per
/// dependency whatever the number of resolvers that read it, naming those to add a provider
/// to; a parameter that an assisted closure supplies is no missing provider; the fix names
/// the setting where the user keeps the allowed types. The fixture
/// `error-missing-provider-refined` shows the whole output.
@Suite struct UnprovidedDependencyTests {
    private func generate(_ source: String, options: GeneratorOptions) -> GenerationResult {
        Generator.generate(from: [SourceFile(path: "A.swift", text: source)], options: options)
    }

    private static let strict = GeneratorOptions(isStrict: true)

    private static let needsName = """
        struct Greeter: Injectable {
            struct Dependency { let name: Name }
            init(dependency: Dependency) {}
        }
        struct Name {}
        """

    @Test func aRefinedResolverDoesNotRepeatItsParentsReport() {
        let result = generate(Self.needsName + """
            protocol AppResolver: Resolver {}
            protocol TestResolver: AppResolver { func provideClock() -> Clock }
            protocol PreviewResolver: TestResolver {}
            struct Clock {}
            """, options: Self.strict)
        #expect(result.code == nil)
        #expect(result.diagnostics.map(\.message) == ["no provider for 'Name' in 'AppResolver', needed by 'Greeter.Dependency.name'"])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["'AppResolver.resolveGreeter' needs 'Greeter.Dependency.name'"])
        #expect(result.diagnostics.first?.fix == "add 'func provideName() -> Name' to 'AppResolver', or allow the parameter with '--allow-parameter Name'")
    }

    @Test func resolversThatRefineNoOtherAreNamedInOneReport() {
        let result = generate(Self.needsName + """
            protocol AppResolver: Resolver {}
            protocol WidgetResolver: Resolver {}
            protocol BothResolver: AppResolver, WidgetResolver {}
            """, options: Self.strict)
        #expect(result.diagnostics.map(\.message) == [
            "no provider for 'Name' in 'AppResolver' or 'WidgetResolver', needed by 'Greeter.Dependency.name'",
        ])
        #expect(result.diagnostics.first?.notes.count == 2)
        #expect(result.diagnostics.first?.fix?.hasPrefix("add 'func provideName() -> Name' to 'AppResolver' and 'WidgetResolver', ") == true)
    }

    /// Each resolver reads an inherited provider for itself: its parameter is still one dependency.
    @Test func anInheritedProvidersParameterIsReportedOnce() {
        let result = generate("""
            struct Session {}
            protocol AppResolver: Resolver { func provideSession(token: String) -> Session }
            protocol TestResolver: AppResolver {}
            """, options: Self.strict)
        #expect(result.diagnostics.map(\.message) == [
            "no provider for 'String' in 'AppResolver', needed by parameter 'token' of 'AppResolver.provideSession(token:)'",
        ])
    }

    /// A refinement's provider of a type close to the missing one is a near match.
    @Test func everyResolversNearMatchesAreNoted() {
        let result = generate(Self.needsName + """
            protocol AppResolver: Resolver {}
            protocol TestResolver: AppResolver { func provideName() -> Name? }
            """, options: Self.strict)
        #expect(result.diagnostics.first?.notes.map(\.message) == [
            "'AppResolver.resolveGreeter' needs 'Greeter.Dependency.name'",
            "did you mean 'Name?', provided by 'TestResolver.provideName()'?",
        ])
    }

    private static let assisted = """
        protocol AppResolver: Resolver {}
        struct Item {}
        struct Locale {}
        struct Detail: Injectable {
            struct Dependency { let item: Item; let locale: Locale }
            init(dependency: Dependency) {}
        }
        struct List: Injectable {
            struct Dependency { let makeDetail: (Item) -> Detail }
            init(dependency: Dependency) {}
        }
        """

    @Test func aParameterAnAssistedClosureSuppliesIsNoMissingProvider() {
        let result = generate(Self.assisted, options: Self.strict)
        #expect(result.diagnostics.map(\.message) == ["no provider for 'Locale' in 'AppResolver', needed by 'Detail.Dependency.locale'"])
        let allowed = generate(Self.assisted, options: GeneratorOptions(isStrict: true, allowedParameterTypes: ["Locale"]))
        #expect(allowed.diagnostics.isEmpty)
        #expect(allowed.code?.contains("func resolveList(locale: Locale) -> List") == true)
    }

    /// A resolver, and a `Logger` whose `prefix` is a call-site parameter.
    private static let needsPrefix = """
        protocol AppResolver: Resolver {}
        struct Logger: Injectable {
            struct Dependency { let prefix: String }
            init(dependency: Dependency) {}
        }

        """

    /// A closure supplies a parameter only where the closure is the way to the method: a
    /// type that needs the same `Logger` as a value leaves `prefix` to its own caller.
    @Test func aClosureElsewhereDoesNotSupplyAParameterPassedOnAsAValue() {
        let logger = Self.needsPrefix + """
            struct Home: Injectable {
                struct Dependency { let makeLogger: (String) -> Logger }
                init(dependency: Dependency) {}
            }

            """
        #expect(generate(logger, options: Self.strict).diagnostics.isEmpty)
        let byProperty = generate(logger + """
            final class Screen: PropertyInjectable {
                struct Dependency { let logger: Logger }
                var dependency: Dependency!
            }
            """, options: Self.strict)
        #expect(byProperty.diagnostics.map(\.message) == ["no provider for 'String' in 'AppResolver', needed by 'Logger.Dependency.prefix'"])
        #expect(byProperty.diagnostics.first?.notes.map(\.message) == ["'AppResolver.injectToScreen' -> 'resolveLogger' needs 'Logger.Dependency.prefix'"])
        let byValue = generate(logger + """
            struct Settings: Injectable {
                struct Dependency { let logger: Logger }
                init(dependency: Dependency) {}
            }
            """, options: Self.strict)
        #expect(byValue.diagnostics.first?.notes.map(\.message) == ["'AppResolver.resolveSettings' -> 'resolveLogger' needs 'Logger.Dependency.prefix'"])
    }

    /// Below a closure that supplies a parameter, every method that passes it on is supplied too.
    @Test func aParameterPassedOnBelowASupplyingClosureIsSupplied() {
        let result = generate(Self.needsPrefix + """
            struct Channel: Injectable {
                struct Dependency { let logger: Logger }
                init(dependency: Dependency) {}
            }
            struct Home: Injectable {
                struct Dependency { let makeChannel: (String) -> Channel }
                init(dependency: Dependency) {}
            }
            """, options: Self.strict)
        #expect(result.diagnostics.isEmpty)
        #expect(result.code?.contains("func resolveHome() -> Home") == true)
    }

    /// `--verbose` lists every call-site parameter, the closure's too, once per dependency.
    @Test func verboseListsEachCallSiteParameterOnce() {
        let result = generate(Self.assisted + "protocol TestResolver: AppResolver {}\n", options: GeneratorOptions(listsImplicitParameters: true))
        #expect(result.diagnostics.map(\.message) == [
            "'item: Item' is a call-site parameter: nothing in 'AppResolver' provides 'Item'",
            "'locale: Locale' is a call-site parameter: nothing in 'AppResolver' provides 'Locale'",
        ])
    }

    /// With `--strict`, `--verbose` still lists the call-site parameters that are no missing
    /// providers: an allowed type's, and one closures supply.
    @Test func strictAndVerboseListTheParametersThatAreNoErrors() {
        var options = GeneratorOptions(isStrict: true, allowedParameterTypes: ["Locale"])
        options.listsImplicitParameters = true
        let result = generate(Self.assisted, options: options)
        #expect(result.diagnostics.map(\.severity) == [.note, .note])
        #expect(result.diagnostics.map(\.message) == [
            "'item: Item' is a call-site parameter: nothing in 'AppResolver' provides 'Item'",
            "'locale: Locale' is a call-site parameter: nothing in 'AppResolver' provides 'Locale'",
        ])
        options.allowedParameterTypes = []
        #expect(generate(Self.assisted, options: options).diagnostics.map(\.id) == [.implicitParameter, .missingProvider])
    }

    @Test func theFixNamesTheConfigurationFilesKeyWhenTheListIsThere() {
        var options = Self.strict
        options.allowedParameterTypesSource = .configurationFile(name: "dikitgen.json")
        let result = generate(Self.needsName + "protocol AppResolver: Resolver {}\n", options: options)
        #expect(result.diagnostics.first?.fix
            == "add 'func provideName() -> Name' to 'AppResolver', or allow the parameter by adding \"Name\" to 'allowParameters' in dikitgen.json")
    }

    /// Under `--strict`, every resolver that misses the dependency is rejected, named or not.
    @Test func theReportConcernsEveryResolverThatMissesTheDependency() {
        let analysis = Generator.analyze(
            [SourceFile(path: "A.swift", text: Self.needsName + "protocol AppResolver: Resolver {}\nprotocol TestResolver: AppResolver {}\n")],
            options: Self.strict
        )
        #expect(analysis.resolverGraphs.map { $0.checked == nil } == [true, true])
        #expect(analysis.resolverGraphs.map(\.errors.count) == [1, 1])
        #expect(analysis.diagnostics.count == 1)
    }
}

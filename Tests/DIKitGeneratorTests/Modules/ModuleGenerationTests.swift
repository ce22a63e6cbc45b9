@testable import DIKitGenerator
import Testing

/// Generation for one module of a modular program: the generated module's files, and those
/// of the modules it depends on (`SourceFile.module`), read for what they make visible.
@Suite struct ModuleGenerationTests {
    /// A file of the generated module (`module` nil) or of a dependency module.
    private static func file(_ path: String, _ text: String, module: String? = nil) -> SourceFile {
        var file = SourceFile(path: path, text: text)
        file.module = module.map(ModuleName.init)
        return file
    }

    private static let networking = file("Networking.swift", """
        import DIKit
        public final class HTTPClient: Injectable, SharedInstance {
            public struct Dependency { public init() {} }
            public init(dependency: Dependency) {}
        }
        public struct ProfileAPI: Injectable {
            public struct Dependency { public let client: HTTPClient; public init(client: HTTPClient) { self.client = client } }
            public init(dependency: Dependency) {}
        }
        struct InternalCache: Injectable {
            struct Dependency {}
            init(dependency: Dependency) {}
        }
        """, module: "Networking")

    private static let featureA = file("FeatureA.swift", """
        import DIKit
        import Networking
        public protocol FeatureAResolver: Resolver {
            var sharedInstances: SharedInstanceStore { get }
        }
        public struct ViewModel: Injectable {
            public struct Dependency { public let api: ProfileAPI; public init(api: ProfileAPI) { self.api = api } }
            public init(dependency: Dependency) {}
        }
        """, module: "FeatureA")

    private static func methods(of code: String?) -> [String] {
        (code ?? "").split(separator: "\n").compactMap { line in
            let text = line.drop { $0 == " " }
            return text.hasPrefix("func ") || text.hasPrefix("public func ") || text.hasPrefix("extension ") ? String(text) : nil
        }
    }

    @Test func aDependencyModulesResolverIsNotExtendedAndItsMethodsAreInherited() {
        let app = Self.file("App.swift", """
            import DIKit
            import FeatureA
            protocol AppResolver: FeatureAResolver {}
            struct Greeting: Injectable {
                struct Dependency { let model: ViewModel; let client: HTTPClient }
                init(dependency: Dependency) {}
            }
            """)
        let result = Generator.generate(from: [app, Self.featureA, Self.networking])
        #expect(result.diagnostics.isEmpty)
        // HTTPClient and ViewModel come from FeatureAResolver's extension, generated in FeatureA.
        #expect(Self.methods(of: result.code) == ["extension AppResolver {", "func resolveGreeting() -> Greeting {"])
        #expect(result.code?.contains("client: resolveHTTPClient()") == true)
        #expect(result.code?.contains("import FeatureA\nimport Networking\n") == true)
    }

    @Test func theDependencyModulesOwnRunExtendsItsResolverWithWhatItSees() {
        let result = Generator.generate(from: [Self.featureA.asGeneratedModule, Self.networking])
        #expect(result.diagnostics.isEmpty)
        // Networking's internal type is not visible in FeatureA: nothing builds it.
        #expect(Self.methods(of: result.code) == [
            "extension FeatureAResolver {", "public func resolveHTTPClient() -> HTTPClient {",
            "public func resolveProfileAPI() -> ProfileAPI {", "public func resolveViewModel() -> ViewModel {",
        ])
    }

    @Test func testableImportSeesInternalTypesAndIsKeptInTheGeneratedFile() {
        let tests = Self.file("Tests.swift", """
            import DIKit
            @testable import Networking
            protocol TestResolver: Resolver {
                var sharedInstances: SharedInstanceStore { get }
            }
            """)
        let result = Generator.generate(from: [tests, Self.networking])
        #expect(result.diagnostics.isEmpty)
        #expect(result.code?.contains("@testable import Networking\nimport DIKit\n") == true)
        #expect(result.code?.contains("func resolveInternalCache() -> InternalCache {") == true)
    }

    @Test func aModuleThatIsNotImportedIsNotSeen() {
        let app = Self.file("App.swift", "import DIKit\nprotocol AppResolver: Resolver {}\n")
        let result = Generator.generate(from: [app, Self.networking])
        #expect(Self.methods(of: result.code) == ["extension AppResolver {"])
        #expect(result.code?.contains("import Networking") == false)
    }

    @Test func aDependencyModulesProblemsAreItsOwnRunsToReport() {
        let broken = Self.file("Broken.swift", """
            import DIKit
            public protocol BrokenResolver: Resolver { static func provideX() -> Int }
            public protocol Service: Injectable {}
            """, module: "Broken")
        let app = Self.file("App.swift", "import DIKit\nimport Broken\nprotocol AppResolver: BrokenResolver {}\n")
        let result = Generator.generate(from: [app, broken])
        #expect(result.diagnostics.isEmpty)
        #expect(Self.methods(of: result.code) == ["extension AppResolver {"])
    }

    /// A public type of a dependency that cannot be built is an error where the generated
    /// module's resolver would build it: it sees the type, and would leave it out silently.
    @Test func aVisibleTypeThatCannotBeBuiltIsReportedWhereItIsDeclared() {
        let broken = Self.file("Broken.swift", "import DIKit\npublic struct NoDependency: Injectable {}\n", module: "Broken")
        let app = Self.file("App.swift", "import DIKit\nimport Broken\nprotocol AppResolver: Resolver {}\n")
        let result = Generator.generate(from: [app, broken])
        #expect(result.diagnostics.map(\.id) == [.missingDependencyType])
        #expect(result.diagnostics.first?.reference?.path == "Broken.swift")
    }

    @Test func aTypeNameTwoModulesDeclareIsKeyedAndNamedWithItsModule() {
        let featureB = Self.file("FeatureB.swift", """
            import DIKit
            public protocol FeatureBResolver: Resolver {}
            public struct ViewModel: Injectable {
                public struct Dependency { public init() {} }
                public init(dependency: Dependency) {}
            }
            """, module: "FeatureB")
        let app = Self.file("App.swift", """
            import DIKit
            import FeatureA
            import FeatureB
            protocol AppResolver: FeatureAResolver, FeatureBResolver {}
            struct Screen: Injectable {
                struct Dependency { let a: FeatureA.ViewModel; let b: FeatureB.ViewModel }
                init(dependency: Dependency) {}
            }
            """)
        let result = Generator.generate(from: [app, Self.featureA, featureB, Self.networking])
        #expect(result.diagnostics.isEmpty)
        // `explain` names each resolver's method as that resolver's module does.
        let explanation = Generator.explain("FeatureA.ViewModel", in: [app, Self.featureA, featureB, Self.networking])
        #expect(explanation.resolvers.map { "\($0.resolverName) \($0.method?.name ?? "-")" } == [
            "AppResolver resolveFeatureAViewModel", "FeatureAResolver resolveViewModel",
        ])
        // Each feature's own run names its type's method `resolveViewModel`; here two are seen.
        #expect(Self.methods(of: result.code) == [
            "extension AppResolver {", "func resolveFeatureAViewModel() -> FeatureA.ViewModel {",
            "func resolveFeatureBViewModel() -> FeatureB.ViewModel {", "func resolveScreen() -> Screen {",
        ])
        #expect(result.code?.contains("return FeatureA.ViewModel(dependency: .init(api: resolveProfileAPI()))") == true)
    }

    /// `Networking.HTTPClient`, where one module alone declares `HTTPClient`, is that type:
    /// not an unknown one, which would silently become a call-site parameter.
    @Test func aNameWithItsModuleIsTheTypeOfThatModule() {
        let app = Self.file("App.swift", """
            import DIKit
            import Networking
            protocol AppResolver: Resolver {
                var sharedInstances: SharedInstanceStore { get }
            }
            struct Greeting: Injectable {
                struct Dependency { let client: Networking.HTTPClient }
                init(dependency: Dependency) {}
            }
            """)
        let result = Generator.generate(from: [app, Self.networking])
        #expect(result.diagnostics.isEmpty)
        #expect(result.code?.contains("func resolveGreeting() -> Greeting {") == true)
    }

    @Test func theGeneratedModulesOwnTypeWinsOverADependencysOfTheSameName() {
        let app = Self.file("App.swift", """
            import DIKit
            import FeatureA
            protocol AppResolver: FeatureAResolver {}
            struct ViewModel: Injectable {
                struct Dependency { let other: FeatureA.ViewModel }
                init(dependency: Dependency) {}
            }
            """)
        let result = Generator.generate(from: [app, Self.featureA, Self.networking])
        #expect(result.diagnostics.isEmpty)
        #expect(Self.methods(of: result.code) == [
            "extension AppResolver {", "func resolveFeatureAViewModel() -> FeatureA.ViewModel {", "func resolveViewModel() -> ViewModel {",
        ])
        #expect(result.code?.contains("return ViewModel(dependency: .init(other: resolveFeatureAViewModel()))") == true)
    }

    private static let greetingApp = file("App.swift", """
        import DIKit
        import FeatureA
        protocol AppResolver: FeatureAResolver {}
        struct Greeting: Injectable {
            struct Dependency { let model: ViewModel }
            init(dependency: Dependency) {}
        }
        """)

    @Test func aDependencysDeclarationsRunWhereItsOwnSettingsPutThem() {
        // FeatureA is built with `-default-isolation MainActor`, the app without: its
        // ViewModel's initializer is on the main actor, and so is what calls it.
        var options = GeneratorOptions()
        options.dependencySettings[ModuleName("FeatureA")] = CompilerSettings(defaultIsolation: .mainActor)
        let result = Generator.generate(from: [Self.greetingApp, Self.featureA, Self.networking], options: options)
        #expect(result.diagnostics.isEmpty)
        #expect(result.code?.contains("    @MainActor func resolveGreeting() -> Greeting {") == true)
        // A dependency whose settings are not given is taken to be built as the app is.
        let unknown = Generator.generate(from: [Self.greetingApp, Self.featureA, Self.networking])
        #expect(unknown.code?.contains("    func resolveGreeting() -> Greeting {") == true)
    }

    @Test func aModulesSummarySaysItsSettings() throws {
        var featureOptions = GeneratorOptions(compilerSettings: CompilerSettings(
            defaultIsolation: .mainActor, upcomingFeatures: [.nonisolatedNonsendingByDefault], languageMode: .swift5
        ))
        featureOptions.moduleName = ModuleName("FeatureA")
        featureOptions.emitsSummary = true
        let feature = Generator.generate(from: [Self.featureA.asGeneratedModule, Self.networking], options: featureOptions)
        let bytes = try #require(feature.summary).encoded(toolIdentity: "test")
        let summary = try bytes.withUnsafeBytes { bytes in try ModuleSummary(decoding: bytes, toolIdentity: "test") }
        #expect(summary.compilerSettings == featureOptions.compilerSettings)
        let result = Generator.generate(from: [Self.greetingApp, Self.networking], summaries: [summary])
        #expect(result.diagnostics.isEmpty)
        #expect(result.code?.contains("    @MainActor func resolveGreeting() -> Greeting {") == true)
    }

    @Test func aProtocolRefiningADependencysResolverTakesItsModulesDefaultActor() {
        // FeatureAResolver says nothing, in a module whose default is the main actor: so is
        // AppResolver, and the store its requirement gives.
        var options = GeneratorOptions()
        options.dependencySettings[ModuleName("FeatureA")] = CompilerSettings(defaultIsolation: .mainActor)
        let app = Self.file("App.swift", """
            import DIKit
            import FeatureA
            import Networking
            protocol AppResolver: FeatureAResolver {}
            final class Clock: Injectable, SharedInstance {
                struct Dependency {}
                init(dependency: Dependency) {}
            }
            """)
        let result = Generator.generate(from: [app, Self.featureA, Self.networking], options: options)
        #expect(result.diagnostics.isEmpty)
        #expect(result.code?.contains("    @MainActor func resolveClock() -> Clock {") == true)
    }

    /// Services' `Session` has neither a public `init(dependency:)` nor a public
    /// initializer of its `Dependency`: code outside Services cannot build it.
    private static let services = file("Services.swift", """
        import DIKit
        public struct Session: Injectable {
            public struct Dependency { public let id: Int }
            init(dependency: Dependency) {}
        }
        public struct Token: Injectable {
            public struct Dependency { public let session: Session }
            public init(dependency: Dependency) {}
        }
        """, module: "Services")

    @Test func aTypeOfAnotherModuleWhoseConstructionIsNotPublicIsAnErrorWhereItIsDeclared() {
        let app = Self.file("App.swift", """
            import DIKit
            import Services
            protocol AppResolver: Resolver {}
            """)
        let result = Generator.generate(from: [app, Self.services])
        #expect(result.code == nil)
        #expect(result.diagnostics.map { "\($0.reference!.location.line):\($0.reference!.location.column) \($0.message) | \($0.fix ?? "")" } == [
            "3:12 'AppResolver' builds 'Session', of module 'Services', but cannot initialize its 'Dependency': no initializer of it "
                + "is public (Swift's memberwise initializer is internal) | add 'public init(id: Int) { self.id = id }' to 'Session.Dependency'",
            "4:5 'AppResolver' builds 'Session', of module 'Services', but cannot call its init(dependency:): it is internal to "
                + "'Services' | make init(dependency:) public",
            "7:12 'AppResolver' builds 'Token', of module 'Services', but cannot initialize its 'Dependency': no initializer of it "
                + "is public (Swift's memberwise initializer is internal) | add 'public init(session: Session) { self.session = session }' "
                + "to 'Token.Dependency'",
        ])
        #expect(Set(result.diagnostics.map(\.id)) == [.inaccessibleConstruction])
    }

    @Test func aTestableImportReachesInternalConstruction() {
        let tests = Self.file("Tests.swift", """
            import DIKit
            @testable import Services
            protocol TestResolver: Resolver {}
            """)
        let result = Generator.generate(from: [tests, Self.services])
        #expect(result.diagnostics.isEmpty)
        #expect(result.code?.contains("return Session(dependency: .init(id: id))") == true)
    }

    @Test func aMethodInheritedFromAnotherModulesExtensionIsThatModulesToBuild() {
        // FeatureA's extension builds ProfileAPI; App, which adds nothing to it, calls that method.
        let networking = Self.file("Networking.swift", """
            import DIKit
            public struct ProfileAPI: Injectable {
                public struct Dependency {}
                public init(dependency: Dependency) {}
            }
            """, module: "Networking")
        let app = Self.file("App.swift", """
            import DIKit
            import FeatureA
            protocol AppResolver: FeatureAResolver {}
            """)
        let featureA = Self.file("FeatureA.swift", """
            import DIKit
            import Networking
            public protocol FeatureAResolver: Resolver {}
            """, module: "FeatureA")
        #expect(Generator.generate(from: [app, featureA, networking]).diagnostics.isEmpty)
        #expect(Generator.generate(from: [featureA.asGeneratedModule, networking]).diagnostics.map(\.id) == [.inaccessibleConstruction])
    }

    @Test func aFeaturesOwnRunNamesItsClashingTypePlainly() {
        // FeatureA sees no other ViewModel: its own run keys it `ViewModel`.
        let result = Generator.generate(from: [Self.featureA.asGeneratedModule, Self.networking])
        #expect(result.code?.contains("public func resolveViewModel() -> ViewModel {") == true)
    }

    /// A test target's replacement of what it cannot see, or of what no file declares, drops
    /// nothing: a warning names what it looked for.
    @Test func aReplacementOfWhatTheModuleDoesNotSeeIsUnmatched() {
        let payments = Self.file("Payments.swift", """
            import DIKit
            public protocol Gateway {}
            struct StripeGateway: Gateway, Injectable, ContributesBinding {
                typealias BoundType = any Gateway
                struct Dependency {}
                init(dependency: Dependency) {}
            }
            """, module: "Payments")
        let tests = Self.file("Tests.swift", """
            import DIKit
            import Payments
            protocol TestResolver: Resolver {}
            struct Checkout: Injectable {
                struct Dependency { let gateway: any Gateway }
                init(dependency: Dependency) {}
            }
            final class FakeGateway: Gateway, Injectable, ReplacesContribution {
                typealias Replaced = StripeGateway
                struct Dependency {}
                init(dependency: Dependency) {}
            }
            final class FreeGateway: Gateway, Injectable, ReplacesContribution {
                typealias Replaced = Kit.PayPalGateway
                struct Dependency {}
                init(dependency: Dependency) {}
            }
            """)
        let result = Generator.generate(from: [tests, payments])
        #expect(result.diagnostics.map(\.id) == [.unmatchedReplacement, .unmatchedReplacement])
        #expect(result.diagnostics.first?.message
            == "'FakeGateway' replaces the contributions of 'StripeGateway', but no module this one sees has 'StripeGateway' "
                + "contribute a binding ('ContributesBinding'): it replaces nothing")
        #expect(result.diagnostics.dropFirst().first?.message
            == "'FreeGateway' replaces the contributions of 'Kit.PayPalGateway', but no type 'Kit.PayPalGateway' is declared "
                + "among the files read: it replaces nothing")
    }
}

private extension SourceFile {
    /// The file as one of the generated module.
    var asGeneratedModule: SourceFile {
        var file = self
        file.module = nil
        return file
    }
}

import Foundation
import Testing

/// A program of five modules, generated module by module as the plugin does (each run names
/// its own files, and each dependency's with `--dependency`; and again from the dependencies'
/// summaries, `--summary`, which gives the same code), then compiled module by module
/// with `swiftc` in dependency order, linked and run: in Swift 6 mode and under Xcode 26's
/// settings, and with the libraries (`Networking`, `FeatureA`, `FeatureB`) in one and the
/// app's modules in the other, each dependency's settings given with `--dependency-config`
/// (or read from its summary). `Networking` has no resolver; `FeatureA` and `FeatureB` each declare one and a
/// `ViewModel`; `App` refines both; `AppTests` refines `App`'s internal resolver through
/// `@testable import` and replaces its `HTTPClient`. `FeatureB` and `App` contribute
/// sections, which `App` collects into an array, a set and a map.
@Suite(.timeLimit(.minutes(10))) struct ModularProgramTests {
    /// The modules in dependency order: name, the modules it depends on, its source.
    static let modules: [(name: String, dependencies: [String], source: String)] = [
        ("Networking", [], """
            import DIKit

            nonisolated public final class HTTPClient: Injectable, SharedInstance, Sendable {
                public struct Dependency { public init() {} }
                public let label: String
                public init(dependency: Dependency) { label = "real" }
                public init(label: String) { self.label = label }
            }

            public struct ProfileAPI: Injectable {
                public struct Dependency {
                    public let client: HTTPClient
                    public init(client: HTTPClient) { self.client = client }
                }
                public let client: HTTPClient
                public init(dependency: Dependency) { client = dependency.client }
            }
            """),
        ("FeatureA", ["Networking"], """
            import DIKit
            import Networking

            public protocol FeatureAResolver: Resolver {
                var sharedInstances: SharedInstanceStore { get }
            }

            public struct ViewModel: Injectable {
                public struct Dependency {
                    public let api: ProfileAPI
                    public init(api: ProfileAPI) { self.api = api }
                }
                public let api: ProfileAPI
                public init(dependency: Dependency) { api = dependency.api }
            }
            """),
        ("FeatureB", [], """
            import DIKit

            public protocol FeatureBResolver: Resolver {
                func provideTitle() -> Title
                func contributeSettings() -> Section
            }

            nonisolated public struct Section: Hashable, Sendable {
                public let name: String
                public init(_ name: String) { self.name = name }
            }

            nonisolated public struct Title: Sendable {
                public let text: String
                public init(_ text: String) { self.text = text }
            }

            public struct ViewModel: Injectable {
                public struct Dependency {
                    public let title: Title
                    public init(title: Title) { self.title = title }
                }
                public let title: Title
                public init(dependency: Dependency) { title = dependency.title }
            }
            """),
        ("App", ["Networking", "FeatureA", "FeatureB"], """
            import DIKit
            import FeatureA
            import FeatureB
            import Networking

            protocol AppResolver: FeatureAResolver, FeatureBResolver {
                func contributeHome() -> Section
            }

            struct Greeting: Injectable {
                struct Dependency {
                    let profile: FeatureA.ViewModel
                    let settings: FeatureB.ViewModel
                    let client: HTTPClient
                    let sections: [Section]
                    let sectionSet: Set<Section>
                    let sectionsByKey: [String: Section]
                }
                let dependency: Dependency
                init(dependency: Dependency) { self.dependency = dependency }
                @MainActor var text: String {
                    "\\(dependency.settings.title.text) \\(dependency.profile.api.client.label) shared: \\(dependency.profile.api.client === dependency.client)"
                }
                /// The contributions of `FeatureB` and `App`, as each collection holds them.
                @MainActor var sectionNames: String {
                    let byKey = dependency.sectionsByKey.sorted { $0.key < $1.key }.map { "\\($0.key)=\\($0.value.name)" }
                    return "\\(dependency.sections.map(\\.name)) \\(dependency.sectionSet.map(\\.name).sorted()) \\(byKey)"
                }
            }

            // Nonisolated: under Xcode 26's settings a main-actor class's conformance to a
            // resolver that refines another module's protocols is not inferred isolated.
            nonisolated final class AppResolverImpl: AppResolver {
                let sharedInstances = SharedInstanceStore()
                func provideTitle() -> Title { Title("Hello") }
                func contributeSettings() -> Section { Section("Settings") }
                func contributeHome() -> Section { Section("Home") }
            }

            // On the main actor: the features' view models are, when their module's default is.
            @MainActor public func greeting() -> String { AppResolverImpl().resolveGreeting().text }
            @MainActor public func sectionNames() -> String { AppResolverImpl().resolveGreeting().sectionNames }
            """),
        ("AppTests", ["Networking", "FeatureA", "FeatureB", "App"], """
            import DIKit
            import FeatureB
            import Networking
            @testable import App

            protocol TestResolver: AppResolver {
                func provideHTTPClient() -> HTTPClient
            }

            nonisolated final class TestResolverImpl: TestResolver {
                let sharedInstances = SharedInstanceStore()
                let fake = HTTPClient(label: "fake")
                func provideTitle() -> Title { Title("Test") }
                func provideHTTPClient() -> HTTPClient { fake }
                func contributeSettings() -> Section { Section("Test settings") }
                func contributeHome() -> Section { Section("Test home") }
            }

            @main struct Main {
                @MainActor static func main() {
                    print(greeting())
                    print(TestResolverImpl().resolveGreeting().text)
                    print(sectionNames())
                    print(TestResolverImpl().resolveGreeting().sectionNames)
                }
            }
            """),
    ]

    /// The settings the libraries are built with, and those of the app and its tests.
    struct Settings: Sendable, CustomTestStringConvertible {
        var libraries: CompilerConfiguration
        var app: CompilerConfiguration

        var testDescription: String { "libraries \(libraries.name), app \(app.name)" }

        static let appModules: Set = ["App", "AppTests"]

        func of(_ module: String) -> CompilerConfiguration { Self.appModules.contains(module) ? app : libraries }
    }

    @Test(arguments: [
        Settings(libraries: .swift6, app: .swift6), Settings(libraries: .xcode26, app: .xcode26),
        // A Swift package under an Xcode 26 app, and the reverse.
        Settings(libraries: .swift6, app: .xcode26), Settings(libraries: .xcode26, app: .swift6),
    ])
    func eachModuleIsGeneratedAloneAndTheProgramRuns(_ settings: Settings) throws {
        // Each module's settings, as its `dikitgen.json` says them.
        let configurationFiles = Dictionary(uniqueKeysWithValues: Self.modules.map { module in
            ("configs/\(module.name).json", settings.of(module.name).configurationFile)
        })
        let project = try TemporaryProject(files: configurationFiles.merging(
            Self.modules.map { ("\($0.name)/\($0.name).swift", $0.source) }
        ) { first, _ in first })
        let runtime = try RuntimeModule.directory.get()
        for directory in ["generated", "summaries"] {
            try FileManager.default.createDirectory(at: project.url(directory), withIntermediateDirectories: true)
        }
        let built = project.url("built")
        try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
        var generated: [String: String] = [:]
        for module in Self.modules {
            let output = "generated/\(module.name)Resolvers.swift"
            let configuration = settings.of(module.name)
            let arguments = [module.name] + module.dependencies.flatMap { ["--dependency", "\($0)=\($0)", "--dependency-config", "\($0)=configs/\($0).json"] }
                + configuration.dikitgenArguments + ["--output", output, "--no-cache"]
            let generation = try project.runDikitgen(arguments)
            try #require(generation.status == 0, "\(module.name): \(generation.standardError)")
            #expect(generation.standardError.isEmpty)
            generated[module.name] = try project.read(output)
            // From its dependencies' summaries instead of their sources: the same code.
            let summarized = try project.runDikitgen(
                [module.name, "--module", module.name, "--emit-summary", "summaries/\(module.name)"]
                    + Self.transitiveDependencies(of: module.name).flatMap { ["--summary", "summaries/\($0)"] }
                    + configuration.dikitgenArguments + ["--output", output + ".summarized", "--no-cache"]
            )
            try #require(summarized.status == 0, "\(module.name): \(summarized.standardError)")
            #expect(try project.read(output + ".summarized").replacingOccurrences(of: "Resolvers.swift.summarized", with: "Resolvers.swift")
                == generated[module.name])
            // As the plugin runs it: the dependencies' files, and their summaries where they
            // are current; and when they are not, from the files alone.
            for dependencySummaries in ["summaries", "missing"] {
                let pluginLike = try project.runDikitgen(
                    arguments.dropLast(3) + ["--module", module.name, "--output", output + ".plugin", "--no-cache", "--verbose"]
                        + module.dependencies.flatMap { ["--dependency-summary", "\($0)=\(dependencySummaries)/\($0)"] }
                )
                try #require(pluginLike.status == 0, "\(module.name): \(pluginLike.standardError)")
                // With current summaries, only the module's own file is read.
                let filesRead = 1 + (dependencySummaries == "missing" ? module.dependencies.count : 0)
                #expect(pluginLike.standardError.contains("read: ") && pluginLike.standardError.contains(" files=\(filesRead) read="))
                #expect(try project.read(output + ".plugin").replacingOccurrences(of: "Resolvers.swift.plugin", with: "Resolvers.swift")
                    == generated[module.name])
            }
            let sources = [project.url("\(module.name)/\(module.name).swift").path, project.url(output).path]
            let isProgram = module.name == "AppTests"
            let flags = isProgram
                ? ["-o", built.appendingPathComponent("program").path, "-L", built.path, "-L", runtime.path]
                    // Static libraries after those that use them.
                    + Self.modules.dropLast().reversed().map { "-l\($0.name)" } + ["-lDIKit"]
                : ["-emit-library", "-static", "-enable-testing", "-module-name", module.name,
                   "-emit-module-path", built.appendingPathComponent("\(module.name).swiftmodule").path,
                   "-o", built.appendingPathComponent("lib\(module.name).a").path]
            let compilation = try ProcessRunner.runTool("swiftc", configuration.flags + [
                "-parse-as-library", "-I", built.path, "-I", runtime.path,
            ] + flags + sources)
            try #require(compilation.status == 0, "\(module.name) does not build:\n\(compilation.standardError)\n\(generated[module.name]!)")
        }
        let run = try ProcessRunner.run(built.appendingPathComponent("program"), [])
        #expect(run.standardOutput == """
            Hello real shared: true
            Test fake shared: true
            ["Home", "Settings"] ["Home", "Settings"] ["home=Home", "settings=Settings"]
            ["Test home", "Test settings"] ["Test home", "Test settings"] ["home=Test home", "settings=Test settings"]

            """)

        // Each resolver is extended in its own module only, with what differs there.
        #expect(generated["Networking"]?.contains("extension") == false)
        #expect(Self.extendedResolvers(generated["FeatureA"]) == ["FeatureAResolver"])
        #expect(Self.extendedResolvers(generated["App"]) == ["AppResolver"])
        #expect(Self.extendedResolvers(generated["AppTests"]) == ["TestResolver"])
        #expect(generated["FeatureA"]?.contains("public func resolveViewModel() -> ViewModel {") == true)
        #expect(generated["App"]?.contains("func resolveFeatureAViewModel() -> FeatureA.ViewModel {") == true)
        #expect(generated["App"]?.contains("resolveHTTPClient() -> HTTPClient") == false)
        #expect(generated["AppTests"]?.contains("@testable import App\n") == true)
        #expect(generated["AppTests"]?.contains("func resolveHTTPClient() -> HTTPClient {") == true)
        // Each module collects the contributions it sees; a refinement that adds none
        // collects nothing again.
        #expect(generated["FeatureB"]?.contains("public func resolveArrayOfSection() -> [Section] {") == true)
        #expect(generated["App"]?.contains("return [contributeHome(), contributeSettings()]") == true)
        #expect(generated["App"]?.contains("return [\"home\": contributeHome(), \"settings\": contributeSettings()]") == true)
        #expect(generated["AppTests"]?.contains("contributeHome()") == false)
    }

    /// The modules `name` depends on, directly or not.
    private static func transitiveDependencies(of name: String) -> Set<String> {
        let direct = modules.first { $0.name == name }!.dependencies
        return direct.reduce(into: Set(direct)) { $0.formUnion(transitiveDependencies(of: $1)) }
    }

    private static func extendedResolvers(_ code: String?) -> [String] {
        (code ?? "").split(separator: "\n").filter { $0.hasPrefix("extension ") }.map { String($0.dropFirst(10).dropLast(2)) }
    }
}

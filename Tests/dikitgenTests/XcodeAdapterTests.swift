import Foundation
import Testing

/// The build-tool plugin in an Xcode project, without Xcode: the adapter
/// (`plugin+Xcode.swift`) compiled against a stand-in of `XcodeProjectPlugin` with Apple's
/// names and shapes, and run on projects built by hand as Xcode passes them, which is with no
/// dependencies: a target's `dikitgen.json` names the targets it depends on. What this does not
/// prove: that Xcode passes what the stand-in says (the stand-in is written from Apple's
/// documentation and SwiftPM's sources), nor that Xcode builds what the command generates.
@Suite(.timeLimit(.minutes(5))) struct XcodeAdapterTests {
    /// A framework target's public injectable types.
    static let features = """
        import DIKit

        public struct Flour {
            public init() {}
        }

        public struct Oven: Injectable {
            public struct Dependency {
                public let flour: Flour

                public init(flour: Flour) {
                    self.flour = flour
                }
            }

            public let flour: Flour

            public init(dependency: Dependency) {
                flour = dependency.flour
            }
        }

        """

    /// The app target's resolver, and a type of its own that needs the framework's `Oven`.
    static let app = """
        import DIKit
        import Features

        protocol AppResolver: Resolver {
            func provideFlour() -> Flour
        }

        struct Bakery: Injectable {
            struct Dependency {
                let oven: Oven
            }

            let oven: Oven

            init(dependency: Dependency) {
                oven = dependency.oven
            }
        }

        """

    // MARK: - The adapter against Xcode's API

    /// The adapter and the rest of the plugin compile against the stand-in (the driver that
    /// runs them is built with them): `#if canImport(XcodeProjectPlugin)` is true there.
    @Test func theAdapterCompilesAgainstXcodesAPI() throws {
        if case .failure(let failure) = XcodeAdapter.driver {
            Issue.record("\(failure)")
        }
    }

    /// A member the adapter uses, named otherwise in the module it imports, fails to compile:
    /// what Xcode would report of a renamed member is reported here.
    @Test func aRenamedMemberDoesNotCompile() throws {
        let standIn = try String(contentsOf: XcodeAdapter.standIn, encoding: .utf8)
        let renamed = standIn.replacingOccurrences(of: "inputFiles", with: "sourceFiles")
        try #require(renamed != standIn)
        let project = try TemporaryProject(files: ["XcodeProjectPlugin.swift": renamed])
        let result = try XcodeAdapter.typecheckPlugin(against: project.url("XcodeProjectPlugin.swift"))
        #expect(result.status != 0)
        #expect(result.standardError.contains("plugin+Xcode.swift"), "\(result.standardError)")
        #expect(result.standardError.contains("has no member 'inputFiles'"), "\(result.standardError)")

        let untouched = try XcodeAdapter.typecheckPlugin(against: XcodeAdapter.standIn)
        #expect(untouched.status == 0, "\(untouched.standardError)")
    }

    // MARK: - Another target's injectables

    /// The app target depends on the framework target, but Xcode says nothing of it: its
    /// `dikitgen.json` names `Features`, and the generated code builds the framework's `Oven`
    /// instead of asking for it at the call site. The code compiles against the framework's module.
    @Test func anAppTargetBuildsAnotherTargetsInjectables() throws {
        let project = try TemporaryProject(files: [
            "App/AppResolver.swift": Self.app, "App/dikitgen.json": "{\"dependencyTargets\": [\"Features\"]}\n",
            "Features/Oven.swift": Self.features,
        ])
        let outcome = try XcodeAdapter.run(shop(project.root))
        let command = try #require(outcome.commands?.first, "\(outcome)")
        #expect(outcome.commands?.count == 1)
        #expect(command.executable == Paths.dikitgen.path)
        #expect(values(of: "--dependency", in: command.arguments) == ["Features=\(project.url("Features/Oven.swift").path)"])
        #expect(values(of: "--config", in: command.arguments) == [project.url("App/dikitgen.json").path])
        #expect(command.inputFiles.contains(project.url("Features/Oven.swift").path))

        let generation = try ProcessRunner.run(Paths.dikitgen, command.arguments)
        #expect(generation.status == 0, "\(generation.standardError)")
        let outputFile = try #require(command.outputFiles.first)
        let generated = try String(contentsOfFile: outputFile, encoding: .utf8)
        #expect(generated.contains("func resolveBakery() -> Bakery {\n        return Bakery(dependency: .init(oven: resolveOven()))"), "\(generated)")
        #expect(generated.contains("func resolveOven() -> Oven {\n        return Oven(dependency: .init(flour: resolveFlour()))"), "\(generated)")

        let features = try buildModule("Features", from: [project.url("Features/Oven.swift").path], into: project.url("modules"))
        let compiled = try RuntimeModule.typecheck(
            [project.url("App/AppResolver.swift").path, outputFile], in: .swift6, importing: [features.path]
        )
        #expect(compiled.status == 0, "\(compiled.standardError)")
    }

    /// `outputFiles` in the target's `dikitgen.json`: the command declares that many files,
    /// named as dikitgen names them, and passes the count, so that what dikitgen writes is
    /// what the build compiles. The files compile together.
    @Test func theConfiguredFilesAreTheCommandsOutputs() throws {
        let project = try TemporaryProject(files: [
            "App/AppResolver.swift": Self.app, "App/dikitgen.json": "{\"dependencyTargets\": [\"Features\"], \"outputFiles\": 2}\n",
            "Features/Oven.swift": Self.features,
        ])
        let command = try #require(try XcodeAdapter.run(shop(project.root)).commands?.first)
        let work = project.url("DerivedData/Shop.output/App/DIKitGeneratorPlugin")
        #expect(command.outputFiles == ["Resolver.generated.1.swift", "Resolver.generated.2.swift"].map { work.appendingPathComponent($0).path })
        #expect(values(of: "--output-files", in: command.arguments) == ["2"])

        let generation = try ProcessRunner.run(Paths.dikitgen, command.arguments)
        #expect(generation.status == 0, "\(generation.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: work.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(written == ["Resolver.generated.1.swift", "Resolver.generated.2.swift"])
        let features = try buildModule("Features", from: [project.url("Features/Oven.swift").path], into: project.url("modules"))
        let compiled = try RuntimeModule.typecheck(
            [project.url("App/AppResolver.swift").path] + command.outputFiles, in: .swift6, importing: [features.path]
        )
        #expect(compiled.status == 0, "\(compiled.standardError)")
    }

    /// What the command declares is what dikitgen writes, even where the plugin and dikitgen
    /// read `dikitgen.json` differently: a repeated key, which Foundation's parser reads as
    /// its last value and dikitgen's as its first.
    @Test(arguments: ["{\"outputFiles\": 4, \"outputFiles\": 1}", "{\"outputFiles\": 1, \"outputFiles\": 3}"])
    func theDeclaredFilesAreThoseWrittenWhateverTheConfigurationSays(configuration: String) throws {
        let project = try TemporaryProject(files: [
            "App/AppResolver.swift": Self.app, "App/dikitgen.json": configuration, "Features/Oven.swift": Self.features,
        ])
        let command = try #require(try XcodeAdapter.run(shop(project.root)).commands?.first)
        let generation = try ProcessRunner.run(Paths.dikitgen, command.arguments)
        #expect(generation.status == 0, "\(generation.standardError)")
        let work = project.url("DerivedData/Shop.output/App/DIKitGeneratorPlugin")
        let written = try FileManager.default.contentsOfDirectory(atPath: work.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(written.map { work.appendingPathComponent($0).path } == command.outputFiles.sorted())
    }

    /// Without the name, the framework's type is unknown to the app's run and becomes a
    /// call-site parameter: what every Xcode project of several targets got before.
    @Test func withoutTheNameTheTypeIsACallSiteParameter() throws {
        let project = try TemporaryProject(files: ["App/AppResolver.swift": Self.app, "Features/Oven.swift": Self.features])
        let command = try #require(try XcodeAdapter.run(shop(project.root)).commands?.first)
        #expect(values(of: "--dependency", in: command.arguments).isEmpty)
        let generation = try ProcessRunner.run(Paths.dikitgen, command.arguments)
        #expect(generation.status == 0, "\(generation.standardError)")
        #expect(try String(contentsOfFile: command.outputFiles[0], encoding: .utf8).contains("func resolveBakery(oven: Oven) -> Bakery"))
    }

    /// A named target's own `dikitgen.json` names what it depends on, which is read too, with
    /// its settings; a module named twice, or linked by Xcode and named, is read once.
    @Test func namedTargetsAreFollowedAndEachIsReadOnce() throws {
        let project = try TemporaryProject(files: [
            "App/AppResolver.swift": Self.app,
            "App/dikitgen.json": "{\"dependencyTargets\": [\"Features\", \"Networking\"]}\n",
            "Features/Oven.swift": Self.features,
            "Features/dikitgen.json": "{\"dependencyTargets\": [\"Networking\", \"App\"], \"defaultIsolation\": \"MainActor\"}\n",
            "Networking/Client.swift": "public struct Client {}\n",
        ])
        var description = shop(project.root, extraTargets: [
            .init(id: "2", name: "Networking", product: "Networking", files: [.source(project.url("Networking/Client.swift"))]),
        ])
        description.targets[0].dependencies = ["1"]
        let command = try #require(try XcodeAdapter.run(description).commands?.first)
        #expect(values(of: "--dependency", in: command.arguments) == [
            "Features=\(project.url("Features/Oven.swift").path)", "Networking=\(project.url("Networking/Client.swift").path)",
        ])
        #expect(values(of: "--dependency-config", in: command.arguments) == ["Features=\(project.url("Features/dikitgen.json").path)"])
    }

    /// `dependencyDirectories` reads a folder's Swift files as a module (a local package's
    /// module, which Xcode tells a plugin nothing of), relative to the `dikitgen.json`.
    @Test func aDirectoryIsReadAsAModule() throws {
        let project = try TemporaryProject(files: [
            "App/AppResolver.swift": Self.app,
            "App/dikitgen.json": "{\"dependencyDirectories\": {\"Features\": \"../Packages/Features/Sources/Features\"}}\n",
            "Packages/Features/Package.swift": "// swift-tools-version: 6.1\n",
            "Packages/Features/Sources/Features/Oven.swift": Self.features,
            "Packages/Features/Sources/Features/Kinds/.hidden.swift": "",
            "Packages/Features/Sources/Features/Kinds/Rye.swift": "public struct Rye {}\n",
        ])
        let command = try #require(try XcodeAdapter.run(shop(project.root, withFeatures: false)).commands?.first)
        let module = project.url("Packages/Features/Sources/Features")
        #expect(values(of: "--dependency", in: command.arguments) == [
            "Features=\(module.appendingPathComponent("Kinds/Rye.swift").path)", "Features=\(module.appendingPathComponent("Oven.swift").path)",
        ])
    }

    // MARK: - What names nothing

    /// A name that is no target of the project is an error at the name, in the file, with the
    /// project's targets; so is a target without Swift files, and a folder that is not there,
    /// or is a package's.
    @Test(arguments: [
        ("{\n  \"dependencyTargets\": [\"Featurs\"]\n}\n", "App/dikitgen.json:2:25: 'dependencyTargets' names 'Featurs', which is not a target of the Xcode project 'Shop'; its targets are App, Assets, Features"),
        ("{\"dependencyTargets\": [\"Features\", \"Assets\"]}", "App/dikitgen.json:1:36: 'dependencyTargets' names 'Assets', a target without Swift source files"),
        ("{\"dependencyDirectories\": {\"Net\": \"../Net\"}}", "App/dikitgen.json:1:28: 'dependencyDirectories' reads 'Net' from '../Net' (<root>/Net), which is not a folder"),
        ("{\"dependencyDirectories\": {\"Net\": \"../Packages/Net\"}}", "App/dikitgen.json:1:28: 'dependencyDirectories' reads 'Net' from '../Packages/Net' (<root>/Packages/Net), a package's folder: name the folder of the module's sources, such as Sources/Net"),
    ])
    func aNameOfNothingIsAnError(configuration: String, message: String) throws {
        let project = try TemporaryProject(files: [
            "App/AppResolver.swift": Self.app, "App/dikitgen.json": configuration, "Features/Oven.swift": Self.features,
            "Packages/Net/Package.swift": "// swift-tools-version: 6.1\n", "Packages/Net/Sources/Net/Net.swift": "",
        ])
        let assets = XcodeProjectDescription.Target(id: "2", name: "Assets", files: [.resource(project.url("Assets/Colors.json"))])
        let outcome = try XcodeAdapter.run(shop(project.root, extraTargets: [assets]))
        #expect(outcome.commands == nil)
        #expect(outcome.error == project.root.path + "/" + message.replacingOccurrences(of: "<root>", with: project.root.path))
    }

    /// Two `dikitgen.json` among a target's files: which one counts would be a guess.
    @Test func twoConfigurationsAmongTheFilesAreAnError() throws {
        let project = try TemporaryProject(files: ["App/App.swift": "struct App {}\n", "App/dikitgen.json": "{}\n", "Config/dikitgen.json": "{}\n"])
        let outcome = try XcodeAdapter.run(XcodeProjectDescription(
            name: "Shop", directory: project.root.path,
            targets: [.init(
                id: "0", name: "App",
                files: [.source(project.url("App/App.swift")), .resource(project.url("App/dikitgen.json")), .resource(project.url("Config/dikitgen.json"))]
            )],
            target: "0", workDirectory: project.url("work").path
        ))
        #expect(outcome.error == "the Xcode target 'App' has several dikitgen.json among its files (\(project.url("App/dikitgen.json").path), \(project.url("Config/dikitgen.json").path)); keep one in the target")
    }

    /// A target without Swift files (a resource bundle, an Objective-C framework) has no
    /// command: nothing would be generated into it.
    @Test func aTargetWithoutSwiftFilesHasNoCommand() throws {
        let project = try TemporaryProject(files: ["Assets/Colors.json": "{}\n", "Assets/dikitgen.json": "{\"dependencyTargets\": [\"Nothing\"]}\n"])
        let outcome = try XcodeAdapter.run(XcodeProjectDescription(
            name: "Shop", directory: project.root.path,
            targets: [.init(id: "0", name: "Assets", files: [.resource(project.url("Assets/Colors.json")), .resource(project.url("Assets/dikitgen.json"))])],
            target: "0", workDirectory: project.url("work").path
        ))
        #expect(outcome.error == nil)
        #expect(outcome.commands?.isEmpty == true)
    }

    // MARK: - Where dikitgen.json is

    /// The `dikitgen.json` among the target's files; else the one in the nearest folder that
    /// holds all its Swift files, or in a folder above it within the project's folder.
    @Test(arguments: [
        // Files in two folders: the folder that holds both.
        (["App/Views/Screen.swift", "App/Models/Model.swift"], ["App/dikitgen.json"], [String](), "App/dikitgen.json"),
        // None there: the project's folder.
        (["App/Views/Screen.swift", "App/Models/Model.swift"], ["dikitgen.json"], [], "dikitgen.json"),
        // The nearest one wins.
        (["App/Views/Screen.swift"], ["App/Views/dikitgen.json", "App/dikitgen.json", "dikitgen.json"], [], "App/Views/dikitgen.json"),
        // The one among the target's files wins over the folders'.
        (["App/Views/Screen.swift"], ["App/Views/dikitgen.json", "Config/dikitgen.json"], ["Config/dikitgen.json"], "Config/dikitgen.json"),
        // Above the project's folder is not looked at.
        (["App/Screen.swift"], ["../dikitgen.json"], [], nil),
    ] as [([String], [String], [String], String?)])
    func theConfigurationIsFound(swiftFiles: [String], configurations: [String], amongInputs: [String], expected: String?) throws {
        let root = "Project-\(UUID().uuidString)/"
        var files: [String: String] = [:]
        for file in swiftFiles { files[root + file] = "struct S\(files.count) {}\n" }
        // `../` is the folder that holds the project's.
        for file in configurations { files[file.hasPrefix("../") ? String(file.dropFirst(3)) : root + file] = "{}\n" }
        let project = try TemporaryProject(files: files)
        let projectFolder = project.url(root)
        let outcome = try XcodeAdapter.run(XcodeProjectDescription(
            name: "Shop", directory: projectFolder.path,
            targets: [.init(
                id: "0", name: "App",
                files: swiftFiles.map { .source(projectFolder.appendingPathComponent($0)) }
                    + amongInputs.map { .resource(projectFolder.appendingPathComponent($0)) }
            )],
            target: "0", workDirectory: project.url("work").path
        ))
        let command = try #require(outcome.commands?.first, "\(outcome)")
        #expect(values(of: "--config", in: command.arguments) == (expected.map { [projectFolder.appendingPathComponent($0).path] } ?? []))
    }

    // MARK: - Helpers

    /// The Xcode project `Shop` in `root`: `App` (id `0`, whose run this is, with a linked
    /// framework among its input files, as Xcode passes it) and `Features` (id `1`), neither
    /// depending on anything, as far as Xcode says.
    private func shop(_ root: URL, withFeatures: Bool = true, extraTargets: [XcodeProjectDescription.Target] = []) -> XcodeProjectDescription {
        func file(_ path: String) -> URL { root.appendingPathComponent(path) }
        let configuration = FileManager.default.fileExists(atPath: file("App/dikitgen.json").path) ? [XcodeProjectDescription.File.resource(file("App/dikitgen.json"))] : []
        let app = XcodeProjectDescription.Target(
            id: "0", name: "App", product: "App",
            files: [.source(file("App/AppResolver.swift")), .unknown(file("build/Debug/Features.framework"))] + configuration
        )
        let features = XcodeProjectDescription.Target(id: "1", name: "Features", product: "Features", files: [.source(file("Features/Oven.swift"))])
        return XcodeProjectDescription(
            name: "Shop", directory: root.path, targets: [app] + (withFeatures ? [features] : []) + extraTargets,
            target: "0", workDirectory: file("DerivedData/Shop.output/App/DIKitGeneratorPlugin").path
        )
    }

    /// The values of `option` in a command line, in order.
    private func values(of option: String, in arguments: [String]) -> [String] {
        zip(arguments, arguments.dropFirst()).filter { $0.0 == option }.map(\.1)
    }

    /// The module `name` built from `files` against the runtime, in `directory`.
    private func buildModule(_ name: String, from files: [String], into directory: URL) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let result = try ProcessRunner.runTool(
            "swiftc",
            ["-emit-module", "-parse-as-library", "-module-name", name, "-swift-version", "6",
             "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
             "-I", try RuntimeModule.directory.get().path] + files
        )
        try #require(result.status == 0, "\(name) does not compile:\n\(result.standardError)")
        return directory
    }
}

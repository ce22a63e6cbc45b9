import Foundation

/// The build-tool plugin's Xcode adapter (`Plugins/DIKitGeneratorPlugin/plugin+Xcode.swift`),
/// compiled and run on Linux: against a stand-in of `XcodeProjectPlugin`
/// (`Tests/XcodeProjectPluginStandIn/XcodeProjectPlugin.swift`) and the toolchain's own
/// `PackagePlugin`, with the plugin's other sources and a driver that runs it on a project
/// described by hand (`AdapterDriver.swift`).
enum XcodeAdapter {
    static let standInFolder = Paths.packageRoot.appendingPathComponent("Tests/XcodeProjectPluginStandIn")
    static let standIn = standInFolder.appendingPathComponent("XcodeProjectPlugin.swift")

    /// Every Swift file of the build-tool plugin, the adapter among them, and the files it
    /// shares with the command plugin (its `Shared` folder links to `Plugins/Shared`).
    static var pluginSources: [String] {
        let plugin = Paths.packageRoot.appendingPathComponent("Plugins/DIKitGeneratorPlugin")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: plugin.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().map { plugin.appendingPathComponent($0).path }
            + Paths.swiftFiles(under: Paths.packageRoot.appendingPathComponent("Plugins/Shared"))
    }

    /// The driver, built once per test run: its path, or why it does not build.
    static let driver: Result<URL, BuildFailure> = {
        do {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-xcode-adapter-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try buildStandIn(from: standIn, into: directory, library: true)
            let api = try pluginAPI()
            let driver = directory.appendingPathComponent("driver")
            let result = try ProcessRunner.runTool(
                "swiftc",
                ["-parse-as-library", "-o", driver.path, "-L", api.path, "-lPackagePlugin", "-L", directory.path, "-lXcodeProjectPlugin",
                 "-Xlinker", "-rpath", "-Xlinker", api.path, "-Xlinker", "-rpath", "-Xlinker", directory.path]
                    + (try pluginFlags(standInModules: directory)) + pluginSources
                    + [standInFolder.appendingPathComponent("AdapterDriver.swift").path]
            )
            guard result.status == 0 else { return .failure(BuildFailure(message: "the adapter does not build:\n\(result.standardError)")) }
            return .success(driver)
        } catch {
            return .failure(BuildFailure(message: "\(error)"))
        }
    }()

    /// Type-checks the plugin's sources against the stand-in module built from `standIn`.
    static func typecheckPlugin(against standIn: URL) throws -> ProcessOutput {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-xcode-stand-in-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try buildStandIn(from: standIn, into: directory, library: false)
        return try ProcessRunner.runTool("swiftc", ["-typecheck"] + (try pluginFlags(standInModules: directory)) + pluginSources)
    }

    /// Runs the adapter on `project`: what `createBuildCommands(context:target:)` returned.
    static func run(_ project: XcodeProjectDescription) throws -> AdapterOutcome {
        let driver = try driver.get()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-xcode-project-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try JSONEncoder().encode(project).write(to: file)
        let result = try ProcessRunner.run(driver, [file.path])
        guard result.status == 0 else { throw BuildFailure(message: "the driver failed:\n\(result.standardError)") }
        return try JSONDecoder().decode(AdapterOutcome.self, from: Data(result.standardOutput.utf8))
    }

    struct BuildFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    // MARK: - Compiling

    /// The stand-in module, as Apple's is built: with library evolution.
    private static func buildStandIn(from source: URL, into directory: URL, library: Bool) throws {
        let api = try pluginAPI()
        let output = library
            ? ["-emit-library", "-o", directory.appendingPathComponent("libXcodeProjectPlugin.so").path, "-L", api.path, "-lPackagePlugin"]
            : []
        let result = try ProcessRunner.runTool(
            "swiftc",
            ["-emit-module", "-parse-as-library", "-enable-library-evolution", "-suppress-warnings", "-module-name", "XcodeProjectPlugin",
             "-emit-module-path", directory.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path, "-I", api.path,
             "-package-description-version", try toolsVersion(), "-swift-version", "6", source.path] + output
        )
        guard result.status == 0 else { throw BuildFailure(message: "the stand-in does not build:\n\(result.standardError)") }
    }

    /// What SwiftPM gives `swiftc` for the plugin, as far as the adapter's API is concerned: the
    /// `PackagePlugin` module, the manifest's tools version (which decides what of the API is
    /// available) and the package's language mode; and here the stand-in's folder.
    private static func pluginFlags(standInModules directory: URL) throws -> [String] {
        ["-I", try pluginAPI().path, "-I", directory.path, "-package-description-version", try toolsVersion(), "-swift-version", "6"]
    }

    /// The toolchain's `PackagePlugin`: `<resource folder>/pm/PluginAPI`, the resource folder
    /// being `usr/lib/swift` beside the `swiftc` on `PATH`.
    private static func pluginAPI() throws -> URL {
        let info = try ProcessRunner.runTool("swiftc", ["-print-target-info"])
        guard let object = try JSONSerialization.jsonObject(with: Data(info.standardOutput.utf8)) as? [String: Any],
              let paths = object["paths"] as? [String: Any], let resources = paths["runtimeResourcePath"] as? String else {
            throw BuildFailure(message: "swiftc -print-target-info names no runtimeResourcePath:\n\(info.standardOutput)")
        }
        return URL(fileURLWithPath: resources).appendingPathComponent("pm/PluginAPI")
    }

    /// The manifest's `swift-tools-version`.
    private static func toolsVersion() throws -> String {
        let manifest = try String(contentsOf: Paths.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        guard let version = manifest.firstMatch(of: /swift-tools-version:\s*([0-9.]+)/)?.1 else {
            throw BuildFailure(message: "Package.swift names no swift-tools-version")
        }
        return String(version)
    }
}

// MARK: - What the driver reads and prints

/// A project as the driver builds it, as Xcode passes one to the plugin. Its counterpart is
/// `ProjectDescription` in `AdapterDriver.swift`.
struct XcodeProjectDescription: Encodable {
    struct Target: Encodable {
        var id: String
        var name: String
        var product: String?
        var files: [File]
        /// What Xcode would say the target depends on (ids): nothing, as Xcode passes it today.
        var dependencies: [String] = []
    }

    struct File: Encodable {
        var path: String
        /// `source`, `header`, `resource` or `unknown`.
        var type: String

        static func source(_ url: URL) -> File { File(path: url.path, type: "source") }
        static func resource(_ url: URL) -> File { File(path: url.path, type: "resource") }
        static func unknown(_ url: URL) -> File { File(path: url.path, type: "unknown") }
    }

    var name: String
    var directory: String
    var targets: [Target]
    /// The id of the target the plugin runs for.
    var target: String
    var workDirectory: String
    var dikitgen: String = Paths.dikitgen.path
}

/// What the adapter returned. Its counterpart is `Outcome` in `AdapterDriver.swift`.
struct AdapterOutcome: Decodable {
    struct BuildCommand: Decodable {
        var displayName: String?
        var executable: String
        var arguments: [String]
        var inputFiles: [String]
        var outputFiles: [String]
    }

    var commands: [BuildCommand]?
    var error: String?
}

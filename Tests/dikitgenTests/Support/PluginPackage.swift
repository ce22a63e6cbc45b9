import Foundation

/// A copy of `Examples/PluginShop` that depends on this repository by its absolute path and
/// builds with `swift build`, made afresh for each test in `.build-plugin-test/PluginShop`.
///
/// The copy builds in `.build-plugin-test/scratch`, kept from one test run to the next: the
/// first build there compiles dikitgen and swift-argument-parser for the plugin, later
/// builds only what changed. The copy is always at the same place, as SwiftPM requires of
/// one scratch folder: a package at another path would be built from the plan made for the
/// previous one.
struct PluginPackage {
    static let folder = Paths.packageRoot.appendingPathComponent(".build-plugin-test")
    static let scratchPath = folder.appendingPathComponent("scratch")
    static let example = Paths.packageRoot.appendingPathComponent("Examples/PluginShop")

    let root = Self.folder.appendingPathComponent("PluginShop")

    /// Replaces the previous test's copy, which is left for inspection until then.
    init() throws {
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources"] {
            try FileManager.default.copyItem(
                at: Self.example.appendingPathComponent(item), to: root.appendingPathComponent(item)
            )
        }
        let manifest = try read("Package.swift")
        let relativeDependency = #"path: "../..""#
        guard manifest.contains(relativeDependency) else {
            throw PluginPackageError(message: "Examples/PluginShop/Package.swift no longer says \(relativeDependency)")
        }
        try write(
            manifest.replacingOccurrences(of: relativeDependency, with: "path: \"\(Paths.packageRoot.path)\""),
            to: "Package.swift"
        )
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    func write(_ contents: String, to relativePath: String) throws {
        try Data(contents.utf8).write(to: root.appendingPathComponent(relativePath))
    }

    /// `swift build`: its output, with the plugin's diagnostics, is on standard output.
    /// Every build is the same command: `swift run` after `swift build` links the plugin's
    /// `dikitgen` again, which would rerun the plugin whatever changed.
    func build() throws -> ProcessOutput {
        try swift("build", ["--product", "PluginShop"])
    }

    /// Runs the program the last build made.
    func run() throws -> ProcessOutput {
        try ProcessRunner.run(Self.scratchPath.appendingPathComponent("debug/PluginShop"), [])
    }

    /// The file the build-tool plugin generated for the `PluginShop` target.
    func generatedResolver() throws -> String {
        let outputs = Self.scratchPath.appendingPathComponent("plugins/outputs")
        let enumerator = FileManager.default.enumerator(atPath: outputs.path)
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix("/PluginShop/destination/DIKitGeneratorPlugin/Resolver.generated.swift") {
                return try String(contentsOf: outputs.appendingPathComponent(relative), encoding: .utf8)
            }
        }
        throw PluginPackageError(message: "no Resolver.generated.swift for PluginShop under \(outputs.path)")
    }

    /// The names of the Swift files the build-tool plugin wrote for the `PluginShop` target, sorted.
    func generatedFileNames() throws -> [String] {
        let outputs = Self.scratchPath.appendingPathComponent("plugins/outputs")
        let enumerator = FileManager.default.enumerator(atPath: outputs.path)
        var names: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.contains("/PluginShop/destination/DIKitGeneratorPlugin/"), relative.hasSuffix(".swift"), !relative.contains("/cache/") {
                names.append(String(relative.split(separator: "/").last!))
            }
        }
        return names.sorted()
    }

    /// `swift <command> <arguments>...` on the copy, in the shared scratch folder.
    private func swift(_ command: String, _ arguments: [String]) throws -> ProcessOutput {
        try ProcessRunner.runTool(
            "swift", [command, "--package-path", root.path, "--scratch-path", Self.scratchPath.path] + arguments
        )
    }
}

struct PluginPackageError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

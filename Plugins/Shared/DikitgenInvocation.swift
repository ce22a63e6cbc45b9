import Foundation
import PackagePlugin

/// How both plugins run `dikitgen` for a target: the files it reads, the `dikitgen.json` it
/// passes, and its command line. The plugins only launch the tool; parsing, generation and
/// the configuration's checks are `dikitgen`'s.
struct DikitgenInvocation {
    /// The generated file's name, in the plugin's work directory or in the target's folder.
    static let generatedFileName = "Resolver.generated.swift"
    /// The options file looked for in the target's folder (`dikitgen --config`).
    static let configurationFileName = "dikitgen.json"

    /// The Swift files read as one program: the target's, then those of each target it
    /// depends on in the same package, directly or not, each target's in path order. So a
    /// resolver in an app target builds the public injectable types of its library targets.
    let sourceFiles: [URL]
    /// The target's `dikitgen.json`, if it has one.
    let configurationFile: URL?
    /// Where the code is written.
    let outputFile: URL

    /// The invocation that writes `outputFile` for `target` of `package`. The output file
    /// itself is not read, when the command plugin wrote it among the target's sources.
    init(target: SwiftSourceModuleTarget, package: Package, outputFile: URL) {
        let packageTargets = Set(package.targets.map(\.id))
        let dependencies = target.recursiveTargetDependencies
            .filter { packageTargets.contains($0.id) }
            .compactMap { $0 as? SwiftSourceModuleTarget }
        sourceFiles = ([target] + dependencies).flatMap { module in
            module.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        }.filter { $0.standardizedFileURL != outputFile.standardizedFileURL }
        configurationFile = target.sourceFiles.first { $0.url.lastPathComponent == Self.configurationFileName }?.url
        self.outputFile = outputFile
    }

    /// The files whose change regenerates the code: the sources and the configuration.
    var inputFiles: [URL] {
        sourceFiles + (configurationFile.map { [$0] } ?? [])
    }

    /// `dikitgen generate <file>... [--config <file>] --output <file>`: the files are named one
    /// by one, as the compiler receives them, so files that Package.swift excludes are not read.
    var arguments: [String] {
        let configuration = configurationFile.map { ["--config", $0.path] } ?? []
        return ["generate"] + sourceFiles.map(\.path) + configuration + ["--output", outputFile.path]
    }
}

/// A plugin's own problem: what SwiftPM prints when the plugin throws.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
}

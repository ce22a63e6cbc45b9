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

    /// The target's Swift files, in path order: the module the code is generated into.
    let sourceFiles: [URL]
    let moduleName: String
    /// Every Swift target the target depends on, directly or not, in this package or
    /// through another package's products: its module's name and files, and its
    /// `dikitgen.json` if it has one, whose settings say where its declarations run.
    /// `dikitgen` reads what they make visible (their public types, the resolvers the
    /// target's refine) and extends none of their resolvers: each module's own run does.
    let dependencies: [Dependency]
    /// The target's `dikitgen.json`, if it has one.
    let configurationFile: URL?
    /// Where the code is written: this file, or as many as the `dikitgen.json`'s
    /// `outputFiles` says, named after it (`outputFiles`).
    let outputFile: URL
    /// How many files the code is split into: `outputFiles` in the target's `dikitgen.json`,
    /// 1 without it. Read here because a build command declares its outputs beforehand; a value
    /// dikitgen refuses is 1 here, and dikitgen reports it.
    let outputFileCount: Int
    /// Where `dikitgen` keeps what it parsed, for the next run: the plugin's work directory.
    let cacheDirectory: URL
    /// With the build-tool plugin, the module summaries: where this target's goes, and where
    /// each dependency target's would be, if that target applies the plugin too.
    var summaries: Summaries?

    /// Where module summaries are (`--emit-summary`, `--dependency-summary`).
    struct Summaries {
        var own: URL
        /// By module name.
        var ofDependencies: [(module: String, url: URL)]
    }

    /// A Swift module the target depends on: its name, its files, and its `dikitgen.json`.
    typealias Dependency = (module: String, files: [URL], configurationFile: URL?)

    init(sourceFiles: [URL], moduleName: String, dependencies: [Dependency], configurationFile: URL?, outputFile: URL, cacheDirectory: URL) {
        self.sourceFiles = sourceFiles
        self.moduleName = moduleName
        self.dependencies = dependencies
        self.configurationFile = configurationFile
        self.outputFile = outputFile
        self.outputFileCount = Self.outputFileCount(in: configurationFile)
        self.cacheDirectory = cacheDirectory
    }

    /// The files dikitgen writes, named as it names them: `outputFile` alone, or its name with
    /// `.1` to `.<count>` before its `.swift`.
    var outputFiles: [URL] {
        guard outputFileCount > 1 else { return [outputFile] }
        let directory = outputFile.deletingLastPathComponent()
        let stem = outputFile.deletingPathExtension().lastPathComponent
        return (1...outputFileCount).map { directory.appending(component: "\(stem).\($0).swift") }
    }

    /// The `outputFiles` of a `dikitgen.json`, when it is a count dikitgen takes (1 to 256).
    static func outputFileCount(in configurationFile: URL?) -> Int {
        guard let configurationFile, let data = try? Data(contentsOf: configurationFile),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let count = object["outputFiles"] as? Int, (1...256).contains(count) else { return 1 }
        return count
    }

    /// Whether `file` is one dikitgen writes for `outputFile`, whatever their count: the
    /// command plugin writes them among the target's sources, which are not read again.
    static func isOutput(_ file: URL, of outputFile: URL) -> Bool {
        let file = file.standardizedFileURL
        let outputFile = outputFile.standardizedFileURL
        guard file.deletingLastPathComponent() == outputFile.deletingLastPathComponent() else { return false }
        if file.lastPathComponent == outputFile.lastPathComponent { return true }
        let stem = outputFile.deletingPathExtension().lastPathComponent
        let name = file.lastPathComponent
        guard name.hasPrefix(stem + "."), name.hasSuffix(".swift") else { return false }
        let number = name.dropFirst(stem.count + 1).dropLast(".swift".count)
        return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
    }

    /// The invocation that writes `outputFile` for the package target `target`. The output
    /// file itself is not read, when the command plugin wrote it among the target's sources.
    init(target: SwiftSourceModuleTarget, outputFile: URL, cacheDirectory: URL) {
        self.init(
            sourceFiles: Self.swiftFiles(of: target, besides: outputFile),
            moduleName: target.moduleName,
            dependencies: Self.dependencies(through: [target], besides: outputFile),
            configurationFile: Self.configurationFile(in: target.directoryURL),
            outputFile: outputFile,
            cacheDirectory: cacheDirectory
        )
    }

    /// Every Swift target that `targets` depend on, directly or not, once each, in order.
    static func dependencies(through targets: [SwiftSourceModuleTarget], besides outputFile: URL) -> [Dependency] {
        var seen = Set<Target.ID>()
        return targets.flatMap(\.recursiveTargetDependencies)
            .compactMap { $0 as? SwiftSourceModuleTarget }
            .filter { seen.insert($0.id).inserted }
            .map { dependency($0, besides: outputFile) }
    }

    /// `module` as a dependency: its name, its Swift files and its `dikitgen.json`.
    static func dependency(_ module: SwiftSourceModuleTarget, besides outputFile: URL) -> Dependency {
        (module.moduleName, swiftFiles(of: module, besides: outputFile), configurationFile(in: module.directoryURL))
    }

    static func swiftFiles(of module: SwiftSourceModuleTarget, besides outputFile: URL) -> [URL] {
        module.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
            .filter { !isOutput($0, of: outputFile) }
    }

    /// The `dikitgen.json` in `directory`, if there is one. Looked for in the folder, not
    /// among a target's files: a target that applies no plugin excludes it in Package.swift
    /// (SwiftPM warns of a file nothing handles).
    static func configurationFile(in directory: URL) -> URL? {
        let file = directory.appending(component: configurationFileName)
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }

    /// The files whose change regenerates the code: the sources, the dependencies' and the
    /// configuration. A dependency's summary is not one: a target that does not apply the
    /// plugin has none, and SwiftPM fails a command whose input no command makes. `dikitgen`
    /// reads a summary only when every file its run read is as it is now (else it reads the
    /// dependency's files), so a summary not yet rewritten is never used.
    var inputFiles: [URL] {
        sourceFiles + dependencies.flatMap { $0.files + ($0.configurationFile.map { [$0] } ?? []) }
            + (configurationFile.map { [$0] } ?? [])
    }

    /// `dikitgen generate <file>... --dependency <module>=<file>... [--dependency-config <module>=<file>]... [--config <file>] --output <file>
    /// --output-files <count> --cache-path <directory>`: the files are named one by one, as the compiler receives
    /// them, so files that Package.swift excludes are not read.
    var arguments: [String] {
        let dependencyArguments = dependencies.flatMap { module, files, configurationFile in
            files.flatMap { ["--dependency", "\(module)=\($0.path)"] }
                + (configurationFile.map { ["--dependency-config", "\(module)=\($0.path)"] } ?? [])
        }
        let configuration = configurationFile.map { ["--config", $0.path] } ?? []
        let summaryArguments = summaries.map { summaries in
            ["--module", moduleName, "--emit-summary", summaries.own.path]
                + summaries.ofDependencies.flatMap { ["--dependency-summary", "\($0.module)=\($0.url.path)"] }
        } ?? []
        // The count is always passed, 1 too: it wins over the configuration file's, so the
        // files dikitgen writes are those the plugin declared even where the two read that
        // file differently (a repeated key, a count out of range, which dikitgen reports).
        let split = ["--output-files", String(outputFileCount)]
        return ["generate"] + sourceFiles.map(\.path) + dependencyArguments + configuration + summaryArguments
            + ["--output", outputFile.path] + split + ["--cache-path", cacheDirectory.path]
    }
}

/// A plugin's own problem: what SwiftPM prints when the plugin throws.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
}

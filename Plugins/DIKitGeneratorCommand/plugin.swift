import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory dikitgen-generate --target <name>...`:
/// writes `Resolver.generated.swift` into each named target's folder, for teams that commit
/// the generated file rather than apply the build-tool plugin. It reads what the build-tool
/// plugin reads (the target's and its dependencies' Swift files, its `dikitgen.json`).
@main
struct DIKitGeneratorCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        guard extractor.remainingArguments.isEmpty else {
            throw PluginFailure(description: "unknown arguments: \(extractor.remainingArguments.joined(separator: " "))")
        }
        guard !targetNames.isEmpty else {
            throw PluginFailure(description: "name the targets to generate for: --target <name> (repeatable)")
        }
        let dikitgen = try context.tool(named: "dikitgen").url
        for target in try context.package.targets(named: targetNames) {
            guard let target = target as? SwiftSourceModuleTarget else {
                throw PluginFailure(description: "'\(target.name)' is not a Swift target")
            }
            let invocation = DikitgenInvocation(
                target: target, outputFile: target.directoryURL.appending(component: DikitgenInvocation.generatedFileName),
                cacheDirectory: context.pluginWorkDirectoryURL.appending(component: "cache")
            )
            try run(dikitgen, invocation.arguments, for: target.name)
            let files = invocation.outputFiles.map(\.path).joined(separator: ", ")
            print("The resolvers of '\(target.name)' are in \(files)")
        }
    }

    /// Runs `dikitgen`, whose diagnostics go straight to standard error; fails when it does.
    private func run(_ dikitgen: URL, _ arguments: [String], for targetName: String) throws {
        let process = Process()
        process.executableURL = dikitgen
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginFailure(description: "dikitgen failed for '\(targetName)' with exit status \(process.terminationStatus)")
        }
    }
}

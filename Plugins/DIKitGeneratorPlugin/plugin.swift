import Foundation
import PackagePlugin

/// The build-tool plugin: before a target that applies it is compiled, `dikitgen` writes
/// `Resolver.generated.swift` into the plugin's work directory, and SwiftPM compiles it with
/// the target. The command runs again only when one of its input files changed; the
/// diagnostics it prints appear in the build output and an error fails the build.
@main
struct DIKitGeneratorPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else {
            throw PluginFailure(description: "DIKitGeneratorPlugin applies to Swift targets only; '\(target.name)' is not one")
        }
        let invocation = DikitgenInvocation(
            target: target,
            outputFile: context.pluginWorkDirectoryURL.appending(component: DikitgenInvocation.generatedFileName),
            cacheDirectory: context.pluginWorkDirectoryURL.appending(component: "cache")
        )
        // dikitgen writes its output even when there is nothing to generate (a header alone),
        // as a build command must produce the files it declares.
        return [
            .buildCommand(
                displayName: "Generating the DIKit resolvers of \(target.name)",
                executable: try context.tool(named: "dikitgen").url,
                arguments: invocation.arguments,
                inputFiles: invocation.inputFiles,
                outputFiles: [invocation.outputFile]
            ),
        ]
    }
}

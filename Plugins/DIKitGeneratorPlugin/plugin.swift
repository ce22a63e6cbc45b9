import Foundation
import PackagePlugin

/// The build-tool plugin: before a target that applies it is compiled, `dikitgen` writes
/// `Resolver.generated.swift` into the plugin's work directory, and SwiftPM compiles it with
/// the target. The diagnostics it prints appear in the build output and an error fails the
/// build. In an Xcode project it does the same for an Xcode target (`plugin+Xcode.swift`).
@main
struct DIKitGeneratorPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else {
            throw PluginFailure(description: "DIKitGeneratorPlugin applies to Swift targets only; '\(target.name)' is not one")
        }
        var invocation = DikitgenInvocation(
            target: target,
            outputFile: context.pluginWorkDirectoryURL.appending(component: DikitgenInvocation.generatedFileName),
            cacheDirectory: context.pluginWorkDirectoryURL.appending(component: "cache")
        )
        invocation.summaries = SummaryLocations(context: context).summaries(of: target)
        return [invocation.buildCommand(executable: try context.tool(named: "dikitgen").url)]
    }
}

extension DikitgenInvocation {
    /// The build command that runs `executable` (`dikitgen`) so. It runs again only when
    /// one of its input files changed. dikitgen writes its output even when there is nothing
    /// to generate (a header alone), as a build command must produce the files it declares.
    func buildCommand(executable: URL) -> Command {
        .buildCommand(
            displayName: "Generating the DIKit resolvers of \(moduleName)",
            executable: executable,
            arguments: arguments,
            inputFiles: inputFiles,
            // The summary is not declared: SwiftPM would bundle it as a resource.
            outputFiles: outputFiles
        )
    }
}

/// Where each target's run of this plugin writes its module's summary: in that target's work
/// directory, which is `<outputs>/<package>/<target>/destination/<plugin>/`, whatever package
/// the target is in.
struct SummaryLocations {
    private let outputs: URL
    private let pluginName: String
    /// The package of every target reachable from the plugin's package, by target.
    private let packageOfTarget: [Target.ID: Package.ID]

    init(context: PluginContext) {
        let work = context.pluginWorkDirectoryURL
        pluginName = work.lastPathComponent
        outputs = work.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var packageOfTarget: [Target.ID: Package.ID] = [:]
        var packages = [context.package]
        var seen = Set<Package.ID>()
        while let package = packages.popLast() {
            guard seen.insert(package.id).inserted else { continue }
            for target in package.targets { packageOfTarget[target.id] = package.id }
            packages += package.dependencies.map(\.package)
        }
        self.packageOfTarget = packageOfTarget
    }

    func summaries(of target: SwiftSourceModuleTarget) -> DikitgenInvocation.Summaries {
        DikitgenInvocation.Summaries(
            own: url(of: target),
            ofDependencies: target.recursiveTargetDependencies.compactMap { $0 as? SwiftSourceModuleTarget }.compactMap { dependency in
                packageOfTarget[dependency.id] == nil ? nil : (dependency.moduleName, url(of: dependency))
            }
        )
    }

    private func url(of target: SwiftSourceModuleTarget) -> URL {
        outputs.appending(components: packageOfTarget[target.id] ?? "", target.name, "destination", pluginName, "\(target.moduleName).dikitsummary")
    }
}

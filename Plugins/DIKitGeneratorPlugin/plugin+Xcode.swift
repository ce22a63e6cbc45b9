#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The plugin in an Xcode project: the same command as for a package target, over an Xcode
/// target's Swift files. This file only maps Xcode's types into the plugin's own
/// (`XcodeProjectFiles`); which files, which module, which `dikitgen.json` and which
/// dependencies are decided in `XcodeProjectFiles.swift` and `XcodeDependencies.swift`, and
/// the command line, its inputs and its output are `DikitgenInvocation`'s, as SwiftPM runs them.
///
/// The tests type-check this file against a stand-in of `XcodeProjectPlugin` that declares the
/// members used here with Apple's names and shapes, and run it on a project built by hand.
extension DIKitGeneratorPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let outputFile = context.pluginWorkDirectoryURL.appending(component: DikitgenInvocation.generatedFileName)
        let linked = LinkedModules(of: target, besides: outputFile)
        guard let invocation = try DikitgenInvocation(
            xcodeTarget: XcodeTargetFiles(target), in: XcodeProjectFiles(context.xcodeProject),
            linkedTargets: linked.xcodeTargets, linkedPackageModules: linked.packageModules,
            outputFile: outputFile, cacheDirectory: context.pluginWorkDirectoryURL.appending(component: "cache")
        ) else {
            return []
        }
        return [invocation.buildCommand(executable: try context.tool(named: "dikitgen").url)]
    }
}

extension XcodeProjectFiles {
    init(_ project: XcodeProject) {
        self.init(name: project.displayName, directory: project.directoryURL, targets: project.targets.map(XcodeTargetFiles.init))
    }
}

extension XcodeTargetFiles {
    init(_ target: XcodeTarget) {
        self.init(
            id: target.id, name: target.displayName, productName: target.product?.name,
            inputFiles: target.inputFiles.map { ($0.url, $0.type == .source) }
        )
    }
}

/// What Xcode says a target depends on, directly or not: Xcode targets, and package products
/// with their targets. Xcode passes no dependencies today (SwiftPM's serializer writes
/// `dependencies: []` for every Xcode target), so this finds nothing, and a target's
/// `dikitgen.json` names its dependencies instead; were Xcode to pass them, they would be read
/// too, each module once.
private struct LinkedModules {
    var xcodeTargets: [XcodeTargetFiles] = []
    var packageModules: [DikitgenInvocation.Dependency] = []

    init(of target: XcodeTarget, besides outputFile: URL) {
        var packageTargets: [SwiftSourceModuleTarget] = []
        var seen = Set<XcodeTarget.ID>([target.id])
        var pending = target.dependencies
        while !pending.isEmpty {
            switch pending.removeFirst() {
            case .target(let dependency):
                guard seen.insert(dependency.id).inserted else { continue }
                xcodeTargets.append(XcodeTargetFiles(dependency))
                pending += dependency.dependencies
            case .product(let product):
                let linked = product.targets.compactMap { $0 as? SwiftSourceModuleTarget }
                packageTargets += linked.filter { target in !packageTargets.contains { $0.id == target.id } }
            @unknown default:
                continue
            }
        }
        packageModules = packageTargets.map { DikitgenInvocation.dependency($0, besides: outputFile) }
            + DikitgenInvocation.dependencies(through: packageTargets, besides: outputFile)
    }
}
#endif

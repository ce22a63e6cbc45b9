#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The plugin in an Xcode project: the same command as for a package target, over an Xcode
/// target's Swift files. Only which files, which module and which `dikitgen.json` differ;
/// the command line, its inputs and its output are `DikitgenInvocation`'s, as SwiftPM runs them.
extension DIKitGeneratorPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let invocation = DikitgenInvocation(
            xcodeTarget: target,
            outputFile: context.pluginWorkDirectoryURL.appending(component: DikitgenInvocation.generatedFileName),
            cacheDirectory: context.pluginWorkDirectoryURL.appending(component: "cache")
        )
        return [invocation.buildCommand(executable: try context.tool(named: "dikitgen").url)]
    }
}

extension DikitgenInvocation {
    /// The invocation for an Xcode target: its Swift files; its module, named after its
    /// product as Xcode names it by default; the `dikitgen.json` among its files or in the
    /// folder that holds them; and, as dependencies, the Xcode targets it depends on,
    /// directly or not, and the package products it links, with their targets.
    init(xcodeTarget target: XcodeTarget, outputFile: URL, cacheDirectory: URL) {
        var xcodeTargets: [XcodeTarget] = []
        var packageTargets: [SwiftSourceModuleTarget] = []
        var seen = Set<XcodeTarget.ID>([target.id])
        var pending = target.dependencies
        while !pending.isEmpty {
            switch pending.removeFirst() {
            case .target(let dependency):
                guard seen.insert(dependency.id).inserted else { continue }
                xcodeTargets.append(dependency)
                pending += dependency.dependencies
            case .product(let product):
                let linked = product.targets.compactMap { $0 as? SwiftSourceModuleTarget }
                packageTargets += linked.filter { target in !packageTargets.contains { $0.id == target.id } }
            @unknown default:
                continue
            }
        }
        let packageModules = packageTargets.map { Self.dependency($0, besides: outputFile) }
        let theirDependencies = Self.dependencies(through: packageTargets, besides: outputFile)
            .filter { dependency in !packageModules.contains { $0.module == dependency.module } }
        self.init(
            sourceFiles: Self.swiftFiles(of: target),
            moduleName: Self.moduleName(of: target),
            dependencies: xcodeTargets.map { (Self.moduleName(of: $0), Self.swiftFiles(of: $0), Self.configurationFile(of: $0)) }
                + packageModules + theirDependencies,
            configurationFile: Self.configurationFile(of: target),
            outputFile: outputFile,
            cacheDirectory: cacheDirectory
        )
    }

    private static func swiftFiles(of target: XcodeTarget) -> [URL] {
        target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url).sorted { $0.path < $1.path }
    }

    /// `PRODUCT_MODULE_NAME`'s default: the product's name, with every character that
    /// cannot be in an identifier replaced by `_`.
    private static func moduleName(of target: XcodeTarget) -> String {
        let name = target.product?.name ?? target.displayName
        return String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// The `dikitgen.json` among the target's files, or else in the folder of its Swift files.
    private static func configurationFile(of target: XcodeTarget) -> URL? {
        if let file = target.inputFiles.first(where: { $0.url.lastPathComponent == configurationFileName }) {
            return file.url
        }
        let folders = Set(swiftFiles(of: target).map { $0.deletingLastPathComponent() })
        return folders.count == 1 ? configurationFile(in: folders.first!) : nil
    }
}
#endif

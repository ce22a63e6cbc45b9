// The tests' driver of the Xcode adapter (`XcodeAdapterTests`): compiled with the plugin's
// sources against the stand-in `XcodeProjectPlugin`, it reads a project described in JSON
// (the file named by its argument), builds Xcode's values from it by hand, as Xcode passes
// them (a target's `dependencies` are empty unless the description says otherwise), calls
// `createBuildCommands(context:target:)`, and prints the commands, or the error it throws, as JSON.
//
// The plugin's `@main` type is `DIKitGeneratorPlugin`; the `main()` declared here, on the
// type itself, is chosen over `PackagePlugin`'s, which would talk to a plugin host.
import Foundation
@_spi(PackagePluginInternal) import PackagePlugin
@_spi(Testing) import XcodeProjectPlugin

/// The project, as `XcodeAdapterTests` writes it.
private struct ProjectDescription: Decodable {
    struct Target: Decodable {
        var id: String
        var name: String
        var product: String?
        var files: [File]
        /// The ids of the targets Xcode would say it depends on; Xcode passes none.
        var dependencies: [String]
    }

    struct File: Decodable {
        var path: String
        /// `source`, `header`, `resource` or `unknown`, as `FileType` names them.
        var type: String
    }

    var name: String
    var directory: String
    var targets: [Target]
    /// The id of the target the plugin runs for.
    var target: String
    var workDirectory: String
    var dikitgen: String
}

/// What the adapter returned, as `XcodeAdapterTests` reads it.
private struct Outcome: Encodable {
    struct BuildCommand: Encodable {
        var displayName: String?
        var executable: String
        var arguments: [String]
        var inputFiles: [String]
        var outputFiles: [String]
    }

    var commands: [BuildCommand]?
    var error: String?
}

extension DIKitGeneratorPlugin {
    static func main() throws {
        let description = try JSONDecoder().decode(
            ProjectDescription.self, from: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
        )
        var targets: [String: XcodeTarget] = [:]
        func target(_ id: String) -> XcodeTarget {
            if let target = targets[id] { return target }
            let described = description.targets.first { $0.id == id }!
            let target = XcodeTarget(
                id: described.id, displayName: described.name, product: described.product.map(XcodeProduct.init(name:)),
                dependencies: described.dependencies.map { .target(target($0)) },
                inputFiles: FileList(described.files.map { File(url: URL(fileURLWithPath: $0.path), type: fileType($0.type)) })
            )
            targets[id] = target
            return target
        }
        let project = XcodeProject(
            displayName: description.name, directoryURL: URL(fileURLWithPath: description.directory, isDirectory: true),
            targets: description.targets.map { target($0.id) }
        )
        // Xcode makes the plugin's work directory before it runs the plugin.
        let workDirectory = URL(fileURLWithPath: description.workDirectory, isDirectory: true)
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        let context = XcodePluginContext(
            xcodeProject: project, pluginWorkDirectoryURL: workDirectory, tools: ["dikitgen": URL(fileURLWithPath: description.dikitgen)]
        )
        var outcome = Outcome()
        do {
            outcome.commands = try DIKitGeneratorPlugin().createBuildCommands(context: context, target: target(description.target)).map { command in
                guard case let .buildCommand(displayName, executable, arguments, _, inputFiles, outputFiles) = command else {
                    fatalError("not a build command: \(command)")
                }
                return .init(
                    displayName: displayName, executable: executable.path, arguments: arguments,
                    inputFiles: inputFiles.map(\.path), outputFiles: outputFiles.map(\.path)
                )
            }
        } catch {
            outcome.error = String(describing: error)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        FileHandle.standardOutput.write(try encoder.encode(outcome))
    }

    private static func fileType(_ name: String) -> FileType {
        switch name {
        case "source": .source
        case "header": .header
        case "resource": .resource
        default: .unknown
        }
    }
}

// A stand-in of Xcode's `XcodeProjectPlugin` module, which exists only inside Xcode, so that
// the tests can compile `Plugins/DIKitGeneratorPlugin/plugin+Xcode.swift` on Linux
// (`XcodeAdapterTests`). It is no target of the package: the tests compile it with `swiftc`,
// with library evolution as Apple's module is, against the toolchain's `PackagePlugin`.
//
// Its public API is the members the adapter uses, with the names, types and shapes of Apple's
// (Xcode 16 and later, whose members are URL-based): a renamed or retyped member in the adapter
// fails to compile here as it would in Xcode. The initializers are SPI, for the tests' driver
// (`AdapterDriver.swift`) to build a project by hand; the adapter, which imports the module
// without the SPI, cannot call them, as it cannot call Apple's. Add a member here only when
// the adapter starts using it, as Apple declares it.
import Foundation
@_spi(PackagePluginInternal) import PackagePlugin

/// The plugin's entry point for an Xcode target.
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    @available(_PackageDescription, introduced: 6.0)
    public let pluginWorkDirectoryURL: URL
    private let tools: [String: URL]

    public func tool(named name: String) throws -> PluginContext.Tool {
        guard let url = tools[name] else { throw StandInError(description: "no tool named '\(name)'") }
        return PluginContext.Tool(name: name, path: Path(url.path), url: url)
    }

    @_spi(Testing) public init(xcodeProject: XcodeProject, pluginWorkDirectoryURL: URL, tools: [String: URL]) {
        self.xcodeProject = xcodeProject
        self.pluginWorkDirectoryURL = pluginWorkDirectoryURL
        self.tools = tools
    }
}

public struct XcodeProject {
    public let displayName: String
    @available(_PackageDescription, introduced: 6.0)
    public let directoryURL: URL
    public let targets: [XcodeTarget]

    @_spi(Testing) public init(displayName: String, directoryURL: URL, targets: [XcodeTarget]) {
        self.displayName = displayName
        self.directoryURL = directoryURL
        self.targets = targets
    }
}

public struct XcodeTarget {
    public typealias ID = String

    public let id: ID
    public let displayName: String
    public let product: XcodeProduct?
    public let dependencies: [XcodeTargetDependency]
    public let inputFiles: FileList

    @_spi(Testing) public init(id: ID, displayName: String, product: XcodeProduct?, dependencies: [XcodeTargetDependency], inputFiles: FileList) {
        self.id = id
        self.displayName = displayName
        self.product = product
        self.dependencies = dependencies
        self.inputFiles = inputFiles
    }
}

public struct XcodeProduct {
    public let name: String

    @_spi(Testing) public init(name: String) {
        self.name = name
    }
}

public enum XcodeTargetDependency {
    case target(XcodeTarget)
    case product(any Product)
}

struct StandInError: Error, CustomStringConvertible {
    var description: String
}

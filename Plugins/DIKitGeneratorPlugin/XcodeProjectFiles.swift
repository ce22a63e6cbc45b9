import Foundation

// MARK: - What the plugin knows of an Xcode project

/// An Xcode project as the Xcode adapter (`plugin+Xcode.swift`) hands it on: its name, its
/// folder and its targets' files, in types of this plugin's own. Xcode's types exist only where
/// `XcodeProjectPlugin` does, on a Mac with Xcode; this file compiles everywhere, so what the
/// plugin decides for an Xcode target is built, and run by the tests, on Linux too.
struct XcodeProjectFiles {
    var name: String
    var directory: URL
    var targets: [XcodeTargetFiles]

    /// The target that `name` names, as Xcode shows it.
    func target(named name: String) -> XcodeTargetFiles? {
        targets.first { $0.name == name }
    }
}

/// An Xcode target as the plugin reads it.
struct XcodeTargetFiles {
    var id: String
    /// The name Xcode shows, by which a `dikitgen.json` names the target.
    var name: String
    var moduleName: String
    /// Its input files that are Swift sources, in path order.
    var swiftFiles: [URL]
    /// Its input files named `dikitgen.json`, whatever their type (a resource, most often).
    var configurationFiles: [URL]

    init(id: String, name: String, moduleName: String, swiftFiles: [URL], configurationFiles: [URL]) {
        self.id = id
        self.name = name
        self.moduleName = moduleName
        self.swiftFiles = swiftFiles
        self.configurationFiles = configurationFiles
    }

    /// The target whose input files are `inputFiles` (each with whether Xcode says it is a
    /// source file), whose module is named after its product, as Xcode names it by default.
    init(id: String, name: String, productName: String?, inputFiles: [(url: URL, isSource: Bool)]) {
        self.init(
            id: id, name: name, moduleName: Self.moduleName(productName: productName, targetName: name),
            swiftFiles: inputFiles.filter { $0.isSource && $0.url.pathExtension == "swift" }.map(\.url).sorted { $0.path < $1.path },
            configurationFiles: inputFiles.map(\.url).filter { $0.lastPathComponent == DikitgenInvocation.configurationFileName }
                .sorted { $0.path < $1.path }
        )
    }

    /// `PRODUCT_MODULE_NAME`'s default: the product's name (else the target's), with every
    /// character that cannot be in an identifier replaced by `_`.
    static func moduleName(productName: String?, targetName: String) -> String {
        String((productName ?? targetName).map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }
}

// MARK: - Where a target's dikitgen.json is

extension XcodeProjectFiles {
    /// The target's `dikitgen.json`: the one among its input files; else the first there is in
    /// the nearest folder that holds all its Swift files, then in each folder above that one,
    /// up to the project's folder. A target whose files sit in `App/Views` and `App/Models`
    /// finds `App/dikitgen.json`, and one at the project's root serves every target that has
    /// none nearer. Several among its input files are an error: which one counts would be a guess.
    func configurationFile(of target: XcodeTargetFiles) throws(XcodeConfigurationError) -> URL? {
        guard target.configurationFiles.count <= 1 else {
            throw .severalConfigurationFiles(target: target.name, files: target.configurationFiles)
        }
        if let file = target.configurationFiles.first { return file }
        for folder in foldersToSearch(from: Self.commonFolder(of: target.swiftFiles)) {
            if let file = DikitgenInvocation.configurationFile(in: folder) { return file }
        }
        return nil
    }

    /// `start`, then each folder above it that is in the project's folder; only `start` when it
    /// is outside the project's folder.
    private func foldersToSearch(from start: [String]) -> [URL] {
        let project = directory.standardizedFileURL.pathComponents
        guard !start.isEmpty else { return [] }
        let depths = start.starts(with: project) ? Array((project.count...start.count).reversed()) : [start.count]
        return depths.map { Self.folder(Array(start.prefix($0))) }
    }

    /// The path components of the nearest folder that holds all `files`.
    static func commonFolder(of files: [URL]) -> [String] {
        let folders = files.map { $0.standardizedFileURL.deletingLastPathComponent().pathComponents }
        guard var common = folders.first else { return [] }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0.0 == $0.1 }.map(\.0))
        }
        return common
    }

    private static func folder(_ components: [String]) -> URL {
        URL(fileURLWithPath: "/" + components.dropFirst().joined(separator: "/"), isDirectory: true)
    }
}

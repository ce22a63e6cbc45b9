import Foundation

/// How an Xcode target's run finds the modules it depends on. Xcode hands a plugin no
/// dependencies (SwiftPM's serializer writes `dependencies: []` for every Xcode target), so
/// a target's `dikitgen.json` names them: `dependencyTargets`, other targets of the project,
/// by name, and `dependencyDirectories`, folders of Swift files by module name (a local
/// package's module, say). A named target's own `dikitgen.json` names what it depends on in
/// turn, so a module is read with every module it sees, as in a package.
extension DikitgenInvocation {
    /// The invocation for the Xcode target `target` of `project`, or `nil` when it has no
    /// Swift files: there is nothing to generate. `linkedTargets` and `linkedPackageModules`
    /// are what Xcode would say it depends on, which today is nothing; each module is read
    /// once, however it is named.
    init?(
        xcodeTarget target: XcodeTargetFiles, in project: XcodeProjectFiles,
        linkedTargets: [XcodeTargetFiles] = [], linkedPackageModules: [Dependency] = [],
        outputFile: URL, cacheDirectory: URL
    ) throws(XcodeConfigurationError) {
        guard !target.swiftFiles.isEmpty else { return nil }
        let configurationFile = try project.configurationFile(of: target)
        var walk = XcodeDependencyWalk(project: project, target: target)
        try walk.visit(configurationFile: configurationFile, linkedTargets: linkedTargets)
        walk.add(linkedPackageModules)
        self.init(
            sourceFiles: target.swiftFiles, moduleName: target.moduleName, dependencies: walk.modules,
            configurationFile: configurationFile, outputFile: outputFile, cacheDirectory: cacheDirectory
        )
    }
}

// MARK: - Following the names

/// The modules a target depends on, gathered from the `dikitgen.json` files, breadth first:
/// targets in the order they are named, then the directories; a module already there (by
/// name) is not read again, nor is the target itself.
private struct XcodeDependencyWalk {
    let project: XcodeProjectFiles
    private(set) var modules: [DikitgenInvocation.Dependency] = []
    private var directories: [DikitgenInvocation.Dependency] = []
    private var seenTargets: Set<String>
    private var seenModules: Set<String>

    init(project: XcodeProjectFiles, target: XcodeTargetFiles) {
        self.project = project
        seenTargets = [target.id]
        seenModules = [target.moduleName]
    }

    /// Reads the names in the target's `configurationFile`, and in the files of the targets
    /// they name, until no file names a target not yet read.
    mutating func visit(configurationFile: URL?, linkedTargets: [XcodeTargetFiles]) throws(XcodeConfigurationError) {
        var pending = [(file: configurationFile, linked: linkedTargets)]
        while !pending.isEmpty {
            let (file, linked) = pending.removeFirst()
            let names = file.map(XcodeDependencyNames.init(contentsOf:))
            var next: [XcodeTargetFiles] = []
            if let names { next = try targets(namedIn: names) }
            // A target Xcode links may be a resource bundle: without Swift files, it is no module.
            next += linked.filter { !$0.swiftFiles.isEmpty }
            for dependency in next where seenTargets.insert(dependency.id).inserted {
                let ownFile = try project.configurationFile(of: dependency)
                append((dependency.moduleName, dependency.swiftFiles, ownFile), to: \.modules)
                pending.append((ownFile, []))
            }
            if let names {
                for (module, path) in names.directories.sorted(by: { $0.key < $1.key }) {
                    let place = names.location(of: module, in: .dependencyDirectories)
                    append(try Self.directoryModule(module, path: path, named: place), to: \.directories)
                }
            }
        }
        modules += directories
    }

    /// The targets `names` names, in order.
    private func targets(namedIn names: XcodeDependencyNames) throws(XcodeConfigurationError) -> [XcodeTargetFiles] {
        try names.targets.map { name throws(XcodeConfigurationError) in
            let place = names.location(of: name, in: .dependencyTargets)
            guard let target = project.target(named: name) else { throw .unknownTarget(name: name, at: place, project: project) }
            guard !target.swiftFiles.isEmpty else { throw .targetWithoutSwiftFiles(name: name, at: place) }
            return target
        }
    }

    /// The package modules Xcode links, after the others.
    mutating func add(_ packageModules: [DikitgenInvocation.Dependency]) {
        for module in packageModules { append(module, to: \.modules) }
    }

    private mutating func append(_ module: DikitgenInvocation.Dependency, to list: WritableKeyPath<Self, [DikitgenInvocation.Dependency]>) {
        guard seenModules.insert(module.module).inserted else { return }
        self[keyPath: list].append(module)
    }

    /// `module`'s Swift files: those under `path` (relative to the folder of the `dikitgen.json`
    /// that names it, at `place`), in path order, hidden ones aside; and its settings, a
    /// `dikitgen.json` in that folder.
    private static func directoryModule(
        _ module: String, path: String, named place: XcodeConfigurationError.Place
    ) throws(XcodeConfigurationError) -> DikitgenInvocation.Dependency {
        let base = place.file.deletingLastPathComponent()
        let folder = URL(fileURLWithPath: path, isDirectory: true, relativeTo: base).absoluteURL.standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .directory(module: module, path: path, folder: folder, problem: .missing, at: place)
        }
        // A package's folder holds its manifest and its tests: the module is one of its `Sources/`.
        guard !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
            throw .directory(module: module, path: path, folder: folder, problem: .package, at: place)
        }
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        let files = (enumerator?.allObjects ?? []).compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .map(\.standardizedFileURL).sorted { $0.path < $1.path }
        guard !files.isEmpty else {
            throw .directory(module: module, path: path, folder: folder, problem: .withoutSwiftFiles, at: place)
        }
        return (module, files, DikitgenInvocation.configurationFile(in: folder))
    }
}

// MARK: - Reading the names

/// What a `dikitgen.json` names for the Xcode plugin. The file is read leniently: text that is
/// not JSON, or a value of the wrong type, names nothing here, and `dikitgen`, which is given
/// the file, reports it at its line and column.
struct XcodeDependencyNames {
    enum Key: String {
        case dependencyTargets
        case dependencyDirectories
    }

    let file: URL
    var targets: [String] = []
    /// Folders by module name, as written.
    var directories: [String: String] = [:]
    private var text: [UInt8] = []

    init(contentsOf file: URL) {
        self.file = file
        guard let data = FileManager.default.contents(atPath: file.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return }
        text = Array(data)
        targets = object[Key.dependencyTargets.rawValue] as? [String] ?? []
        directories = object[Key.dependencyDirectories.rawValue] as? [String: String] ?? [:]
    }

    /// Where `name` is written in the value of `key`: its first occurrence as a string after the
    /// key, its column counted in UTF-8 bytes as dikitgen's are. No line when a name written
    /// with escapes is not found as it reads.
    func location(of name: String, in key: Key) -> XcodeConfigurationError.Place {
        let keyStart = Self.offset(of: Array("\"\(key.rawValue)\"".utf8), in: text, from: 0)
        guard let keyStart, let start = Self.offset(of: Array("\"\(name)\"".utf8), in: text, from: keyStart + 1) else {
            return .init(file: file, line: nil, column: nil)
        }
        let newline = UInt8(ascii: "\n")
        let lineStart = text[..<start].lastIndex(of: newline).map { $0 + 1 } ?? 0
        return .init(file: file, line: text[..<start].filter { $0 == newline }.count + 1, column: start - lineStart + 1)
    }

    private static func offset(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        return (start...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}

// MARK: - What can be wrong

/// A `dikitgen.json` of the Xcode project names what is not there. Thrown from the plugin,
/// it fails the build, its description naming the file, the line and the name.
enum XcodeConfigurationError: Error, CustomStringConvertible {
    /// A place in a `dikitgen.json`.
    struct Place: CustomStringConvertible {
        var file: URL
        var line: Int?
        var column: Int?

        var description: String {
            [file.path, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
        }
    }

    enum DirectoryProblem {
        case missing
        case package
        case withoutSwiftFiles

        func description(module: String) -> String {
            switch self {
            case .missing: "which is not a folder"
            case .package: "a package's folder: name the folder of the module's sources, such as Sources/\(module)"
            case .withoutSwiftFiles: "which holds no Swift files"
            }
        }
    }

    case unknownTarget(name: String, at: Place, projectName: String, targetNames: [String])
    case targetWithoutSwiftFiles(name: String, at: Place)
    case directory(module: String, path: String, folder: URL, problem: DirectoryProblem, at: Place)
    case severalConfigurationFiles(target: String, files: [URL])

    static func unknownTarget(name: String, at place: Place, project: XcodeProjectFiles) -> Self {
        .unknownTarget(name: name, at: place, projectName: project.name, targetNames: project.targets.map(\.name).sorted())
    }

    var description: String {
        switch self {
        case .unknownTarget(let name, let place, let projectName, let targetNames):
            "\(place): 'dependencyTargets' names '\(name)', which is not a target of the Xcode project '\(projectName)'; "
                + "its targets are \(targetNames.joined(separator: ", "))"
        case .targetWithoutSwiftFiles(let name, let place):
            "\(place): 'dependencyTargets' names '\(name)', a target without Swift source files"
        case .directory(let module, let path, let folder, let problem, let place):
            "\(place): 'dependencyDirectories' reads '\(module)' from '\(path)' (\(folder.path)), \(problem.description(module: module))"
        case .severalConfigurationFiles(let target, let files):
            "the Xcode target '\(target)' has several \(DikitgenInvocation.configurationFileName) among its files "
                + "(\(files.map(\.path).joined(separator: ", "))); keep one in the target"
        }
    }
}

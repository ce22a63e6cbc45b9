import Foundation

/// Finds the Swift files a run reads: the path itself when it is a file, or every
/// `.swift` regular file below it when it is a directory, in byte order of their paths so
/// that output never depends on the file system's listing order.
struct SourceDiscovery {
    var root: String
    /// Subpaths of `root` whose files are skipped (`--exclude`).
    var excludedSubpaths: [String]

    enum Failure: Error {
        case notFound(String)
    }

    var isDirectory: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    func swiftFiles() throws(Failure) -> [String] {
        guard FileManager.default.fileExists(atPath: root) else { throw .notFound(root) }
        guard isDirectory else { return [root] }
        let excluded = excludedSubpaths.map(SourceDiscovery.trimmingSlashes)
        var files: [String] = []
        for relativePath in DirectoryWalk.relativePaths(under: root) {
            guard relativePath.hasSuffix(".swift") else { continue }
            guard !excluded.contains(where: { relativePath == $0 || relativePath.hasPrefix($0 + "/") }) else { continue }
            let path = SourceDiscovery.joined(root, relativePath)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files.append(path)
        }
        return files.sorted { $0.precedesInByteOrder($1) }
    }

    static func joined(_ directory: String, _ relativePath: String) -> String {
        directory.hasSuffix("/") ? directory + relativePath : directory + "/" + relativePath
    }

    static func trimmingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.hasPrefix("/") { path = path.dropFirst() }
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}

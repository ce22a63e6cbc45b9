import Foundation

/// Finds the Swift files a run reads: the path itself when it is a file, or every
/// `.swift` regular file below it when it is a directory, in byte order of their paths so
/// that output never depends on the file system's listing order.
///
/// Each entry's type is checked with `lstat`/`stat` before anything is opened, so a FIFO
/// or a device named `*.swift` is never opened (opening a FIFO blocks, reading a device
/// may never end). What is met below a directory:
/// - a regular `.swift` file, or a symbolic link to one: read;
/// - a directory, whatever its name (`X.swift/` too): searched;
/// - a symbolic link to a directory: not followed, as `find` does not, so a link loop
///   cannot make the search endless; a warning names it;
/// - a broken link, a link loop, a FIFO, socket or device named `*.swift`, a name that is
///   not valid UTF-8: skipped with a warning;
/// - an entry that cannot be examined, or a directory that cannot be listed: an error.
struct SourceDiscovery {
    var root: String
    /// Subpaths of `root` whose files are skipped (`--exclude`).
    var excludedSubpaths: [String]

    enum Failure: Error {
        /// The path does not exist.
        case notFound(String)
        /// The path, or a directory below it, cannot be read; `reason` says why.
        case unreadable(path: String, reason: String)

        var message: String {
            switch self {
            case .notFound(let path): "\(path): error: no such file or directory"
            case .unreadable(let path, let reason): "\(path): error: \(reason)"
            }
        }
    }

    /// The files found, and a warning for each entry that was skipped.
    struct Discovered {
        var files: [String]
        /// `path: warning: ...` lines, in byte order of the paths.
        var warnings: [String]
    }

    /// Whether `root` is a directory (following a symbolic link, as for the root only).
    var isDirectory: Bool {
        (try? FileStatus(path: root.utf8, followingLinks: true))?.kind == .directory
    }

    func swiftFiles() throws(Failure) -> Discovered {
        let status: FileStatus
        do {
            status = try FileStatus(path: root.utf8, followingLinks: true)
        } catch {
            throw error.isNotFound ? .notFound(root) : .unreadable(path: root, reason: "cannot read: \(error.description)")
        }
        switch status.kind {
        case .regularFile: return Discovered(files: [root], warnings: [])
        case .directory: break
        default: throw .unreadable(path: root, reason: "not a regular file or directory")
        }
        let excluded = excludedSubpaths.map(SourceDiscovery.trimmingSlashes)
        var files: [String] = []
        var warnings: [(path: String, message: String)] = []
        func skip(_ path: String, _ reason: String) {
            warnings.append((path, reason + "; it was skipped"))
        }
        // Directories still to list: (path as printed, path relative to `root`).
        var pending: [(path: String, relativePath: String)] = [(root, "")]
        while let (directory, relativeDirectory) = pending.popLast() {
            let names: [[UInt8]]
            do {
                names = try SourceDiscovery.entries(of: directory)
            } catch {
                throw .unreadable(path: directory, reason: "cannot read the directory: \(error.description)")
            }
            for nameBytes in names {
                let name = String(decoding: nameBytes, as: UTF8.self)
                let path = SourceDiscovery.joined(directory, name)
                let isSwiftName = nameBytes.count > 6 && nameBytes.suffix(6).elementsEqual(".swift".utf8)
                let pathBytes = Array(SourceDiscovery.joined(directory, "").utf8) + nameBytes
                let entry: FileStatus
                do {
                    entry = try FileStatus(path: pathBytes, followingLinks: false)
                } catch {
                    // Vanished since it was listed: nothing to read.
                    if error.isNotFound { continue }
                    throw .unreadable(path: path, reason: "cannot read: \(error.description)")
                }
                guard String(validating: nameBytes, as: UTF8.self) != nil else {
                    // Such a path cannot be printed or passed on faithfully.
                    if isSwiftName || entry.kind == .directory { skip(path, "the name is not valid UTF-8") }
                    continue
                }
                let relativePath = relativeDirectory.isEmpty ? name : relativeDirectory + "/" + name
                guard !excluded.contains(where: { relativePath == $0 || relativePath.hasPrefix($0 + "/") }) else { continue }
                switch entry.kind {
                case .directory:
                    pending.append((path, relativePath))
                case .regularFile:
                    if isSwiftName { files.append(path) }
                case .symbolicLink:
                    let target: FileStatus
                    do {
                        target = try FileStatus(path: pathBytes, followingLinks: true)
                    } catch {
                        if isSwiftName { skip(path, "cannot follow the symbolic link: \(error.description)") }
                        continue
                    }
                    switch target.kind {
                    case .regularFile: if isSwiftName { files.append(path) }
                    case .directory: skip(path, "symbolic links to directories are not followed")
                    default: if isSwiftName { skip(path, "not a regular file") }
                    }
                case .other:
                    if isSwiftName { skip(path, "not a regular file") }
                }
            }
        }
        return Discovered(
            files: files.sorted { $0.precedesInByteOrder($1) },
            warnings: warnings.sorted { $0.path.precedesInByteOrder($1.path) }.map { "\($0.path): warning: \($0.message)" }
        )
    }

    /// The names in `directory`, without `.` and `..`, as bytes (a name need not be UTF-8).
    private static func entries(of directory: String) throws(FileStatus.SystemError) -> [[UInt8]] {
        guard let stream = opendir(directory) else { throw FileStatus.SystemError() }
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            names.append(name)
        }
        return names
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

/// The type of a file system entry, from `stat` or `lstat`, which never open it.
struct FileStatus {
    enum Kind {
        case regularFile, directory, symbolicLink, other
    }

    /// Why an entry could not be examined or listed: the `errno` description, such as
    /// "Too many levels of symbolic links".
    struct SystemError: Error {
        var description: String

        var isNotFound: Bool

        /// Captures the current `errno`; call it right after the failing call.
        init() {
            isNotFound = errno == ENOENT
            description = String(cString: strerror(errno))
        }
    }

    var kind: Kind

    /// Examines the entry at `path` (bytes, which need not be UTF-8).
    init(path: some Collection<UInt8>, followingLinks: Bool) throws(SystemError) {
        var status = stat()
        let cPath = Array(path) + [0]
        let result = cPath.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                followingLinks ? stat($0.baseAddress!, &status) : lstat($0.baseAddress!, &status)
            }
        }
        guard result == 0 else { throw SystemError() }
        kind = switch status.st_mode & S_IFMT {
        case S_IFREG: .regularFile
        case S_IFDIR: .directory
        case S_IFLNK: .symbolicLink
        default: .other
        }
    }
}

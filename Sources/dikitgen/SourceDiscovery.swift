#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the Swift files a run reads: the path itself when it is a file, or every
/// `.swift` regular file below it when it is a directory, in byte order of their paths so
/// that output never depends on the file system's listing order.
///
/// Each entry's type is checked (from the directory listing, else with `lstat`/`stat`)
/// before anything is opened, so a FIFO or a device named `*.swift` is never opened
/// (opening a FIFO blocks, reading a device may never end). What is met below a directory:
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

        var path: String {
            switch self {
            case .notFound(let path), .unreadable(let path, _): path
            }
        }

        var reason: String {
            switch self {
            case .notFound: "no such file or directory"
            case .unreadable(_, let reason): reason
            }
        }

        /// `path: error: reason`.
        var message: String { "\(path): error: \(reason)" }
    }

    /// An entry that was skipped, and why.
    struct Warning {
        var path: String
        var message: String

        /// `path: warning: message`.
        var rendered: String { "\(path): warning: \(message)" }
    }

    /// The files found, and a warning for each entry that was skipped.
    struct Discovered {
        var files: [String]
        /// In byte order of the paths.
        var warnings: [Warning] = []
        /// Whether the root is a directory (following a symbolic link, as for the root only).
        var rootIsDirectory: Bool
    }

    func swiftFiles() throws(Failure) -> Discovered {
        let status: FileStatus
        do {
            status = try FileStatus(path: root.utf8, followingLinks: true)
        } catch {
            throw error.isNotFound ? .notFound(root) : .unreadable(path: root, reason: "cannot read: \(error.description)")
        }
        switch status.kind {
        case .regularFile: return Discovered(files: [root], rootIsDirectory: false)
        case .directory: break
        default: throw .unreadable(path: root, reason: "not a regular file or directory")
        }
        let excluded = excludedSubpaths.map(SourceDiscovery.trimmingSlashes)
        // Directories are listed on all cores: listing the corpus of `make differential` took
        // a seventh of `dump-declarations` on one.
        let walk = DirectoryWalk(root: Directory(path: root, relativePath: ""))
        let findings = ConcurrentResults<Never>.collect { () -> Findings in
            var findings = Findings()
            while let (number, directory) = walk.next() {
                let (items, subdirectories) = SourceDiscovery.examine(directory, excluding: excluded, into: &findings)
                let firstSubdirectory = walk.finished(adding: subdirectories)
                findings.listings.append((number, Listing(items: items, firstSubdirectory: firstSubdirectory)))
            }
            return findings
        }
        // Several directories may fail to be listed; the first in byte order is reported.
        if let failure = findings.flatMap(\.failures).min(by: { $0.path.precedesInByteOrder($1.path) }) {
            throw failure.error
        }
        var listings = [Listing?](repeating: nil, count: walk.directoryCount)
        for (number, listing) in findings.flatMap(\.listings) { listings[number] = listing }
        return Discovered(
            files: SourceDiscovery.filesInByteOrder(listings),
            warnings: findings.flatMap(\.warnings).sorted { $0.path.precedesInByteOrder($1.path) },
            rootIsDirectory: true
        )
    }

    /// The files of `listings`, indexed by the walk's numbers of their directories, in a
    /// depth-first walk from the root. Siblings are listed in byte order of their names, a
    /// directory's name followed by its `/`, so that this is the byte order of the paths
    /// with no path compared to another: sorting the paths took a third of the discovery.
    private static func filesInByteOrder(_ listings: [Listing?]) -> [String] {
        var files: [String] = []
        /// The directories being walked, innermost last: which item of each comes next, and
        /// the number of its next subdirectory.
        var open: [(directory: Int, nextItem: Int, nextSubdirectory: Int)] = []
        func enter(_ directory: Int) {
            open.append((directory, 0, listings[directory]?.firstSubdirectory ?? 0))
        }
        enter(0)
        while let (directory, nextItem, nextSubdirectory) = open.last {
            guard let items = listings[directory]?.items, nextItem < items.count else {
                open.removeLast()
                continue
            }
            open[open.count - 1].nextItem += 1
            switch items[nextItem] {
            case .file(let path):
                files.append(path)
            case .subdirectory:
                open[open.count - 1].nextSubdirectory += 1
                enter(nextSubdirectory)
            }
        }
        return files
    }

    /// What was found in one directory, in byte order of the names (see `filesInByteOrder`).
    private struct Listing {
        enum Item {
            case file(path: String)
            case subdirectory
        }

        var items: [Item]
        /// The walk's number of the first subdirectory among `items`; the others follow it.
        var firstSubdirectory: Int
    }

    /// A directory to list: its path as printed, and its path relative to the root.
    struct Directory: Sendable {
        var path: String
        var relativePath: String
    }

    /// What examining directories found.
    private struct Findings {
        /// Each directory listed, by the walk's number for it.
        var listings: [(number: Int, listing: Listing)] = []
        var warnings: [Warning] = []
        /// Entries that could not be listed or examined, with the error each gives.
        var failures: [(path: String, error: Failure)] = []
    }

    /// Lists `directory`, and adds its warnings and failures to `findings`. Returns its Swift
    /// files and subdirectories (except those under an `excluded` subpath), sorted as
    /// `filesInByteOrder` needs, and the subdirectories in that order.
    private static func examine(
        _ directory: Directory, excluding excluded: [String], into findings: inout Findings
    ) -> (items: [Listing.Item], subdirectories: [Directory]) {
        func skip(_ path: String, _ reason: String) {
            findings.warnings.append(Warning(path: path, message: reason + "; it was skipped"))
        }
        /// Each item with the bytes it sorts by: its name, and a `/` after a directory's.
        var found: [(sortKey: [UInt8], item: Listing.Item, directory: Directory?)] = []
        func addFile(_ name: [UInt8], _ path: String) {
            found.append((name, .file(path: path), nil))
        }
        let listed: [DirectoryEntry]
        do {
            listed = try entries(of: directory.path)
        } catch {
            let reason = "cannot read the directory: \(error.description)"
            findings.failures.append((directory.path, .unreadable(path: directory.path, reason: reason)))
            return ([], [])
        }
        let directoryPrefix = Array(joined(directory.path, "").utf8)
        for listedEntry in listed {
            let nameBytes = listedEntry.name
            let isSwiftName = hasSwiftSuffix(nameBytes)
            var kind: FileStatus.Kind
            do {
                // From `lstat` only when the listing did not tell.
                if let listedKind = listedEntry.listedKind {
                    kind = listedKind
                } else {
                    kind = try FileStatus(path: directoryPrefix + nameBytes, followingLinks: false).kind
                }
            } catch {
                // Vanished since it was listed: nothing to read.
                if error.isNotFound { continue }
                let path = joined(directory.path, String(decoding: nameBytes, as: UTF8.self))
                findings.failures.append((path, .unreadable(path: path, reason: "cannot read: \(error.description)")))
                continue
            }
            guard let name = String(validating: nameBytes, as: UTF8.self) else {
                // Such a path cannot be printed or passed on faithfully.
                let path = joined(directory.path, String(decoding: nameBytes, as: UTF8.self))
                if isSwiftName || kind == .directory { skip(path, "the name is not valid UTF-8") }
                continue
            }
            let path = joined(directory.path, name)
            let relativePath = directory.relativePath.isEmpty ? name : directory.relativePath + "/" + name
            guard !excluded.contains(where: { relativePath == $0 || relativePath.hasPrefix($0 + "/") }) else { continue }
            switch kind {
            case .directory:
                found.append((nameBytes + [UInt8(ascii: "/")], .subdirectory, Directory(path: path, relativePath: relativePath)))
            case .regularFile:
                if isSwiftName { addFile(nameBytes, path) }
            case .symbolicLink:
                let target: FileStatus
                do {
                    target = try FileStatus(path: directoryPrefix + nameBytes, followingLinks: true)
                } catch {
                    if isSwiftName { skip(path, "cannot follow the symbolic link: \(error.description)") }
                    continue
                }
                switch target.kind {
                case .regularFile: if isSwiftName { addFile(nameBytes, path) }
                case .directory: skip(path, "symbolic links to directories are not followed")
                default: if isSwiftName { skip(path, "not a regular file") }
                }
            case .other:
                if isSwiftName { skip(path, "not a regular file") }
            }
        }
        found.sort { $0.sortKey.precedesInByteOrder($1.sortKey) }
        return (found.map(\.item), found.compactMap(\.directory))
    }

    /// One name listed in a directory, with its type when the file system reports it.
    private struct DirectoryEntry {
        /// The name as bytes: a name need not be UTF-8.
        var name: [UInt8]
        /// The entry's type from `readdir`; `nil` when the file system does not tell it.
        var listedKind: FileStatus.Kind?
    }

    /// The entries of `directory` that may matter: all but `.`, `..` and the regular files not
    /// named `*.swift`, which are most of a source tree and are passed over before any memory
    /// is taken for them.
    private static func entries(of directory: String) throws(FileStatus.SystemError) -> [DirectoryEntry] {
        guard let stream = opendir(directory) else { throw FileStatus.SystemError() }
        defer { closedir(stream) }
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        var entries: [DirectoryEntry] = []
        while let entry = readdir(stream) {
            let cName = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
            let name = UnsafeRawBufferPointer(start: cName, count: strlen(cName)).bindMemory(to: UInt8.self)
            let kind = FileStatus.Kind(directoryEntryType: entry.pointee.d_type)
            if name.elementsEqual(".".utf8) || name.elementsEqual("..".utf8) { continue }
            if kind == .regularFile && !hasSwiftSuffix(name) { continue }
            entries.append(DirectoryEntry(name: Array(name), listedKind: kind))
        }
        return entries
    }

    /// Whether `name` is `*.swift`, with something before the extension.
    private static func hasSwiftSuffix(_ name: some Collection<UInt8>) -> Bool {
        name.count > 6 && name.suffix(6).elementsEqual(".swift".utf8)
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

        /// The kind a `readdir` entry's `d_type` tells, which costs no system call;
        /// `nil` for `DT_UNKNOWN`, which some file systems report for everything.
        init?(directoryEntryType type: UInt8) {
            switch Int32(type) {
            case Int32(DT_REG): self = .regularFile
            case Int32(DT_DIR): self = .directory
            case Int32(DT_LNK): self = .symbolicLink
            case Int32(DT_UNKNOWN): return nil
            default: self = .other
            }
        }
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

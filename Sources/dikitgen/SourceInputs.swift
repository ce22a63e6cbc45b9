import DIKitGenerator
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files a generating run reads from the paths given on the command line, which are
/// read as one program (`dikitgen generate <path>...`).
///
/// Order: each path in the order given; below a directory, its files in byte order of their
/// paths (`SourceDiscovery`). A file reached more than once, named twice or found below two
/// of the paths, is read once: at its first place, spelled as it was there. A file named on
/// the command line is read whatever it mentions, wherever else it is also found.
///
/// Two paths are the same file when their real paths are. Each path given is resolved with
/// `realpath` once, and a file found below it is that real path followed by the file's path
/// below it: discovery follows no symbolic link to a directory below a path given, so this
/// is the file's real path, unless the file is itself a link to another file (then the
/// link and its target are two files, as they are in a single directory).
struct SourceInputs {
    struct File: Equatable {
        var path: String
        /// Named on the command line, rather than found in a directory: read whether or
        /// not it mentions `DIKit`.
        var isNamed: Bool
        /// The dependency module it belongs to (`--dependency`); `nil` for the generated module's.
        var module: ModuleName? = nil
    }

    var files: [File] = []
    /// The entries skipped, path by path.
    var warnings: [SourceDiscovery.Warning] = []
    /// The paths that cannot be read, in the order given.
    var failures: [SourceDiscovery.Failure] = []

    /// Finds the files of `roots`, the generated module's, then those of `dependencies`,
    /// skipping in each directory the files under `excludedSubpaths`, which are relative to
    /// that directory. A file reached again keeps the module of its first place.
    init(roots: [String], dependencies: [ModulePath] = [], excludedSubpaths: [String]) {
        var places: [String: Int] = [:]
        let modules = Array(repeating: nil, count: roots.count) + dependencies.map(\.module)
        let allRoots = roots + dependencies.map(\.path)
        for (root, module) in zip(allRoots, modules) {
            let discovered: SourceDiscovery.Discovered
            do {
                discovered = try SourceDiscovery(root: root, excludedSubpaths: excludedSubpaths).swiftFiles()
            } catch {
                failures.append(error)
                continue
            }
            warnings += discovered.warnings
            // A dependency's files are read as a directory's are, whether named or found:
            // only those that mention `DIKit` can declare what the generated module builds.
            let isNamed = !discovered.rootIsDirectory && module == nil
            guard allRoots.count > 1 else {
                files = discovered.files.map { File(path: $0, isNamed: isNamed) }
                continue
            }
            // What the files' paths start with, and what the real path of the root is.
            let prefix = SourceDiscovery.joined(root, "")
            let realRoot = SourceInputs.realPath(root)
            let realPrefix = SourceDiscovery.joined(realRoot, "")
            for path in discovered.files {
                let identity = isNamed ? realRoot : realPrefix + Substring(path.utf8.dropFirst(prefix.utf8.count))
                if let place = places[identity] {
                    files[place].isNamed = files[place].isNamed || isNamed
                } else {
                    places[identity] = files.count
                    files.append(File(path: path, isNamed: isNamed, module: module))
                }
            }
        }
    }

    /// The absolute path of `path` with every link resolved; `path` itself if it cannot be
    /// resolved (it was just found, so it can unless it vanished meanwhile).
    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

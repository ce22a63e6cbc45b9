import Foundation

/// Every entry below a directory, as paths relative to it, read with `opendir`/`readdir`.
/// Like `FileManager.enumerator(atPath:)`, which took a fifth of `dump-declarations` over a
/// large tree: hidden entries included, symbolic links listed but not followed (so a link
/// loop cannot trap it), unreadable directories skipped; in no particular order.
enum DirectoryWalk {
    static func relativePaths(under root: String) -> [String] {
        var paths: [String] = []
        /// Directories still to read, relative to `root` ("" for `root` itself).
        var pending = [""]
        let base = root.hasSuffix("/") ? root : root + "/"
        while let relative = pending.popLast() {
            guard let directory = opendir(relative.isEmpty ? root : base + relative) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                paths.append(path)
                var isDirectory = Int32(entry.pointee.d_type) == Int32(DT_DIR)
                if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                    var status = stat()
                    isDirectory = lstat(base + path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
                }
                if isDirectory { pending.append(path) }
            }
        }
        return paths
    }
}

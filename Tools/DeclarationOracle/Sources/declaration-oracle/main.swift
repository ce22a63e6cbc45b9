import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

/// `declaration-oracle <path>...`: prints what `dikitgen dump-declarations <path>...` should
/// print, computed with swift-syntax. Every `.swift` file under each path, in byte order
/// of the paths, each as `file PATH` and its dump. Files that swift-syntax finds syntax
/// errors in are named on standard error. Exits 1 when a path cannot be read.

let roots = CommandLine.arguments.dropFirst()
guard !roots.isEmpty else {
    FileHandle.standardError.write(Data("usage: declaration-oracle <path>...\n".utf8))
    exit(2)
}

/// `root` itself when it is a file, else every `.swift` file below it (symbolic links to
/// directories are not followed, as `find` does not), joined to `root` as `find` prints
/// them, in byte order.
func swiftFiles(under root: String) -> [String]? {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: root, isDirectory: &isDirectory) else { return nil }
    guard isDirectory.boolValue else { return [root] }
    var files: [String] = []
    var directories = [root]
    while let directory = directories.popLast() {
        for name in (try? fileManager.contentsOfDirectory(atPath: directory)) ?? [] {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let type = (try? fileManager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            if type == .typeDirectory {
                directories.append(path)
            } else if name.hasSuffix(".swift"),
                      fileManager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(path)
            }
        }
    }
    return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
}

/// One slot per file, filled from concurrent workers.
final class Results: @unchecked Sendable {
    private var values: [(dump: String, hasErrors: Bool)?]
    private let lock = NSLock()

    init(count: Int) { values = Array(repeating: nil, count: count) }

    subscript(index: Int) -> (dump: String, hasErrors: Bool)? {
        get { lock.withLock { values[index] } }
        set { lock.withLock { values[index] = newValue } }
    }
}

var failed = false
for root in roots {
    guard let files = swiftFiles(under: root) else {
        FileHandle.standardError.write(Data("\(root): error: no such file or directory\n".utf8))
        failed = true
        continue
    }
    let results = Results(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
        guard let data = FileManager.default.contents(atPath: files[index]) else { return }
        let tree = data.withUnsafeBytes { Parser.parse(source: $0.bindMemory(to: UInt8.self)) }
        results[index] = (DeclarationDumper.dump(tree), tree.hasError)
    }
    var output = ""
    for (index, path) in files.enumerated() {
        guard let result = results[index] else {
            FileHandle.standardError.write(Data("\(path): error: cannot read the file\n".utf8))
            failed = true
            continue
        }
        if result.hasErrors {
            FileHandle.standardError.write(Data("\(path): warning: swift-syntax found syntax errors\n".utf8))
        }
        output += "file \(path)\n" + result.dump
    }
    FileHandle.standardOutput.write(Data(output.utf8))
}
exit(failed ? 1 : 0)

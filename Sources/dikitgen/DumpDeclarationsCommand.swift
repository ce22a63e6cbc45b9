import ArgumentParser
import DIKitGenerator
import Foundation
import SwiftDeclarations

/// `dikitgen dump-declarations <path>...`: prints what the parser found in every `.swift`
/// file, for users who wonder why a type was not picked up, and for differential testing
/// against other parsers.
struct DumpDeclarationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump-declarations",
        abstract: "Prints the declarations the parser finds in Swift files.",
        discussion: """
            Every .swift file under each path is read (whether or not it mentions DIKit), in \
            byte order of the paths, and printed as `file PATH` followed by its imports and \
            declarations, one a line, nested types indented by two spaces.
            """
    )

    @Argument(help: "Swift files, or directories searched recursively.")
    var paths: [String]

    func run() throws {
        var exitStatus = ExitStatus.success
        for root in paths {
            let files: [String]
            do {
                let discovered = try SourceDiscovery(root: root, excludedSubpaths: []).swiftFiles()
                discovered.warnings.forEach(StandardError.print)
                files = discovered.files
            } catch {
                StandardError.print(error.message)
                exitStatus = ExitStatus.unreadableInput
                continue
            }
            let dumps = ConcurrentResults<String>(count: files.count)
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                dumps[index] = Self.dump(files[index])
            }
            for (path, dump) in zip(files, dumps.values) {
                guard let dump else {
                    StandardError.print("\(path): error: cannot read the file")
                    exitStatus = ExitStatus.unreadableInput
                    continue
                }
                FileHandle.standardOutput.write(Data(("file \(path)\n" + dump).utf8))
            }
        }
        if exitStatus != ExitStatus.success { throw exitStatus }
    }

    private static func dump(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return data.withUnsafeBytes { raw in
            DeclarationDump.render(Parser.parse(raw.bindMemory(to: UInt8.self)))
        }
    }
}

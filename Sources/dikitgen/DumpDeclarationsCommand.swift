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
            ConcurrentResults<Never>.forEachIndex(files.count) { index, buffer in
                dumps[index] = try? FileBytes.withContents(of: files[index], buffer: &buffer) { bytes in
                    DeclarationDump.render(Parser.parse(bytes))
                }.get()
            }
            // One write for the whole root: output in pieces costs a system call each.
            var output: [UInt8] = []
            for (path, dump) in zip(files, dumps.values) {
                guard let dump else {
                    StandardError.print("\(path): error: cannot read the file")
                    exitStatus = ExitStatus.unreadableInput
                    continue
                }
                output.append(contentsOf: "file ".utf8)
                output.append(contentsOf: path.utf8)
                output.append(UInt8(ascii: "\n"))
                output.append(contentsOf: dump.utf8)
            }
            FileHandle.standardOutput.write(Data(output))
        }
        if exitStatus != ExitStatus.success { throw exitStatus }
    }
}

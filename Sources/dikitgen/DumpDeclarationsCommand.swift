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
            // Each file's part of the output, `file PATH` line included, made by the worker.
            let dumps = ConcurrentResults<[UInt8]>(count: files.count)
            ConcurrentResults<Never>.forEachIndex(files.count) { index, memory in
                dumps[index] = try? FileBytes.withContents(of: files[index], buffer: &memory.fileBytes) { bytes in
                    var dump = Array("file \(files[index])\n".utf8)
                    DeclarationDump.render(Parser.parse(bytes, reusing: &memory.parsing), appendingTo: &dump)
                    return dump
                }.get()
            }
            // One write for the whole root: output in pieces costs a system call each.
            let parts = dumps.values
            var output: [UInt8] = []
            output.reserveCapacity(parts.reduce(0) { $0 + ($1?.count ?? 0) })
            for (path, part) in zip(files, parts) {
                guard let part else {
                    StandardError.print("\(path): error: cannot read the file")
                    exitStatus = ExitStatus.unreadableInput
                    continue
                }
                output += part
            }
            _ = FileBytes.write(output, toDescriptor: STDOUT_FILENO)
        }
        if exitStatus != ExitStatus.success { throw exitStatus }
    }
}

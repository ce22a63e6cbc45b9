import ArgumentParser
import DIKitGenerator
import SwiftDeclarations
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
                discovered.warnings.map(\.rendered).forEach(StandardError.print)
                files = discovered.files
            } catch {
                StandardError.print(error.message)
                exitStatus = ExitStatus.unreadableInput
                continue
            }
            // Each file's part of the output, `file PATH` line included, made by the worker in
            // memory it reuses, then copied once to memory of its own for the final write.
            let dumps = ConcurrentResults<OutputChunk>(count: files.count)
            ConcurrentResults<Never>.forEachIndex(files.count) { index, memory in
                dumps[index] = try? FileBytes.withContents(of: files[index], buffer: &memory.fileBytes) { bytes, _ in
                    memory.output.removeAll(keepingCapacity: true)
                    memory.output += "file \(files[index])\n".utf8
                    DeclarationDump.render(Parser.parse(bytes, reusing: &memory.parsing), appendingTo: &memory.output)
                    return OutputChunk(copying: memory.output)
                }.get()
            }
            var parts: [OutputChunk] = []
            parts.reserveCapacity(files.count)
            for (index, path) in files.enumerated() {
                guard let part = dumps[index] else {
                    StandardError.print("\(path): error: cannot read the file")
                    exitStatus = ExitStatus.unreadableInput
                    continue
                }
                parts.append(part)
            }
            _ = FileBytes.write(parts, toDescriptor: STDOUT_FILENO)
        }
        if exitStatus != ExitStatus.success { throw exitStatus }
    }
}

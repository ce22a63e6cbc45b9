import ArgumentParser
#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The `dikitgen` command. `dikitgen <path>` runs `generate`, so DIKit 0.5's command line
/// keeps working.
@main
struct Dikitgen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dikitgen",
        abstract: "Generates DIKit resolver code from Swift sources.",
        discussion: """
            Exit status: 0 success, 1 errors in the sources, 2 out of date (check), \
            3 unknown type (explain), 64 usage error, 66 unreadable input, 73 unwritable output.
            """,
        version: DikitgenVersion.current,
        subcommands: [GenerateCommand.self, CheckCommand.self, GraphCommand.self, ExplainCommand.self, DumpDeclarationsCommand.self],
        defaultSubcommand: GenerateCommand.self
    )
}

enum StandardError {
    /// Whether diagnostics may be coloured: standard error is a terminal and `NO_COLOR`
    /// is not set (https://no-color.org).
    static let isTerminal = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

    static func print(_ line: String) {
        write(line + "\n")
    }

    static func write(_ text: String) {
        _ = FileBytes.write(Array(text.utf8), toDescriptor: STDERR_FILENO)
    }
}

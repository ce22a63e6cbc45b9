import Foundation

/// What a finished process printed and how it exited.
struct ProcessOutput {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs programs for the tests, capturing output through temporary files (no pipe can fill up).
enum ProcessRunner {
    static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> ProcessOutput {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        try outputHandle.close()
        try errorHandle.close()
        return ProcessOutput(
            status: process.terminationStatus,
            standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
            standardError: try String(contentsOf: errorURL, encoding: .utf8)
        )
    }

    /// Runs a program found on `PATH` (such as `swiftc`).
    static func runTool(_ name: String, _ arguments: [String], in directory: URL? = nil) throws -> ProcessOutput {
        try run(URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments, in: directory)
    }
}

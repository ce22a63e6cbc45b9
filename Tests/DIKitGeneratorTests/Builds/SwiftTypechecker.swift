import Foundation

/// Typechecks Swift files against the runtime library in `Sources/DIKit` with `swiftc`,
/// as the golden compilation tests of `dikitgenTests` do.
enum SwiftTypechecker {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // RandomGraphs
        .deletingLastPathComponent()  // DIKitGeneratorTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// A directory holding `DIKit.swiftmodule`, built once per test run.
    static let runtimeModuleDirectory: Result<URL, Failure> = {
        let runtimeSources = packageRoot.appendingPathComponent("Sources/DIKit")
        let sources = ((try? FileManager.default.contentsOfDirectory(atPath: runtimeSources.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }
            .sorted()
            .map { runtimeSources.appendingPathComponent($0).path }
        do {
            let directory = try temporaryDirectory("dikitgen-runtime")
            let (status, errors) = try run([
                "-emit-module", "-parse-as-library", "-module-name", "DIKit",
                "-emit-module-path", directory.appendingPathComponent("DIKit.swiftmodule").path,
            ] + sources)
            guard status == 0 else { return .failure(Failure(description: errors)) }
            return .success(directory)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }()

    /// Typechecks `files` as one module; the compiler's errors, or `nil` when there are none.
    /// Whole-module mode runs one frontend for all files, instead of one per file that
    /// each parses all of them: about half the time for a hundred files.
    static func errors(typechecking files: [URL]) throws -> String? {
        let module = try runtimeModuleDirectory.get()
        let (status, errors) = try run(["-typecheck", "-wmo", "-swift-version", "6", "-I", module.path] + files.map(\.path))
        return status == 0 ? nil : errors
    }

    static func temporaryDirectory(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Runs `swiftc` from `PATH`; standard error goes through a file, so no pipe fills up.
    private static func run(_ arguments: [String]) throws -> (status: Int32, standardError: String) {
        let errorURL = try temporaryDirectory("dikitgen-swiftc").appendingPathComponent("stderr")
        defer { try? FileManager.default.removeItem(at: errorURL.deletingLastPathComponent()) }
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        try errorHandle.close()
        return (process.terminationStatus, try String(contentsOf: errorURL, encoding: .utf8))
    }
}

import Foundation

/// The runtime library, built once per test run for every test that compiles a program.
enum RuntimeModule {
    /// `DIKit.swiftmodule` and `libDIKit.a`, built once from `Sources/DIKit` for all fixtures.
    static let directory: Result<URL, BuildFailure> = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-runtime-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let result = try ProcessRunner.runTool("swiftc", [
                "-emit-library", "-static", "-parse-as-library", "-module-name", "DIKit",
                "-emit-module-path", directory.appendingPathComponent("DIKit.swiftmodule").path,
                "-o", directory.appendingPathComponent("libDIKit.a").path,
            ] + Paths.swiftFiles(under: Paths.runtimeSources))
            guard result.status == 0 else { return .failure(BuildFailure(message: result.standardError)) }
            return .success(directory)
        } catch {
            return .failure(BuildFailure(message: "\(error)"))
        }
    }()

    struct BuildFailure: Error {
        var message: String
    }

    /// Checks `files` against the runtime module (and the modules in `importing`), as one
    /// module of the package `Fixtures`, through the mandatory SIL passes (where data races
    /// are diagnosed), writing nothing.
    static func typecheck(_ files: [String], in configuration: CompilerConfiguration, importing: [String] = []) throws -> ProcessOutput {
        let moduleDirectory = try directory.get()
        return try ProcessRunner.runTool(
            "swiftc",
            ["-emit-sil", "-wmo", "-o", "/dev/null", "-package-name", "Fixtures", "-I", moduleDirectory.path]
                + importing.flatMap { ["-I", $0] } + configuration.flags + files
        )
    }
}

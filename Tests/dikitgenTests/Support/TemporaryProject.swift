import Foundation

/// A directory of Swift sources made for one test and removed after it.
struct TemporaryProject: ~Copyable {
    let root: URL

    init(files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, contents) in files {
            try write(contents, to: path)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    func write(_ contents: String, to relativePath: String) throws {
        let url = url(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }

    func modificationDate(of relativePath: String) throws -> Date {
        try FileManager.default.attributesOfItem(atPath: url(relativePath).path)[.modificationDate] as! Date
    }

    func setModificationDate(_ date: Date, of relativePath: String) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url(relativePath).path)
    }

    /// Runs `dikitgen` with `arguments` from the project's root directory.
    func runDikitgen(_ arguments: [String]) throws -> ProcessOutput {
        try ProcessRunner.run(Paths.dikitgen, arguments, in: root)
    }
}

/// Small sources shared by the command-line tests.
enum SampleSources {
    static let resolver = """
        import DIKit

        protocol AppResolver: Resolver {
            func provideClock() -> Clock
        }

        final class Clock {}

        struct Greeter: Injectable {
            struct Dependency {
                let clock: Clock
                let name: String
            }
            init(dependency: Dependency) {}
        }

        """

    static let brokenInjectable = """
        import DIKit

        struct Broken: Injectable {
            struct Dependency {}
            init(dependency: Int) {}
        }

        """
}

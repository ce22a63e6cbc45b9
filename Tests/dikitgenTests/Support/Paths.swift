import Foundation

/// Where the tests find the package, its fixtures and the built `dikitgen`.
enum Paths {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // dikitgenTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static let fixtures = packageRoot.appendingPathComponent("Fixtures")
    static let runtimeSources = packageRoot.appendingPathComponent("Sources/DIKit")

    /// The `dikitgen` built next to the test binary (the test target depends on it).
    static let dikitgen: URL = {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        // On Linux the test binary sits in the products directory; on Darwin inside a bundle.
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("dikitgen").path),
              directory.path != "/" {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("dikitgen")
    }()

    /// The `.swift` files under `directory`, sorted by path.
    static func swiftFiles(under directory: URL) -> [String] {
        files(under: directory, endingWith: ".swift")
    }

    /// The files under `directory` whose names end with `suffix`, sorted by path.
    static func files(under directory: URL, endingWith suffix: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(suffix) { files.append(directory.appendingPathComponent(relative).path) }
        }
        return files.sorted()
    }
}

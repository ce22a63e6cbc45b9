import Foundation
import Testing

/// What `dikitgen` does with each kind of file-system entry it meets (CommandLineReference.md, "What is read,
/// skipped or refused"): regular files and directories are read, anything else is skipped with a
/// warning, and what cannot be read is an error (exit 66). Nothing may block or loop.
@Suite struct FileSystemInputTests {
    /// A method generated from `SampleSources.resolver`.
    private static let generatedGreeter = "func resolveGreeter(name: String) -> Greeter {"

    /// dikitgen's own output among its inputs is not read: it would only restate what is
    /// generated anew, and a scope's generated type would be declared twice.
    @Test func itsOwnOutputAmongTheInputsIsNotRead() throws {
        let scope = """
            import DIKit

            struct User {
                let name: String
            }

            protocol AppResolver: Resolver {}

            protocol SessionResolver: Resolver {
                var app: any AppResolver { get }
                var user: User { get }
            }

            """
        let project = try TemporaryProject(files: ["Sources/App.swift": scope])
        let first = try project.runDikitgen(["Sources", "--output", "Sources/Resolver.generated.swift", "--no-cache"])
        #expect(first.status == 0, "\(first.standardError)")
        let written = try String(contentsOf: project.url("Sources/Resolver.generated.swift"), encoding: .utf8)
        #expect(written.contains("nonisolated struct SessionResolverScope {"))
        // Again, with the generated file among the inputs, and named: the same file.
        for arguments in [["Sources"], ["Sources", "Sources/Resolver.generated.swift"]] {
            let again = try project.runDikitgen(arguments + ["--output", "Sources/Resolver.generated.swift", "--no-cache"])
            #expect(again.status == 0, "\(again.standardError)")
            #expect(try String(contentsOf: project.url("Sources/Resolver.generated.swift"), encoding: .utf8) == written)
        }
    }

    @Test func aPathThroughAFileIsUnreadableInput() throws {
        let project = try TemporaryProject(files: ["App.swift": SampleSources.resolver])
        let result = try project.runDikitgen(["App.swift/Other.swift"])
        #expect(result.status == 66)
        #expect(result.standardError == "App.swift/Other.swift: error: cannot read: Not a directory\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func anUnreadableFileIsUnreadableInput() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver, "Sources/Locked.swift": "// DIKit\n"])
        let locked = project.url("Sources/Locked.swift").path
        #expect(chmod(locked, 0) == 0)
        if FileManager.default.contents(atPath: locked) != nil {
            // Running as root, permissions do not stop reading: use a regular file whose
            // read fails for anyone instead (reading our own memory at address 0 gives EIO).
            try FileManager.default.removeItem(atPath: locked)
            try FileManager.default.createSymbolicLink(atPath: locked, withDestinationPath: "/proc/self/mem")
            #expect(FileManager.default.contents(atPath: locked) == nil)
        }
        let result = try project.runDikitgen(["Sources"])
        #expect(result.status == 66)
        #expect(result.standardError == "Sources/Locked.swift: error: cannot read the file\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func anUnreadableDirectoryIsUnreadableInput() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver, "Sources/Locked/A.swift": "// DIKit\n"])
        defer { _ = try? ProcessRunner.runTool("rm", ["-rf", project.root.path]) }
        let locked = project.url("Sources/Locked").path
        #expect(chmod(locked, 0) == 0)
        defer { chmod(locked, 0o755) }
        var expectedError = "Sources/Locked: error: cannot read the directory: Permission denied\n"
        if let stream = opendir(locked) {
            // Running as root, permissions do not stop listing: use directories nested
            // deeper than a path can name (PATH_MAX), which nobody can reach by path.
            closedir(stream)
            #expect(chmod(locked, 0o755) == 0)
            let name = String(repeating: "d", count: 250)
            var descriptor = open(locked, O_RDONLY | O_DIRECTORY)
            for _ in 0..<20 {
                #expect(mkdirat(descriptor, name, 0o755) == 0)
                let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
                close(descriptor)
                descriptor = next
            }
            close(descriptor)
            // "Sources/Locked/" and 16 names fit in 4,096 bytes; the 17th does not.
            let tooLong = "Sources/Locked/" + Array(repeating: name, count: 16).joined(separator: "/") + "/" + name
            #expect(tooLong.utf8.count > 4_096)
            // The listing tells it is a directory, so listing it is what fails.
            expectedError = "\(tooLong): error: cannot read the directory: File name too long\n"
        }
        let result = try project.runDikitgen(["Sources"])
        #expect(result.status == 66)
        #expect(result.standardError == expectedError)
        #expect(result.standardOutput.isEmpty)
    }

    @Test func symbolicLinksToFilesAreReadAndToDirectoriesAreNot() throws {
        let project = try TemporaryProject(files: [
            "Sources/App.swift": "import DIKit\nprotocol AppResolver: Resolver {}\n",
            "Elsewhere/Greeter.swift": """
                import DIKit
                struct Greeter: Injectable { struct Dependency { let clock: Clock }; init(dependency: Dependency) {} }
                """,
            "Shared/Clock.swift": "import DIKit\nstruct Clock: Injectable { struct Dependency {}; init(dependency: Dependency) {} }\n",
        ])
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: project.url("Sources/Greeter.swift").path, withDestinationPath: "../Elsewhere/Greeter.swift")
        try manager.createSymbolicLink(atPath: project.url("Sources/Shared").path, withDestinationPath: "../Shared")
        let result = try project.runDikitgen(["Sources"])
        #expect(result.status == 0)
        #expect(result.standardError == "Sources/Shared: warning: symbolic links to directories are not followed; it was skipped\n")
        // The linked file was read; the linked directory was not, so nothing provides Clock.
        #expect(result.standardOutput.contains("func resolveGreeter(clock: Clock) -> Greeter {"))
        #expect(!result.standardOutput.contains("resolveClock"))
        // A directory given as the path is followed, link or not.
        try manager.createSymbolicLink(atPath: project.url("Linked").path, withDestinationPath: "Shared")
        let linkedRoot = try project.runDikitgen(["dump-declarations", "Linked"])
        #expect(linkedRoot.status == 0)
        #expect(linkedRoot.standardOutput.hasPrefix("file Linked/Clock.swift\n"))
    }

    @Test func symbolicLinkLoopsAreSkippedWithAWarning() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: project.url("Sources/Loop.swift").path, withDestinationPath: "Loop.swift")
        try manager.createSymbolicLink(atPath: project.url("Sources/Up").path, withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: project.url("Sources/Dangling.swift").path, withDestinationPath: "Missing.swift")
        let result = try project.runDikitgen(["Sources"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(Self.generatedGreeter))
        #expect(result.standardError == """
            Sources/Dangling.swift: warning: cannot follow the symbolic link: No such file or directory; it was skipped
            Sources/Loop.swift: warning: cannot follow the symbolic link: Too many levels of symbolic links; it was skipped
            Sources/Up: warning: symbolic links to directories are not followed; it was skipped

            """)
    }

    /// Opening the FIFO would block: the time limit turns that hang into a failure.
    @Test(.timeLimit(.minutes(10)))
    func fifosAndDevicesNamedSwiftAreNeverOpened() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        #expect(mkfifo(project.url("Sources/Pipe.swift").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: project.url("Sources/Zero.swift").path, withDestinationPath: "/dev/zero")
        // Opening the FIFO would block forever and reading /dev/zero would never end.
        let result = try project.runDikitgen(["Sources"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(Self.generatedGreeter))
        #expect(result.standardError == """
            Sources/Pipe.swift: warning: not a regular file; it was skipped
            Sources/Zero.swift: warning: not a regular file; it was skipped

            """)
        let named = try project.runDikitgen(["Sources/Pipe.swift"])
        #expect(named.status == 66)
        #expect(named.standardError == "Sources/Pipe.swift: error: not a regular file or directory\n")
        let dumped = try project.runDikitgen(["dump-declarations", "Sources/Zero.swift", "Sources/App.swift"])
        #expect(dumped.status == 66)
        #expect(dumped.standardOutput.hasPrefix("file Sources/App.swift\n"))
    }

    @Test func aDirectoryNamedSwiftIsSearched() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver, "Sources/Parts.swift/Part.swift": "struct Part {}\n"])
        let result = try project.runDikitgen(["dump-declarations", "Sources"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.contains("file Sources/Parts.swift/Part.swift\ntype struct Part\n"))
        #expect(!result.standardOutput.contains("file Sources/Parts.swift\n"))
    }

    @Test func namesThatAreNotUTF8AreSkippedWithAWarning() throws {
        let project = try TemporaryProject(files: ["Sources/App.swift": SampleSources.resolver])
        let directory = Array(project.url("Sources").path.utf8)
        for name in [Array("Bad".utf8) + [0xFF] + Array(".swift".utf8), Array("Dir".utf8) + [0xFE]] {
            let path = (directory + [UInt8(ascii: "/")] + name + [0]).map { CChar(bitPattern: $0) }
            if name.last == 0xFE {
                #expect(mkdir(path, 0o755) == 0)
            } else {
                let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
                #expect(descriptor >= 0)
                close(descriptor)
            }
        }
        let result = try project.runDikitgen(["Sources"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(Self.generatedGreeter))
        #expect(result.standardError == """
            Sources/Bad\u{FFFD}.swift: warning: the name is not valid UTF-8; it was skipped
            Sources/Dir\u{FFFD}: warning: the name is not valid UTF-8; it was skipped

            """)
    }

    @Test func anEmptyDirectoryGivesOnlyTheHeader() throws {
        let project = try TemporaryProject(files: [:])
        try FileManager.default.createDirectory(at: project.url("Empty"), withIntermediateDirectories: true)
        let result = try project.runDikitgen(["Empty"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == "//\n//  Resolver.swift\n//  Generated by dikitgen.\n//\n\n\n")
        let dumped = try project.runDikitgen(["dump-declarations", "Empty"])
        #expect(dumped.status == 0)
        #expect(dumped.standardOutput.isEmpty && dumped.standardError.isEmpty)
    }
}

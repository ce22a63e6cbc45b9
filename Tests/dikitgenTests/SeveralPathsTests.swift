import DIKitGenerator
@testable import dikitgen
import Foundation
import Testing

/// `dikitgen [generate|check] <path>...`: several paths read as one program, in a
/// documented order, each file once.
@Suite struct SeveralPathsTests {
    /// A resolver in one module and what it builds in another.
    static let modules = [
        "App/Resolver.swift": "import DIKit\nprotocol AppResolver: Resolver {\n    func provideClock() -> Clock\n}\n",
        "Core/Clock.swift": "import Foundation\nfinal class Clock {}\n",
        "Core/Greeter.swift": """
            import DIKit
            import CoreKit
            struct Greeter: Injectable {
                struct Dependency { let clock: Clock }
                init(dependency: Dependency) {}
            }

            """,
    ]

    @Test func thePathsAreReadAsOneProgram() throws {
        let project = try TemporaryProject(files: Self.modules)
        let result = try project.runDikitgen(["App", "Core"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.contains("import CoreKit\nimport DIKit\n"))
        #expect(result.standardOutput.contains("func resolveGreeter() -> Greeter {"))
        // Only what the paths hold: one path alone does not see the other's types.
        #expect(try !project.runDikitgen(["App"]).standardOutput.contains("resolveGreeter"))
    }

    /// Each path in the order given, its files in byte order; a file reached again is not
    /// read again, and keeps its first place and spelling.
    @Test func filesComeInTheOrderOfThePathsAndOnce() throws {
        let project = try TemporaryProject(files: [
            "B/b.swift": "struct B {}\n", "B/a.swift": "struct BA {}\n", "A/z.swift": "struct Z {}\n", "A/y/x.swift": "struct X {}\n",
        ])
        let inputs = SourceInputs(
            roots: [project.url("B").path, project.url("A/z.swift").path, project.url("A").path, project.root.path + "/./B/"],
            excludedSubpaths: []
        )
        #expect(inputs.failures.isEmpty)
        #expect(inputs.files.map { String($0.path.dropFirst(project.root.path.count)) } == ["/B/a.swift", "/B/b.swift", "/A/z.swift", "/A/y/x.swift"])
        #expect(inputs.files.map(\.isNamed) == [false, false, true, false])
    }

    /// A file named on the command line is read whatever it mentions, also when a
    /// directory given too holds it (and so would skip it).
    @Test func aNamedFileIsReadWhateverItMentionsWhereverElseItIs() throws {
        let project = try TemporaryProject(files: [
            "Sources/App.swift": "import DIKit\nprotocol AppResolver: Resolver {}\n",
            // Mentions no D-I-K-i-t: skipped when only found in the directory.
            "Sources/Plain.swift": "struct Plain: Injectable { struct Dependency {}; init(dependency: Dependency) {} }\n",
        ])
        let found = try project.runDikitgen(["Sources"])
        #expect(!found.standardOutput.contains("resolvePlain"))
        for arguments in [["Sources", "Sources/Plain.swift"], ["Sources/Plain.swift", "Sources"]] {
            let named = try project.runDikitgen(arguments + ["--cache-path", "cache"])
            #expect(named.status == 0)
            #expect(named.standardOutput.contains("func resolvePlain() -> Plain {"), "\(arguments)")
            // Once only: twice would be two bindings of one type.
            #expect(named.standardOutput.components(separatedBy: "func resolvePlain()").count == 2)
        }
    }

    @Test func excludeAppliesToEveryDirectoryRelativeToIt() throws {
        let project = try TemporaryProject(files: [
            "App/Resolver.swift": "import DIKit\nprotocol AppResolver: Resolver {}\n",
            "App/Generated/Broken.swift": SampleSources.brokenInjectable,
            "Core/Generated/Broken.swift": SampleSources.brokenInjectable,
        ])
        #expect(try project.runDikitgen(["App", "Core"]).status == 1)
        let excluded = try project.runDikitgen(["App", "Core", "--exclude", "Generated"])
        #expect(excluded.status == 0, "\(excluded.standardError)")
        #expect(excluded.standardError.isEmpty)
    }

    @Test func everyPathThatCannotBeReadIsReported() throws {
        let project = try TemporaryProject(files: ["App/App.swift": SampleSources.resolver])
        let result = try project.runDikitgen(["Missing", "App", "Gone.swift"])
        #expect(result.status == 66)
        #expect(result.standardError == "Missing: error: no such file or directory\nGone.swift: error: no such file or directory\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func checkTakesSeveralPaths() throws {
        let project = try TemporaryProject(files: Self.modules)
        #expect(try project.runDikitgen(["App", "Core", "-o", "Resolver.generated.swift"]).status == 0)
        #expect(try project.runDikitgen(["check", "App", "Core", "-o", "Resolver.generated.swift"]).status == 0)
        let fewer = try project.runDikitgen(["check", "App", "-o", "Resolver.generated.swift"])
        #expect(fewer.status == 2)
        #expect(fewer.standardOutput.contains("-    func resolveGreeter() -> Greeter {"))
    }

    /// The cache answers for the whole list of paths: another list never takes its code,
    /// and a change in any of the paths is seen.
    @Test func theCacheAnswersForTheWholeListOfPaths() throws {
        let project = try TemporaryProject(files: Self.modules)
        let arguments = ["App", "Core", "--cache-path", "cache"]
        let cold = try project.runDikitgen(arguments)
        let warm = try project.runDikitgen(arguments)
        #expect(warm.standardOutput == cold.standardOutput)
        #expect(try project.runDikitgen(["App", "--cache-path", "cache"]).standardOutput != cold.standardOutput)
        try project.write("import DIKit\nstruct Greeter: Injectable { struct Dependency {}; init(dependency: Dependency) {} }\n", to: "Core/Greeter.swift")
        let changed = try project.runDikitgen(arguments)
        #expect(changed.standardOutput.contains("func resolveGreeter() -> Greeter {\n        return Greeter(dependency: .init())"))
        let files = try FileManager.default.contentsOfDirectory(atPath: project.url("cache").path).filter { $0.hasSuffix(".bin") }
        #expect(files.count == 2)
    }

    /// A cache entry of a file read as named (whatever it mentions) never answers for the
    /// file found in a directory (read only when it mentions DIKit), nor the reverse.
    @Test func aCacheEntryAnswersOnlyForTheWayTheFileWasFound() throws {
        let project = try TemporaryProject(files: [
            "App.swift": "import DIKit\nprotocol AppResolver: Resolver {}\n",
            "Plain.swift": "struct Plain: Injectable { struct Dependency {}; init(dependency: Dependency) {} }\n",
        ])
        let cacheFile = project.url("cache.bin").path
        func generate(isNamed: Bool) throws -> String? {
            let files = [
                SourceInputs.File(path: project.url("App.swift").path, isNamed: false),
                SourceInputs.File(path: project.url("Plain.swift").path, isNamed: isNamed),
            ]
            return try CachedGeneration(files: files, cacheFile: cacheFile, generatorOptions: GeneratorOptions()).result().result.code
        }
        // Old enough for their stamps to be trusted.
        for file in ["App.swift", "Plain.swift"] {
            try project.setModificationDate(Date(timeIntervalSinceNow: -60), of: file)
        }
        for isNamed in [true, false, true, false] {
            let code = try #require(try generate(isNamed: isNamed))
            #expect(code.contains("func resolvePlain() -> Plain {") == isNamed)
        }
    }

    @Test func dumpDeclarationsIsUnchanged() throws {
        let project = try TemporaryProject(files: ["A/a.swift": "struct A {}\n", "B/b.swift": "struct B {}\n"])
        let result = try project.runDikitgen(["dump-declarations", "B", "A", "B"])
        #expect(result.standardOutput == "file B/b.swift\ntype struct B\nfile A/a.swift\ntype struct A\nfile B/b.swift\ntype struct B\n")
    }
}

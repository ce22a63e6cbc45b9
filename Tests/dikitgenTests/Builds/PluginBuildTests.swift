import Foundation
import Testing

/// The SwiftPM build-tool plugin, end to end, on a copy of `Examples/PluginShop` (a library
/// of injectable types and an app whose resolver uses them): SwiftPM builds dikitgen, runs it
/// through the plugin, compiles what it generated, and runs it again when a source changes.
///
/// The copies share one scratch folder (`PluginPackage`), so the tests run one at a time.
@Suite(.serialized, .timeLimit(.minutes(10))) struct PluginBuildTests {
    /// An injectable type added to the library, which the app does not mention yet.
    static let till = """
        import DIKit

        public struct Till: Injectable {
            public struct Dependency {
                public let flour: Flour

                public init(flour: Flour) {
                    self.flour = flour
                }
            }

            public let receipt: String

            public init(dependency: Dependency) {
                receipt = "1 \\(dependency.flour.kind) loaf"
            }
        }

        """

    /// What the build prints when the plugin's command runs.
    static let generating = "Generating the DIKit resolvers of PluginShop"

    @Test func editingALibraryRegeneratesTheAppsResolver() throws {
        let package = try PluginPackage()
        let firstBuild = try package.build()
        try #require(firstBuild.status == 0, "\(firstBuild.log)")
        #expect(try package.run().standardOutput == "Fresh today: Ada bakes rye bread\n")
        #expect(try package.generatedResolver().contains("func resolveOven() -> Oven"))
        #expect(try !package.generatedResolver().contains("resolveTill"))

        // Nothing changed: the build command stops running.
        try #require(try buildsUntilThePluginDoesNotRun(package))

        // Only a file of the library changes, no file is added (which would change the
        // build command's arguments): the library's sources are inputs of the app's command.
        let oven = try package.read("Sources/Bakery/Oven.swift")
        try package.write(oven + "\n" + Self.till.replacingOccurrences(of: "import DIKit\n", with: ""), to: "Sources/Bakery/Oven.swift")
        let rebuilt = try package.build()
        try #require(rebuilt.status == 0, "\(rebuilt.log)")
        #expect(rebuilt.log.contains(Self.generating), "\(rebuilt.log)")
        #expect(try package.generatedResolver().contains("func resolveTill() -> Till"))

        // The app calls the new method.
        let main = try package.read("Sources/PluginShop/main.swift")
        try package.write(main + "print(shop.resolveTill().receipt)\n", to: "Sources/PluginShop/main.swift")
        let secondBuild = try package.build()
        try #require(secondBuild.status == 0, "\(secondBuild.log)")
        #expect(try package.run().standardOutput == "Fresh today: Ada bakes rye bread\n1 rye loaf\n")
    }

    /// `outputFiles` in the target's `dikitgen.json`: the plugin declares the files dikitgen
    /// writes, SwiftPM compiles them, and the program runs as with one file.
    @Test func theConfiguredSplitBuildsAndRuns() throws {
        let package = try PluginPackage()
        try package.write("{\"strict\": true, \"allowParameters\": [\"String\"], \"outputFiles\": 3}\n", to: "Sources/PluginShop/dikitgen.json")
        let build = try package.build()
        try #require(build.status == 0, "\(build.log)")
        #expect(try package.generatedFileNames() == ["Resolver.generated.1.swift", "Resolver.generated.2.swift", "Resolver.generated.3.swift"])
        #expect(try package.run().standardOutput == "Fresh today: Ada bakes rye bread\n")
    }

    /// Whether one of a few builds in a row, with nothing changed, does not run the plugin.
    /// In the builds right after a package's first, SwiftPM may plan the build again (seen
    /// once it has written Package.resolved, and after a first build in an empty scratch
    /// folder); each time it links the plugin's `dikitgen` again, which reruns the plugin.
    private func buildsUntilThePluginDoesNotRun(_ package: PluginPackage) throws -> Bool {
        for _ in 1...4 {
            let build = try package.build()
            try #require(build.status == 0, "\(build.log)")
            if !build.log.contains(Self.generating) { return true }
        }
        return false
    }

    /// dikitgen's errors are printed in the build's output as `path:line:column: error:`,
    /// and fail it; so does a bad `dikitgen.json`, named by its path.
    @Test func dikitgenErrorsFailTheBuild() throws {
        let package = try PluginPackage()
        // Under `strict` (the example's dikitgen.json), only a `String` may be a call-site
        // parameter: nothing provides this `Int`.
        try package.write("""
            import DIKit

            public struct Till: Injectable {
                public struct Dependency {
                    public let drawer: Int

                    public init(drawer: Int) {
                        self.drawer = drawer
                    }
                }

                public init(dependency: Dependency) {}
            }

            """, to: "Sources/Bakery/Till.swift")
        let strict = try package.build()
        #expect(strict.status != 0)
        let tillPath = package.root.appendingPathComponent("Sources/Bakery/Till.swift").path
        #expect(strict.log.contains(
            "\(tillPath):5:20: error: no provider for 'Int' in 'ShopResolver', needed by 'Till.Dependency.drawer' [missing-provider]"
        ), "\(strict.log)")
        // The plugin's options are in dikitgen.json: the fix names its key, not a flag.
        #expect(strict.log.contains(
            "\(tillPath):5:20: note: fix: add 'func provideInt() -> Int' to 'ShopResolver', or allow the parameter by adding \"Int\" to 'allowParameters' in dikitgen.json"
        ), "\(strict.log)")

        try package.write(Self.till, to: "Sources/Bakery/Till.swift")
        try package.write("{\"strict\": true, \"allowParameter\": [\"String\"]}", to: "Sources/PluginShop/dikitgen.json")
        let configuration = try package.build()
        #expect(configuration.status != 0)
        let configurationPath = package.root.appendingPathComponent("Sources/PluginShop/dikitgen.json").path
        #expect(configuration.log.contains(
            "\(configurationPath):1:18: error: unknown key 'allowParameter'; the keys are allowParameters, compatibility, defaultIsolation, dependencyDirectories, dependencyTargets, outputFiles, strict, swiftVersion, upcomingFeatures [invalid-configuration]"
        ), "\(configuration.log)")
    }
}

private extension ProcessOutput {
    /// What a build printed, on either stream.
    var log: String { standardOutput + standardError }
}

// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// The `dikitgen` the plugins run. By default it is built from source, with the package. When
/// `Prebuilt/dikitgen.artifactbundle` exists (`make artifactbundle PREBUILT=1` puts one there),
/// the plugins run that prebuilt tool instead, and a first build compiles no generator. A
/// release would name its published bundle the same way, with `url:` and `checksum:`
/// (Modules and the plugin, "A prebuilt dikitgen").
let prebuiltBundle = "Prebuilt/dikitgen.artifactbundle"
let usesPrebuiltDikitgen = FileManager.default.fileExists(
    atPath: Context.packageDirectory + "/" + prebuiltBundle + "/info.json"
)
let pluginTool: Target.Dependency = usesPrebuiltDikitgen ? "PrebuiltDikitgen" : "dikitgen"

/// The suites that build and run programs with `swiftc` (goldens, fixtures, random programs,
/// the plugin, in `Tests/*/Builds/`) take minutes: `swift test` leaves them out and stays in
/// process, `make test` (which CI runs) sets `DIKITGEN_BUILD_TESTS=1` and runs them after it.
let buildsPrograms = Context.environment["DIKITGEN_BUILD_TESTS"] == "1"
let programBuilds = buildsPrograms ? [] : ["Builds"]

/// The pipeline, one module per stage:
/// source bytes → tokens → declarations (`SwiftDeclarations`)
/// → DI model, dependency graph, diagnostics → generated file (`DIKitGenerator`)
/// with the file system touched only by the `dikitgen` executable.
let package = Package(
    name: "dikitgen",
    // The oldest systems with all the runtime and the generator use (`ContinuousClock` is the
    // newest). A package that depends on this one declares at least these.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "DIKit", targets: ["DIKit"]),
        .executable(name: "dikitgen", targets: ["dikitgen"]),
        // Applied to a target, generates its resolvers on every build (`Plugins/`).
        .plugin(name: "DIKitGeneratorPlugin", targets: ["DIKitGeneratorPlugin"]),
        // `swift package dikitgen-generate --target <name>`: writes them into the sources.
        .plugin(name: "DIKitGeneratorCommand", targets: ["DIKitGeneratorCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation --target DIKit` (`make docs`).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The runtime library that user code and generated code type against.
        .target(name: "DIKit"),
        // A Swift lexer and declaration parser. Knows Swift, knows nothing of DI.
        .target(name: "SwiftDeclarations"),
        // DI semantics: bindings, dependency graph, validation and code emission. No file I/O.
        .target(name: "DIKitGenerator", dependencies: ["SwiftDeclarations"]),
        // The command line: file discovery, reading, writing and exit codes.
        .executableTarget(
            name: "dikitgen",
            dependencies: [
                "DIKitGenerator",
                "SwiftDeclarations",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The plugins run the `dikitgen` executable; they do not link the generator.
        .plugin(name: "DIKitGeneratorPlugin", capability: .buildTool(), dependencies: [pluginTool]),
        .plugin(
            name: "DIKitGeneratorCommand",
            capability: .command(
                intent: .custom(verb: "dikitgen-generate", description: "Writes Resolver.generated.swift into the sources of the targets named with --target."),
                permissions: [.writeToPackageDirectory(reason: "To write Resolver.generated.swift into the target's folder.")]
            ),
            dependencies: [pluginTool]
        ),
        // The runtime's behaviour: identity, removal, threads, tasks; also run under TSan.
        .testTarget(name: "DIKitTests", dependencies: ["DIKit"]),
        .testTarget(name: "SwiftDeclarationsTests", dependencies: ["SwiftDeclarations"]),
        .testTarget(
            name: "DIKitGeneratorTests",
            dependencies: ["DIKitGenerator", "SwiftDeclarations"],
            exclude: programBuilds
        ),
        .testTarget(name: "dikitgenTests", dependencies: ["dikitgen", "DIKitGenerator", "SwiftDeclarations"], exclude: programBuilds),
    ],
    swiftLanguageModes: [.v6]
)

if usesPrebuiltDikitgen {
    package.targets.append(.binaryTarget(name: "PrebuiltDikitgen", path: prebuiltBundle))
}

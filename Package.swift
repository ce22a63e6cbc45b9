// swift-tools-version: 6.1
import PackageDescription

/// The pipeline, one module per stage:
/// source bytes → tokens → declarations (`SwiftDeclarations`)
/// → DI model, dependency graph, diagnostics → generated file (`DIKitGenerator`)
/// with the file system touched only by the `dikitgen` executable.
let package = Package(
    name: "dikitgen",
    products: [
        .library(name: "DIKit", targets: ["DIKit"]),
        .executable(name: "dikitgen", targets: ["dikitgen"]),
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
        .testTarget(name: "SwiftDeclarationsTests", dependencies: ["SwiftDeclarations"]),
        .testTarget(
            name: "DIKitGeneratorTests",
            dependencies: ["DIKitGenerator", "SwiftDeclarations"]
        ),
        .testTarget(name: "dikitgenTests", dependencies: ["dikitgen", "DIKitGenerator", "SwiftDeclarations"]),
    ],
    swiftLanguageModes: [.v6]
)

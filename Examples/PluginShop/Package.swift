// swift-tools-version: 6.1
import PackageDescription

/// A program whose resolver is generated on every build by dikitgen's SwiftPM plugin:
/// `swift run --package-path Examples/PluginShop` from the repository root (`make plugin-example`).
let package = Package(
    name: "PluginShop",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // The root package, for its `DIKit` runtime and its plugin. The explicit name keeps
        // `package: "dikitgen"` below valid whatever the clone's directory is called.
        .package(name: "dikitgen", path: "../.."),
    ],
    targets: [
        // Public injectable types; no resolver, no generated code.
        .target(
            name: "Bakery",
            dependencies: [.product(name: "DIKit", package: "dikitgen")]
        ),
        // The resolver. The plugin reads this target's sources and Bakery's, and its
        // `dikitgen.json`.
        .executableTarget(
            name: "PluginShop",
            dependencies: ["Bakery", .product(name: "DIKit", package: "dikitgen")],
            plugins: [.plugin(name: "DIKitGeneratorPlugin", package: "dikitgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

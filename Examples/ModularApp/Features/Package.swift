// swift-tools-version: 6.0
import PackageDescription

/// The app's shared core and its two features, each a module with its own resolver protocol.
/// The plugin extends each target's resolver with the methods for what that target can build
/// (its own types and those of the modules it imports).
let package = Package(
    name: "Features",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Core", targets: ["Core"]),
        .library(name: "FeatureA", targets: ["FeatureA"]),
        .library(name: "FeatureB", targets: ["FeatureB"]),
    ],
    dependencies: [
        // The repository root, for the `DIKit` runtime and the plugin (see Examples/PluginShop).
        .package(name: "dikitgen", path: "../../.."),
        .package(path: "../Networking"),
    ],
    targets: [
        // `CoreResolver`: the store of shared instances and the app-wide values.
        .target(
            name: "Core",
            dependencies: [.product(name: "DIKit", package: "dikitgen")],
            plugins: [.plugin(name: "DIKitGeneratorPlugin", package: "dikitgen")]
        ),
        // `FeatureAResolver`: the profile feature, over Networking's `ProfileAPI`.
        .target(
            name: "FeatureA",
            dependencies: [
                "Core",
                .product(name: "Networking", package: "Networking"),
                .product(name: "DIKit", package: "dikitgen"),
            ],
            plugins: [.plugin(name: "DIKitGeneratorPlugin", package: "dikitgen")]
        ),
        // `FeatureBResolver`: the settings feature; no networking.
        .target(
            name: "FeatureB",
            dependencies: ["Core", .product(name: "DIKit", package: "dikitgen")],
            plugins: [.plugin(name: "DIKitGeneratorPlugin", package: "dikitgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
import PackageDescription

/// A modular app: `swift run --package-path Examples/ModularApp ModularApp` and
/// `swift test --package-path Examples/ModularApp` from the repository root.
///
/// Three packages: this one (the app and its tests), `Features` (Core, FeatureA, FeatureB)
/// and `Networking`. The plugin is applied to every target that declares a resolver; each
/// extends only its own resolver, and reads the public types of the modules it imports, from
/// other packages too.
let package = Package(
    name: "ModularApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // The repository root, for its `DIKit` runtime and its plugin. The explicit name keeps
        // `package: "dikitgen"` below valid whatever the clone's directory is called.
        .package(name: "dikitgen", path: "../.."),
        .package(path: "Networking"),
        .package(path: "Features"),
    ],
    targets: [
        // `AppResolver`, which refines both features' resolvers, and the app's `Greeting`.
        .executableTarget(
            name: "ModularApp",
            dependencies: [
                .product(name: "Core", package: "Features"),
                .product(name: "FeatureA", package: "Features"),
                .product(name: "FeatureB", package: "Features"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "DIKit", package: "dikitgen"),
            ],
            plugins: [.plugin(name: "DIKitGeneratorPlugin", package: "dikitgen")]
        ),
        // `TestResolver`, which refines `AppResolver` (`@testable import ModularApp`) and
        // replaces its `HTTPClient`.
        .testTarget(
            name: "ModularAppTests",
            dependencies: [
                "ModularApp",
                .product(name: "Core", package: "Features"),
                .product(name: "FeatureA", package: "Features"),
                .product(name: "FeatureB", package: "Features"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "DIKit", package: "dikitgen"),
            ],
            plugins: [.plugin(name: "DIKitGeneratorPlugin", package: "dikitgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

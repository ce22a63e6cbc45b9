// swift-tools-version: 6.0
import PackageDescription

/// A library package of injectable types that declares no resolver: the plugin is not
/// applied here. Whoever builds `HTTPClient` (FeatureA's resolver) provides its `ServerURL`.
let package = Package(
    name: "Networking",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Networking", targets: ["Networking"]),
    ],
    dependencies: [
        // The repository root, for the `DIKit` runtime (see Examples/PluginShop).
        .package(name: "dikitgen", path: "../../.."),
    ],
    targets: [
        .target(
            name: "Networking",
            dependencies: [.product(name: "DIKit", package: "dikitgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

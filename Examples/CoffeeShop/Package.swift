// swift-tools-version: 6.1
import PackageDescription

/// A small program wired by `dikitgen`. From the repository root, `make example` regenerates
/// `Sources/CoffeeShop/Resolver.generated.swift` and then builds and runs it.
let package = Package(
    name: "CoffeeShop",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // The root package, for its `DIKit` runtime library. The explicit name keeps
        // `package: "dikitgen"` below valid whatever the clone's directory is called.
        .package(name: "dikitgen", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "CoffeeShop",
            dependencies: [.product(name: "DIKit", package: "dikitgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

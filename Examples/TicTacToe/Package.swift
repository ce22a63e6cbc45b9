// swift-tools-version: 6.1
import PackageDescription

/// Needle's sample app, ported: a root, a logged-in scope that keeps its own score stream, a
/// logged-out screen that opens the scope through a maker, and a test that replaces one binding.
/// `swift run --package-path Examples/TicTacToe TicTacToe` and
/// `swift test --package-path Examples/TicTacToe` from the repository root (`make tictactoe-example`).
let package = Package(
    name: "TicTacToe",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // The repository root, for its `DIKit` runtime and its plugin. The explicit name keeps
        // `package: "dikitgen"` below valid whatever the clone's directory is called.
        .package(name: "dikitgen", path: "../.."),
    ],
    targets: [
        // The root and logged-in resolvers, the screens, and `main.swift`.
        .executableTarget(
            name: "TicTacToe",
            dependencies: [.product(name: "DIKit", package: "dikitgen")],
            plugins: [.plugin(name: "DIKitGeneratorPlugin", package: "dikitgen")]
        ),
        // Declares no resolver: its root conforms to the app's `RootResolver`, whose generated
        // methods it reaches through `@testable import`.
        .testTarget(
            name: "TicTacToeTests",
            dependencies: ["TicTacToe", .product(name: "DIKit", package: "dikitgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
import PackageDescription

/// A test oracle for `dikitgen dump-declarations`: the same dump, computed from
/// swift-syntax's tree. A separate package so that the root package never depends on
/// swift-syntax; `make differential` builds and runs it.
let package = Package(
    name: "DeclarationOracle",
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "declaration-oracle",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
import PackageDescription

/// Resolution at run time (`make bench-runtime`): the code dikitgen generates, against the same
/// wiring written by hand and against Swinject, in one run of ordo-one's benchmark tool. The
/// benchmark target applies dikitgen's plugin, as an app would.
let package = Package(
    name: "RuntimeBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "dikitgen", path: "../.."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "Resolution",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "DIKit", package: "dikitgen"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            path: "Benchmarks/Resolution",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
                .plugin(name: "DIKitGeneratorPlugin", package: "dikitgen"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.2
//
// Waymark's benchmarks. A package of its own so the root package's `swift test` never builds them.
// Run: swift run -c release --package-path Tools/Benchmarks waymark-benchmarks [--json FILE]

import PackageDescription

let package = Package(
    name: "WaymarkBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Waymark", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "waymark-benchmarks",
            dependencies: [
                .product(name: "Waymark", package: "Waymark"),
                .product(name: "WaymarkPresentation", package: "Waymark"),
            ],
            path: "Sources/WaymarkBenchmarks",
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        )
    ],
    swiftLanguageModes: [.v6]
)

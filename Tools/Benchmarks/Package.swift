// swift-tools-version: 6.2
//
// Waymark's benchmarks. A package of its own so the root package's `swift test` never builds them.
// Run: swift run -c release --package-path Tools/Benchmarks waymark-benchmarks [--json FILE]
//
// The engine and the planner are compiled here from their own, unchanged sources (`Modules` is a
// link to the repository's folder), as targets of this package: the UI-plan figures measure the
// planner and the driver, which the root package keeps `package` (docs/architecture.md, "From
// states to screens"), and `package` reaches only the targets of the package that declares it.

import PackageDescription

/// As in the root package: Swift 6 mode, `MemberImportVisibility`.
let project: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
    name: "WaymarkBenchmarks",
    platforms: [.macOS(.v14)],
    targets: [
        .target(name: "WaymarkLinks", path: "Modules/WaymarkLinks", swiftSettings: project),
        .target(name: "Waymark", dependencies: ["WaymarkLinks"], path: "Modules/Waymark", swiftSettings: project),
        .target(
            name: "WaymarkPresentation", dependencies: ["Waymark"], path: "Modules/WaymarkPresentation",
            swiftSettings: project),
        .executableTarget(
            name: "waymark-benchmarks",
            dependencies: ["Waymark", "WaymarkPresentation"],
            path: "Sources/WaymarkBenchmarks",
            swiftSettings: project
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.2
//
// Waymark's benchmarks. A package of its own so the root package's `swift test` never builds them.
// Run: swift run -c release --package-path Tools/Benchmarks waymark-benchmarks [--json FILE]
//
// The engine and the planner are compiled here from their own, unchanged sources (`Modules` is a
// link to the repository's folder), as targets of this package: the UI-plan figures measure the
// planner and the driver, which the engine keeps internal (docs/architecture.md, "From states to
// screens"), reached by `@testable import` from modules built here with testing enabled.

import PackageDescription

/// As in the root package: Swift 6 mode, `MemberImportVisibility`.
let project: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

/// The engine's modules, built so that `@testable import` reaches what the figures measure.
let testable: [SwiftSetting] = project + [.unsafeFlags(["-enable-testing"])]

let package = Package(
    name: "WaymarkBenchmarks",
    platforms: [.macOS(.v14)],
    targets: [
        .target(name: "WaymarkLinks", path: "Modules/WaymarkLinks", swiftSettings: project),
        .target(name: "Waymark", dependencies: ["WaymarkLinks"], path: "Modules/Waymark", swiftSettings: testable),
        .target(
            name: "WaymarkPresentation", dependencies: ["Waymark"], path: "Modules/WaymarkPresentation",
            swiftSettings: testable),
        .executableTarget(
            name: "waymark-benchmarks",
            dependencies: ["Waymark", "WaymarkPresentation"],
            path: "Sources/WaymarkBenchmarks",
            swiftSettings: project
        ),
    ],
    swiftLanguageModes: [.v6]
)

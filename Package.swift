// swift-tools-version: 6.2
//
// The map of the monorepo. Modules are declared layer by layer, lowest first; a module may only
// depend on modules of the layers above it in this file. `docs/architecture.md` gives the full rules.

import PackageDescription

// MARK: - Layer 1: the engine

/// Waymark knows no UI framework and depends on nothing but Foundation and Observation.
let engine: [Target] = [
    .module("Waymark"),
]

// MARK: - Layer 2: testing support

/// What every feature's test target uses to drive its feature through the real engine.
let testSupport: [Target] = [
    .module("WaymarkTesting", dependencies: ["Waymark"]),
]

// MARK: - Test targets: one per module

let tests: [Target] = [
    .tests(for: "Waymark", dependencies: [
        "WaymarkTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
    ]),
    .tests(for: "WaymarkTesting"),
]

// MARK: - The package

let package = Package(
    name: "Waymark",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Waymark", targets: ["Waymark"]),
        .library(name: "WaymarkTesting", targets: ["WaymarkTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: engine + testSupport + tests,
    swiftLanguageModes: [.v6]
)

// MARK: - Declaration helpers

extension Target {
    /// A library module whose sources live in `Modules/<path>`.
    static func module(_ name: String, path: String? = nil, dependencies: [Target.Dependency] = []) -> Target {
        .target(
            name: name,
            dependencies: dependencies,
            path: "Modules/\(path ?? name)",
            swiftSettings: .project
        )
    }

    /// The test target of `module`, in `Tests/<module>Tests`.
    static func tests(for module: String, dependencies: [Target.Dependency] = []) -> Target {
        .testTarget(
            name: "\(module)Tests",
            dependencies: [.target(name: module)] + dependencies,
            path: "Tests/\(module)Tests",
            swiftSettings: .project
        )
    }
}

extension [SwiftSetting] {
    /// Settings every target shares. Swift 6 mode already implies complete concurrency checking;
    /// `MemberImportVisibility` stops extension members leaking in through transitive imports.
    static let project: [SwiftSetting] = [
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
}

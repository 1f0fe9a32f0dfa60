// swift-tools-version: 6.2
//
// The link parser's libFuzzer target. A package of its own so that the root package's `swift build`
// never links an executable without `main`; build it with `-sanitize=fuzzer` (see docs/links.md).
//
// The engine is compiled here from its own, unchanged sources (`Modules` is a link to the
// repository's folder), as targets of this package, as `Tools/Benchmarks` does: the fuzzer checks
// the engine's consistency through checks it keeps internal (the registry's access rules, a
// state's validation), which the fuzzer reaches by `@testable import`: the engine is built here
// with testing enabled, as a test target's dependency is.

import PackageDescription

/// As in the root package: Swift 6 mode, `MemberImportVisibility`.
let project: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

/// The engine's modules, built so that the fuzzer's `@testable import` reaches their internal checks.
let testable: [SwiftSetting] = project + [.unsafeFlags(["-enable-testing"])]

let package = Package(
    name: "LinkFuzzer",
    platforms: [.macOS(.v14)],
    targets: [
        .target(name: "WaymarkLinks", path: "Modules/WaymarkLinks", swiftSettings: project),
        .target(name: "Waymark", dependencies: ["WaymarkLinks"], path: "Modules/Waymark", swiftSettings: testable),
        .executableTarget(
            name: "LinkFuzzer",
            dependencies: ["Waymark"],
            path: "Sources/LinkFuzzer",
            swiftSettings: project + [
                // libFuzzer supplies `main`; the file defines only the entry point it calls.
                .unsafeFlags(["-parse-as-library"])
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

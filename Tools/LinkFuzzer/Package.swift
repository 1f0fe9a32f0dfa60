// swift-tools-version: 6.2
//
// The link parser's libFuzzer target. A package of its own so that the root package's `swift build`
// never links an executable without `main`; build it with `-sanitize=fuzzer` (see docs/links.md).

import PackageDescription

let package = Package(
    name: "LinkFuzzer",
    dependencies: [
        .package(name: "Waymark", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "LinkFuzzer",
            dependencies: [.product(name: "Waymark", package: "Waymark")],
            swiftSettings: [
                .enableUpcomingFeature("MemberImportVisibility"),
                // libFuzzer supplies `main`; the file defines only the entry point it calls.
                .unsafeFlags(["-parse-as-library"]),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.2
//
// The SwiftUI check's two readers of Swift source, `availability-check` and `concept-count`
// (Tools/check-swiftui runs them; docs/swiftui.md says what each proves). A package of its own,
// beside Tools/SwiftUICheck rather than in it, so that they are built only as a plugin's tools
// are: for the host. The macros' plugin already needs swift-syntax built for the host, so in a
// build folder where Waymark's macros were built these two compile only their own files; as
// executables of the SwiftUI check's package they would have swift-syntax compiled a second time,
// for the target (docs/ci.md, "What is cut").

import PackageDescription

/// As Tools/SwiftUICheck's `checked`: `MemberImportVisibility`, and any warning an error.
let checked: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility"), .treatAllWarnings(as: .error)]
/// The parser both checks read Swift source with.
let swiftSyntax: [Target.Dependency] = [
    .product(name: "SwiftParser", package: "swift-syntax"),
    .product(name: "SwiftSyntax", package: "swift-syntax"),
]

let package = Package(
    name: "SourceChecks",
    platforms: [.macOS(.v14)],
    dependencies: [
        // The range the root package and Tools/WaymarkLibrary name, so that in one build folder
        // the three normally resolve the same release and share its build.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"604.0.0")
    ],
    targets: [
        // What both checks read: the Swift files of the folders they are given.
        .target(name: "SourceFiles", path: "SourceFiles", swiftSettings: checked),
        // Fails when the adapter, the sample or a snippet uses a stand-in declaration under a guard
        // weaker than the Apple availability the stand-in records for it.
        .executableTarget(
            name: "availability-check", dependencies: swiftSyntax + ["SourceFiles"], path: "AvailabilityCheck",
            swiftSettings: checked),
        // Counts the concepts and lines each marked snippet of adopting code costs, and fails when
        // one costs more than its marker allows.
        .executableTarget(
            name: "concept-count", dependencies: swiftSyntax + ["SourceFiles"], path: "ConceptCount",
            swiftSettings: checked),
        // `swift package build-source-checks`: builds both for the host and prints where they are.
        .plugin(
            name: "BuildSourceChecks",
            capability: .command(
                intent: .custom(
                    verb: "build-source-checks",
                    description: "Builds availability-check and concept-count for the host and prints their paths")),
            dependencies: ["availability-check", "concept-count"]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.2
//
// Waymark as an adopting app meets it: the engine with its link machinery, the route macros, the
// planner, the route map and the testing support, compiled from their own, unchanged sources
// (`Modules` is a link to the repository's folder) as a package of their own. Tools/SwiftUICheck
// depends on it by path and compiles Chapter, the SwiftUI adapter and the documented adopting
// code against it, so `package` declarations are invisible to them, as to any app: a use of one
// fails that build, naming it (docs/architecture.md, "Proven from outside"). SwiftPM refuses a
// target name declared twice in one package graph, which is why this is not the root package.
//
// It also holds the tests of the macros' plugin, which call its implementations directly, as
// swift-macro-testing requires (`Tests` is a link to the repository's folder). When a test target
// depends directly on a macro target, SwiftPM builds the whole test product for the host: in the
// root package that would compile every module the `chapter` binary needs twice, once for the
// tests and once for the binary.

import CompilerPluginSupport
import PackageDescription

/// As in the root package: Swift 6 mode, `MemberImportVisibility`.
let project: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

func module(_ name: String, _ dependencies: [Target.Dependency] = []) -> Target {
    .target(name: name, dependencies: dependencies, path: "Modules/\(name)", swiftSettings: project)
}

let package = Package(
    name: "WaymarkLibrary",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    // The root package's library products, by the same names.
    products: [
        .library(name: "Waymark", targets: ["Waymark", "WaymarkLinks"]),
        .library(name: "WaymarkMacros", targets: ["WaymarkMacros"]),
        .library(name: "WaymarkPresentation", targets: ["WaymarkPresentation"]),
        .library(name: "WaymarkTesting", targets: ["WaymarkTesting"]),
        .library(name: "WaymarkRouteMap", targets: ["WaymarkRouteMap"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"604.0.0"),
        // The plugin's tests only; a package that depends on this one never resolves it.
        .package(url: "https://github.com/pointfreeco/swift-macro-testing.git", from: "0.7.0"),
    ],
    targets: [
        module("WaymarkLinks"),
        module("Waymark", ["WaymarkLinks"]),
        .macro(
            name: "WaymarkMacrosPlugin",
            dependencies: [
                "Waymark",
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            ],
            path: "Modules/WaymarkMacrosPlugin", swiftSettings: project),
        module("WaymarkMacros", ["Waymark", "WaymarkMacrosPlugin"]),
        module("WaymarkPresentation", ["Waymark"]),
        module("WaymarkRouteMap", ["Waymark"]),
        module("WaymarkTesting", ["Waymark", "WaymarkPresentation"]),
        .testTarget(
            name: "WaymarkMacrosPluginTests",
            dependencies: [
                "WaymarkMacrosPlugin",
                .product(name: "MacroTesting", package: "swift-macro-testing"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
            ],
            path: "Tests/WaymarkMacrosPluginTests", swiftSettings: project),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.2
//
// Compiles WaymarkSwiftUI and the ChapterSwiftUI sample on Linux against a stand-in of SwiftUI's
// declared API, and runs their headless tests. A separate package, so neither the root package nor
// an adopter ever sees a module named SwiftUI. SwiftPM refuses two targets of one name in a package
// graph, so the modules the adapter needs are compiled here from their own, unchanged sources:
// `Modules` and `RepositoryTests` are links to the repository's folders. `Tools/check-swiftui` runs
// it (and `.ci/run` runs that); docs/swiftui.md says what it proves.

import CompilerPluginSupport
import Foundation
import PackageDescription

/// The repository's feature folders, so a new feature needs no line here: those holding Swift
/// files, the root package's rule.
let featureFolder = Context.packageDirectory + "/Modules/Features"
let featureNames = ((try? FileManager.default.contentsOfDirectory(atPath: featureFolder)) ?? []).filter { name in
    !name.hasPrefix(".")
        && ((try? FileManager.default.contentsOfDirectory(atPath: featureFolder + "/" + name)) ?? []).contains {
            $0.hasSuffix(".swift")
        }
}.sorted()

/// Waymark's products, as an app names them.
let waymark = Target.Dependency.product(name: "Waymark", package: "WaymarkLibrary")
let macros = Target.Dependency.product(name: "WaymarkMacros", package: "WaymarkLibrary")
let presentation = Target.Dependency.product(name: "WaymarkPresentation", package: "WaymarkLibrary")
let routeMap = Target.Dependency.product(name: "WaymarkRouteMap", package: "WaymarkLibrary")

/// As in the root package: Swift 6 mode, `MemberImportVisibility`.
let project: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]
/// The adapter, the sample and their tests: any warning in them is an error.
let checked: [SwiftSetting] = project + [.treatAllWarnings(as: .error)]
/// The tests of the SwiftUI layer read the view tree through the stand-in's renderer, which only
/// this package has: elsewhere (the root package on a Mac) they compile empty.
///
/// Swift Testing declares cross-import overlays for Apple's frameworks (`_Testing_UIKit`, for
/// attaching images): with the stand-in named UIKit, a test that imports both would look for an
/// overlay only Apple's SDK has. The tests turn overlays off; they use none.
let headless: [SwiftSetting] =
    checked + [.define("SWIFTUI_STANDIN"), .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]

func module(
    _ name: String, path: String? = nil, _ dependencies: [Target.Dependency] = [], settings: [SwiftSetting] = project,
    resources: [Resource]? = nil, plugins: [Target.PluginUsage] = []
) -> Target {
    .target(
        name: name, dependencies: dependencies, path: "Modules/\(path ?? name)",
        exclude: path?.hasPrefix("Features/") == true ? ["OWNER"] : [], resources: resources,
        swiftSettings: settings, plugins: plugins)
}

let package = Package(
    name: "SwiftUICheck",
    platforms: [.macOS(.v14)],
    dependencies: [
        // Waymark as an app depends on it: a package of its own, so its `package` declarations are
        // invisible here, as to any adopter.
        .package(path: "../WaymarkLibrary"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: [
        // The stand-ins: the declared API of SwiftUI and of what the adapter's entry points use
        // (UIKit's scenes and quick actions, Combine's ObservableObject, App Intents, the
        // Accessibility framework's notifications), each
        // declaration citing what it mirrors.
        .target(
            name: "IsolationShim", path: "Sources/IsolationShim", swiftSettings: [.unsafeFlags(["-suppress-warnings"])]),
        .target(name: "Combine", path: "Sources/Combine", swiftSettings: project),
        // What Foundation declares on Apple's platforms and not on Linux (NSUserActivity).
        .target(name: "FoundationAdditions", path: "Sources/FoundationAdditions", swiftSettings: project),
        .target(name: "UIKit", dependencies: ["FoundationAdditions"], path: "Sources/UIKit", swiftSettings: project),
        .target(name: "Accessibility", path: "Sources/Accessibility", swiftSettings: project),
        .target(name: "AppIntents", path: "Sources/AppIntents", swiftSettings: project),
        .target(
            name: "SwiftUI",
            dependencies: ["IsolationShim", "FoundationAdditions", "Combine", "UIKit", "Accessibility"],
            path: "Sources/SwiftUI",
            swiftSettings: project
        ),
        // A clock the tests advance by hand, for the adapter's watchdog.
        .target(
            name: "HeadlessSupport", dependencies: ["SwiftUI", waymark, presentation],
            path: "Sources/HeadlessSupport",
            swiftSettings: project),

        // Chapter as an outside client: its kit, features, composition root and terminal, from their
        // own sources, on Waymark's public API alone (`WaymarkLibrary`, by path).
        module("ChapterKit", [waymark]),
    ] + featureNames.map { module($0, path: "Features/\($0)", [waymark, macros, "ChapterKit"]) } + [
        module(
            "ChapterApp",
            [waymark, presentation, routeMap, "ChapterKit"]
                + featureNames.map { .target(name: $0) },
            plugins: ["FeatureListPlugin"]),
        // The terminal: its commands (which the sample's tests also run beside the rendered window)
        // and the executable.
        module("ChapterCommands", ["ChapterApp", "ChapterKit", waymark, presentation]),
        .executableTarget(
            name: "ChapterCLI",
            dependencies: [
                "ChapterApp", "ChapterCommands", waymark, presentation, routeMap,
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Modules/ChapterCLI", swiftSettings: project),
        // The composition root's feature list, written while it builds, as in the root package
        // (`FeatureList` and `FeatureScaffold` are links to the repository's tools).
        .target(name: "FeatureScaffold", path: "FeatureScaffold", swiftSettings: project),
        .executableTarget(
            name: "feature-list", dependencies: ["FeatureScaffold"], path: "FeatureList/feature-list",
            swiftSettings: project),
        .plugin(
            name: "FeatureListPlugin", capability: .buildTool(), dependencies: ["feature-list"],
            path: "FeatureList/Plugin"),

        // What this package checks.
        module(
            "WaymarkSwiftUI",
            [waymark, presentation, "SwiftUI", "Combine", "UIKit", "AppIntents", "Accessibility"],
            settings: checked),
        module(
            "ChapterSwiftUI",
            [
                "ChapterApp", "ChapterKit", waymark, presentation, "WaymarkSwiftUI", "SwiftUI", "Combine",
                "UIKit", "AppIntents",
            ],
            settings: checked),
        // The adopting code the documentation quotes.
        .target(
            name: "AdoptionExample",
            dependencies: [waymark, macros, presentation, "WaymarkSwiftUI", "SwiftUI"],
            path: "Sources/AdoptionExample", swiftSettings: checked),
        .testTarget(
            name: "AdoptionExampleTests",
            dependencies: ["AdoptionExample", "WaymarkSwiftUI", waymark, presentation, "SwiftUI", "HeadlessSupport"],
            path: "RepositoryTests/AdoptionExampleTests", swiftSettings: headless),
        .testTarget(
            name: "WaymarkSwiftUITests",
            dependencies: [
                "WaymarkSwiftUI", waymark, presentation, "SwiftUI", "Combine", "UIKit", "AppIntents",
                "Accessibility", "HeadlessSupport",
            ],
            path: "RepositoryTests/WaymarkSwiftUITests", swiftSettings: headless),
        .testTarget(
            name: "ChapterSwiftUITests",
            dependencies: [
                "ChapterSwiftUI", "ChapterApp", "ChapterCommands", "ChapterKit", waymark, presentation,
                "WaymarkSwiftUI", "SwiftUI", "Combine", "UIKit", "AppIntents", "HeadlessSupport",
            ],
            path: "RepositoryTests/ChapterSwiftUITests", swiftSettings: headless),
    ],
    swiftLanguageModes: [.v6]
)

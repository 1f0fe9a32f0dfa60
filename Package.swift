// swift-tools-version: 6.2
//
// The map of the monorepo. Modules are declared layer by layer, lowest first; a module may only
// depend on modules of the layers above it in this file. `docs/architecture.md` gives the full rules.

import CompilerPluginSupport
import Foundation
import PackageDescription

// MARK: - Layer 1: the link machinery

/// Links as text: patterns and their parser, link values, the matcher that reads a link as a
/// chain of destination names, and the writer that fills a pattern back in. It knows nothing of
/// routes, states or the registry; its insides are internal, so the compiler keeps the border, and
/// the engine reaches it through its `package` interface. Foundation only.
let links: [Target] = [
    .module("WaymarkLinks")
]

// MARK: - Layer 2: the engine

/// Waymark knows no UI framework and depends on nothing but Foundation, Observation and the link
/// machinery, which it re-exports: an app imports `Waymark` alone.
let engine: [Target] = [
    .module("Waymark", dependencies: ["WaymarkLinks"])
]

// MARK: - Layer 3: declaring routes

/// `@Routes` and `@Destination`: one declaration per destination, checked by the compiler. The
/// macros are declared in `WaymarkMacros` and expanded by its compiler plugin, the only target that
/// builds swift-syntax; `Waymark` itself keeps zero dependencies, and an app that declares its routes
/// by hand never builds swift-syntax.
let macros: [Target] = [
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
        path: "Modules/WaymarkMacrosPlugin",
        swiftSettings: .project
    ),
    .module("WaymarkMacros", dependencies: ["Waymark", "WaymarkMacrosPlugin"]),
]

// MARK: - Layer 4: from states to screens

/// The UI plan, the driver that plays it on completion signals, and a simulator of SwiftUI's
/// presentation rules; no UI framework, so Linux tests all of it.
let presentation: [Target] = [
    .module("WaymarkPresentation", dependencies: ["Waymark"])
]

// MARK: - Layer 5: the UI adapter

/// The thin SwiftUI binding: every file is compiled only where SwiftUI exists, so on Linux it
/// builds empty; every decision it would make is in the two layers above it.
let uiAdapter: [Target] = [
    .module("WaymarkSwiftUI", dependencies: ["Waymark", "WaymarkPresentation"])
]

// MARK: - Layer 5b: the route map

/// The route map (a model and a self-contained HTML page) for teams reviewing navigation, outside
/// the engine an app ships: it reads the registry through the engine's `package` interface, and an
/// app that does not draw the map does not link it.
let routeMap: [Target] = [
    .module("WaymarkRouteMap", dependencies: ["Waymark"])
]

// MARK: - Layer 6: testing support

/// What every feature's test target uses to drive its feature through the real engine, and to
/// replay interrupted transitions through the real presenter.
let testSupport: [Target] = [
    .module("WaymarkTesting", dependencies: ["Waymark", "WaymarkPresentation"])
]

// MARK: - Layer 7: the shared kit

/// Value types every feature may use: typed IDs, the tabs, the screen model.
let kit: [Target] = [
    .module("ChapterKit", dependencies: ["Waymark"])
]

// MARK: - Layer 8: features

/// One module per folder of `Modules/Features`, found on disk, so a team adding a feature edits no
/// shared list and two teams adding features at once never meet in this file, whatever their
/// names. Each feature names its owning team in its folder's `OWNER` file, from which
/// `swift run chapter-dev generate` writes `.github/CODEOWNERS` and the build writes the
/// composition root's feature list (FeatureListPlugin). A feature depends on the engine, the route
/// macros and the kit only, never on another feature: what leads elsewhere goes through its own
/// router protocol.
///
/// SwiftPM reuses its evaluation of this file until the file's text changes, so a feature folder
/// that arrives by a pull or a merge is not seen until the evaluation is dropped: the build says
/// so and names the fix, `Tools/reread-package` (docs/adding-a-feature.md).
let featureNames = featureFolders(in: "Modules/Features")

/// Owns what no feature team owns: the engine, the app's shared files, the tools and CI.
let platformOwner = "@chapter/platform"

let features: [Target] = featureNames.map { .feature($0) }

// MARK: - Layer 9: the composition root

/// The only module that sees every feature: builds the registry, answers each feature's router
/// protocol (one router a feature, in that feature's file), supplies the data (compiled in, so the
/// binary runs wherever it is copied), and says how the tabs are arranged on a wide window.
let app: [Target] = [
    .module(
        "ChapterApp",
        dependencies: ["Waymark", "WaymarkPresentation", "WaymarkRouteMap", "ChapterKit"]
            + featureNames.map { .target(name: $0) },
        plugins: ["FeatureListPlugin"])
]

// MARK: - Layer 10: the terminal's commands

/// The `chapter` command's typed commands, their parsing, and what the terminal keeps beside the
/// app: the platform plans follow, the last plan, the saved session.
let commands: [Target] = [
    .module("ChapterCommands", dependencies: ["ChapterApp", "ChapterKit", "Waymark", "WaymarkPresentation"])
]

// MARK: - Layer 11: the SwiftUI sample

/// Chapter as a SwiftUI app: the same composition root through the adapter, with one generic
/// view for every screen. Compiled only where SwiftUI exists.
let sample: [Target] = [
    .module(
        "ChapterSwiftUI",
        dependencies: ["ChapterApp", "ChapterKit", "Waymark", "WaymarkPresentation", "WaymarkSwiftUI"])
]

// MARK: - Layer 12: the executable

/// Argument parsing and terminal rendering only.
let executable: [Target] = [
    .executableTarget(
        name: "ChapterCLI",
        dependencies: [
            "ChapterApp", "ChapterCommands", "Waymark", "WaymarkPresentation", "WaymarkRouteMap",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ],
        path: "Modules/ChapterCLI",
        swiftSettings: .project
    )
]

// MARK: - Tools

/// The repository's own tools, in Swift so they run on a Mac as on Linux: `swift run chapter-dev`
/// lints the layers, scaffolds a feature, regenerates the generated files and lists the tests a
/// change affects. They read the package, not the app.
let tools: [Target] = [
    // Writes the composition root's feature list while it builds (see `featureNames`).
    .executableTarget(
        name: "feature-list", dependencies: ["FeatureScaffold"], path: "Tools/FeatureList/feature-list",
        swiftSettings: .project),
    .plugin(
        name: "FeatureListPlugin", capability: .buildTool(), dependencies: ["feature-list"],
        path: "Tools/FeatureList/Plugin"),
    .target(name: "ModuleLintKit", path: "Tools/ModuleLinter/ModuleLintKit", swiftSettings: .project),
    .target(name: "FeatureScaffold", path: "Tools/ChapterDev/FeatureScaffold", swiftSettings: .project),
    .target(name: "ShellPortability", path: "Tools/ChapterDev/ShellPortability", swiftSettings: .project),
    .executableTarget(
        name: "chapter-dev",
        dependencies: [
            "ModuleLintKit", "FeatureScaffold", "ShellPortability",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ],
        path: "Tools/ChapterDev/chapter-dev", swiftSettings: .project),
]

/// The skeleton `chapter-dev new-feature` copies, compiled and tested as it is so a scaffolded
/// feature starts from code that builds: a feature, its tests, and its wiring, which sees the
/// composition root's `package` declarations as a feature's file there does.
let featureTemplate: [Target] = [
    .target(
        name: "Skeleton", dependencies: ["Waymark", "WaymarkMacros", "ChapterKit"],
        path: "Tools/FeatureTemplate/Skeleton", swiftSettings: .project),
    .target(
        name: "SkeletonWiring", dependencies: ["ChapterApp", "ChapterKit", "Skeleton", "Universities", "Waymark"],
        path: "Tools/FeatureTemplate/Wiring", swiftSettings: .project),
    .testTarget(
        name: "SkeletonTests", dependencies: ["Skeleton", "Waymark", "WaymarkTesting", "ChapterKit"],
        path: "Tools/FeatureTemplate/SkeletonTests", swiftSettings: .project),
]

// MARK: - Test targets: one per module

let tests: [Target] =
    [
        .tests(for: "WaymarkLinks"),
        .tests(
            for: "Waymark",
            dependencies: [
                // The link tests read what WaymarkLinks keeps internal (`@testable import`).
                "WaymarkLinks", "WaymarkTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        // The routes the macros write, used as an app uses them. The expansion and diagnostic tests
        // of the macros' plugin are in Tools/WaymarkLibrary (`WaymarkMacrosPluginTests`): a test
        // target that depends directly on a macro target makes SwiftPM build the whole test product
        // for the host, and so every module the `chapter` binary also needs a second time
        // (docs/ci.md).
        .tests(for: "WaymarkMacros", dependencies: ["Waymark", "WaymarkTesting"]),
        .tests(
            for: "WaymarkPresentation",
            dependencies: [
                "Waymark", "WaymarkTesting", .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .tests(for: "WaymarkSwiftUI", dependencies: ["Waymark", "WaymarkPresentation"]),
        .tests(for: "WaymarkRouteMap", dependencies: ["Waymark"]),
        .tests(for: "WaymarkTesting", dependencies: ["Waymark", "WaymarkPresentation"]),
        .tests(for: "ChapterKit", dependencies: ["Waymark"]),
    ] + featureNames.map { .tests(for: $0, dependencies: ["Waymark", "WaymarkTesting", "ChapterKit"]) } + [
        .tests(for: "ChapterApp", dependencies: ["Waymark", "WaymarkPresentation", "WaymarkRouteMap", "ChapterKit"]),
        .tests(
            for: "ChapterCommands",
            dependencies: [
                "ChapterApp", "Waymark", "WaymarkPresentation", "ChapterKit",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")]),
        .tests(
            for: "ChapterSwiftUI",
            dependencies: [
                "ChapterApp", "ChapterCommands", "ChapterKit", "Waymark", "WaymarkPresentation", "WaymarkSwiftUI",
            ]),
        .tests(for: "ChapterCLI"),
        .tests(for: "ModuleLintKit", resources: [.copy("Fixtures")]),
        .tests(for: "FeatureScaffold"),
        .tests(for: "ShellPortability"),
    ]

// MARK: - The package

let package = Package(
    name: "Waymark",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        // The engine with its link machinery (re-exported by `import Waymark`): both are its public API.
        .library(name: "Waymark", targets: ["Waymark", "WaymarkLinks"]),
        .library(name: "WaymarkMacros", targets: ["WaymarkMacros"]),
        .library(name: "WaymarkPresentation", targets: ["WaymarkPresentation"]),
        .library(name: "WaymarkSwiftUI", targets: ["WaymarkSwiftUI"]),
        .library(name: "WaymarkTesting", targets: ["WaymarkTesting"]),
        .library(name: "WaymarkRouteMap", targets: ["WaymarkRouteMap"]),
        .executable(name: "chapter", targets: ["ChapterCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // The macros' plugin only, and the only dependency an adopter of the libraries resolves. A
        // range, so an app whose other macro packages want another swift-syntax still resolves:
        // 600 (Swift 6.0) to 603 (Swift 6.3); 600.0.1, 602.0.0 and 603.0.1 are built and tested
        // (docs/architecture.md).
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"604.0.0"),
        // `swift package generate-documentation` for the DocC catalogs; no target depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
    ],
    targets: links + engine + macros + presentation + uiAdapter + routeMap + testSupport + kit + features + app
        + commands
        + sample + executable + tools + featureTemplate + tests,
    swiftLanguageModes: [.v6]
)

// MARK: - Declaration helpers

extension Target {
    /// A library module whose sources live in `Modules/<path>`.
    static func module(
        _ name: String, path: String? = nil, dependencies: [Target.Dependency] = [], resources: [Resource]? = nil,
        plugins: [Target.PluginUsage] = []
    ) -> Target {
        .target(
            name: name,
            dependencies: dependencies,
            path: "Modules/\(path ?? name)",
            exclude: path?.hasPrefix("Features/") == true ? ["OWNER"] : [],
            resources: resources,
            swiftSettings: .project,
            plugins: plugins
        )
    }

    /// A feature module in `Modules/Features/<name>`: the engine, the route macros and the kit, nothing else.
    static func feature(_ name: String) -> Target {
        .module(name, path: "Features/\(name)", dependencies: ["Waymark", "WaymarkMacros", "ChapterKit"])
    }

    /// The test target of `module`, in `Tests/<module>Tests`.
    static func tests(
        for module: String, dependencies: [Target.Dependency] = [], resources: [Resource]? = nil
    ) -> Target {
        .testTarget(
            name: "\(module)Tests",
            dependencies: [.target(name: module)] + dependencies,
            path: "Tests/\(module)Tests",
            resources: resources,
            swiftSettings: .project
        )
    }
}

extension [SwiftSetting] {
    /// Settings every target shares. Swift 6 mode already implies complete concurrency checking;
    /// `MemberImportVisibility` stops extension members leaking in through transitive imports.
    static let project: [SwiftSetting] = [
        .enableUpcomingFeature("MemberImportVisibility")
    ]
}

// MARK: - Discovery

/// The folders of `path` that hold Swift files, by name: each a module, so adding one needs no
/// line here. A folder without Swift files (one a branch switch left with only ignored files) is
/// none. `FeatureFolders.unbuilt(in:building:)` and Tools/SwiftUICheck's manifest apply the same rule.
func featureFolders(in path: String) -> [String] {
    let files = FileManager.default
    let folder = Context.packageDirectory + "/" + path
    return ((try? files.contentsOfDirectory(atPath: folder)) ?? []).filter { name in
        !name.hasPrefix(".")
            && ((try? files.contentsOfDirectory(atPath: folder + "/" + name)) ?? []).contains { $0.hasSuffix(".swift") }
    }.sorted()
}

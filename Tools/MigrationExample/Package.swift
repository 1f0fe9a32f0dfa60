// swift-tools-version: 6.2
//
// The seed's app, moved to Waymark one tab at a time (docs/migrating.md). `Legacy/` reproduces
// the app as it ships before the move: one router object holding a path of one destination enum,
// the selected tab, a pending navigation and a sheet to reopen, a hand-written URL parser. Each
// later folder is one step a team could ship on its own: `Step0/` hands Waymark the whole enum,
// and each of `Step1/` to `Step3/` moves one tab's destinations out into a feature. A step's
// folder holds what it adds or changes; what an earlier step moved stays where it was written.
//
// Every step's tests replay the journeys written for the legacy app (`Shared/Journeys`) and check
// the step against the one before it: every link it opened, and the session it saved. Waymark is
// compiled from its own sources through `Tools/WaymarkLibrary`, as an adopting app meets it.

import PackageDescription

/// As in the root package: Swift 6 mode, `MemberImportVisibility`.
let project: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

let waymark: [Target.Dependency] = [
    .product(name: "Waymark", package: "WaymarkLibrary"),
    .product(name: "WaymarkMacros", package: "WaymarkLibrary"),
]

func target(_ name: String, in folder: String, _ dependencies: [Target.Dependency]) -> Target {
    .target(name: name, dependencies: dependencies, path: "\(folder)/\(name)", swiftSettings: project)
}

/// A feature a step moved out, with the mapping the scaffold wrote beside its route type.
func feature(_ name: String, in folder: String) -> Target {
    .target(
        name: name, dependencies: ["AppModels"] + waymark, path: "\(folder)/\(name)", exclude: ["LegacyMapping.md"],
        swiftSettings: project)
}

func tests(_ name: String, in folder: String, _ dependencies: [Target.Dependency]) -> Target {
    .testTarget(name: name, dependencies: dependencies, path: "\(folder)/\(name)", swiftSettings: project)
}

let package = Package(
    name: "MigrationExample",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(path: "../WaymarkLibrary")],
    targets: [
        // What every step shares and no team changes: the app's data, its screens as values,
        // the journeys written for the legacy app, and the headless shell a step's app runs in.
        target("AppModels", in: "Shared", []),
        target("Journeys", in: "Shared", ["AppModels"]),
        // The legacy app's saved session, frozen: every step reads it, so a user who updates
        // from the legacy app straight to a later step keeps their place.
        target("LegacySession", in: "Shared", ["AppModels", "Journeys"] + waymark),
        target("WaymarkShell", in: "Shared", ["AppModels", "Journeys", "LegacySession"] + waymark),

        // The app before the move.
        target("LegacyApp", in: "Legacy", ["AppModels", "Journeys"]),
        tests("LegacyAppTests", in: "Legacy", ["AppModels", "LegacyApp", "Journeys"]),

        // The scaffold a team runs at each step: a tab's route type and its mapping, written
        // from the legacy enums' source.
        target("LegacyScaffold", in: "Scaffold", []),
        .executableTarget(
            name: "legacy-scaffold", dependencies: ["LegacyScaffold"], path: "Scaffold/legacy-scaffold",
            swiftSettings: project),
        tests("LegacyScaffoldTests", in: "Scaffold", ["LegacyScaffold"]),

        // Step 0: the whole enum registered with Waymark; no destination rewritten.
        target("Step0App", in: "Step0", ["AppModels", "Journeys", "LegacyApp", "WaymarkShell"] + waymark),
        tests("Step0Tests", in: "Step0", ["AppModels", "Step0App", "LegacyApp", "Journeys", "WaymarkShell"] + waymark),

        // Step 1: the Hub tab moves out into a feature.
        feature("HubFeature", in: "Step1"),
        target("Step1App", in: "Step1", ["AppModels", "HubFeature", "Journeys", "WaymarkShell"] + waymark),
        tests(
            "Step1Tests", in: "Step1",
            ["AppModels", "Step1App", "Step0App", "LegacyApp", "Journeys", "WaymarkShell"] + waymark),

        // Step 2: the Search tab.
        feature("SearchFeature", in: "Step2"),
        target(
            "Step2App", in: "Step2", ["AppModels", "HubFeature", "Journeys", "SearchFeature", "WaymarkShell"] + waymark),
        tests(
            "Step2Tests", in: "Step2",
            ["AppModels", "Step2App", "Step1App", "LegacyApp", "Journeys", "WaymarkShell"] + waymark),

        // Step 3: the Connect tab; the legacy enum is gone.
        feature("ConnectFeature", in: "Step3"),
        target(
            "Step3App", in: "Step3",
            ["AppModels", "HubFeature", "SearchFeature", "ConnectFeature", "Journeys", "WaymarkShell"] + waymark),
        tests(
            "Step3Tests", in: "Step3",
            ["AppModels", "ConnectFeature", "Step3App", "Step2App", "LegacyApp", "Journeys", "WaymarkShell"] + waymark),
    ],
    swiftLanguageModes: [.v6]
)

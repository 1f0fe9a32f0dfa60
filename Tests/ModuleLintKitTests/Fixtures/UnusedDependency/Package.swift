// swift-tools-version: 6.0
import PackageDescription

let package = Package(name: "UnusedDependency",
    targets: [
        .target(name: "Engine", dependencies: [], path: "Sources/Engine"),
        .target(name: "Alpha", dependencies: ["Engine"], path: "Sources/Features/Alpha"),
        .target(name: "Beta", dependencies: ["Engine"], path: "Sources/Features/Beta"),
        .target(name: "App", dependencies: ["Engine", "Alpha", "Beta"], path: "Sources/App"),
        .testTarget(name: "AlphaTests", dependencies: ["Alpha", "Engine"], path: "Tests/AlphaTests"),
    ]
)

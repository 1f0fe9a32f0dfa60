// swift-tools-version: 6.0
import PackageDescription

let package = Package(name: "Helpers",
    products: [.library(name: "Helpers", targets: ["Helpers"])],
    targets: [.target(name: "Helpers")]
)

import Foundation

/// The package as `swift package describe --type json` describes it: the targets, where their
/// sources are, and what each declares it depends on.
public struct PackageDescriptionGraph: Decodable, Sendable {
    public struct Target: Decodable, Sendable {
        public let name: String
        /// The target's folder, relative to the package root.
        public let path: String
        /// The target's source files, relative to its folder.
        public let sources: [String]
        public let type: String
        public let targetDependencies: [String]
        public let productDependencies: [String]

        enum CodingKeys: String, CodingKey {
            case name, path, sources, type
            case targetDependencies = "target_dependencies"
            case productDependencies = "product_dependencies"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            path = try container.decode(String.self, forKey: .path)
            sources = try container.decodeIfPresent([String].self, forKey: .sources) ?? []
            type = try container.decode(String.self, forKey: .type)
            targetDependencies = try container.decodeIfPresent([String].self, forKey: .targetDependencies) ?? []
            productDependencies = try container.decodeIfPresent([String].self, forKey: .productDependencies) ?? []
        }

        public init(
            name: String, path: String, sources: [String], type: String,
            targetDependencies: [String], productDependencies: [String]
        ) {
            self.name = name
            self.path = path
            self.sources = sources
            self.type = type
            self.targetDependencies = targetDependencies
            self.productDependencies = productDependencies
        }
    }

    /// The package root.
    public let path: String
    public let targets: [Target]

    public init(path: String, targets: [Target]) {
        self.path = path
        self.targets = targets
    }

    /// Describes the package at `packagePath` by running `swift package describe --type json`,
    /// evaluating the manifest afresh: it finds the features by their folders, which SwiftPM's
    /// cached evaluation does not watch, and the tools must see a feature the moment it exists.
    public static func describe(packagePath: String) throws -> PackageDescriptionGraph {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--package-path", packagePath, "--manifest-cache", "none", "describe", "--type", "json",
        ]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw LintFailure("swift package describe failed: \(errorText)")
        }
        return try JSONDecoder().decode(PackageDescriptionGraph.self, from: data)
    }
}

/// The linter could not run at all (as opposed to finding violations).
public struct LintFailure: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

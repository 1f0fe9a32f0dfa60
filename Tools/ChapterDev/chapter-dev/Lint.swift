import ArgumentParser
import Foundation
import ModuleLintKit

/// The package's modules, read the way `lint` reads them: the graph, the layer rules and the
/// feature list's owners.
struct PackageModel {
    let root: String
    let rules: LayerRules
    let graph: PackageDescriptionGraph
    let manifest: String
    let owners: FeatureOwners

    init(root: String) throws {
        self.root = root
        let rulesURL = URL(fileURLWithPath: root + "/Tools/module-rules.json")
        rules = try JSONDecoder().decode(LayerRules.self, from: Data(contentsOf: rulesURL))
        graph = try PackageDescriptionGraph.describe(packagePath: root)
        manifest = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        let features = Self.featureTargets(graph: graph, rules: rules)
        owners = FeatureOwners(root: root, features: features.map { ($0.name, $0.path) }, manifest: manifest)
    }

    private static func featureTargets(
        graph: PackageDescriptionGraph, rules: LayerRules
    ) -> [PackageDescriptionGraph.Target] {
        guard let ownership = rules.ownership else { return [] }
        return graph.targets.filter { rules.layer(ofPath: $0.path)?.name == ownership.layer }
    }

    /// The targets of the layer the rules give owners to: the features.
    var featureTargets: [String] {
        Self.featureTargets(graph: graph, rules: rules).map(\.name)
    }

    var ownerViolations: [Violation] {
        rules.ownership == nil ? [] : owners.violations()
    }
}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check every target's declared dependencies and import lines against the layer rules.",
        discussion: """
            Reads Tools/module-rules.json. Prints each violation as file:line: error: ... and exits 1 \
            if there is any; also checks that every feature names its owning team in its OWNER file.
            """)

    @OptionGroup var package: PackageOptions

    func run() throws {
        let model = try PackageModel(root: package.root)
        let violations = ModuleLinter(graph: model.graph, rules: model.rules).violations() + model.ownerViolations
        for violation in violations { print(violation) }
        guard violations.isEmpty else {
            print("chapter-dev lint: \(violations.count) violation(s)")
            throw ExitCode.failure
        }
        let owned =
            model.rules.ownership == nil ? "" : ", and each of the \(model.featureTargets.count) features has an owner"
        print("chapter-dev lint: \(model.graph.targets.count) targets follow the layer rules\(owned)")
    }
}

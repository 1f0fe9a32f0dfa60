import Foundation
import ModuleLintKit

/// module-lint [--package-path DIR] [--rules FILE] [--graph | --codeowners | --features | --affected]
///
/// Reads the package's module graph against the layer rules. By default it checks every target's
/// declared dependencies and `import` lines, and that every feature has an owner; it prints each
/// violation as `file:line: error: ...` and exits 1 if there is any, 2 if it cannot run.
/// - `--graph` prints the module graph as Graphviz DOT, layers as ranks.
/// - `--codeowners` prints the CODEOWNERS file generated from the feature list's owners.
/// - `--features` prints each feature and its owner, one `Name @org/team` a line.
/// - `--affected` reads changed paths (one a line, relative to the package root) from standard
///   input and prints the test targets they can affect, one a line.
enum Mode { case lint, graph, codeowners, features, affected }

var arguments = CommandLine.arguments.dropFirst()
var packagePath = FileManager.default.currentDirectoryPath
var rulesPath: String?
var mode = Mode.lint
while let argument = arguments.popFirst() {
    switch argument {
    case "--package-path": packagePath = arguments.popFirst() ?? packagePath
    case "--rules": rulesPath = arguments.popFirst()
    case "--graph": mode = .graph
    case "--codeowners": mode = .codeowners
    case "--features": mode = .features
    case "--affected": mode = .affected
    default:
        FileHandle.standardError.write(Data("module-lint: unknown argument \(argument)\n".utf8))
        exit(64)
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("module-lint: \(message)\n".utf8))
    exit(2)
}

do {
    let rulesURL = URL(fileURLWithPath: rulesPath ?? packagePath + "/Tools/module-rules.json")
    let rules = try JSONDecoder().decode(LayerRules.self, from: Data(contentsOf: rulesURL))
    let graph = try PackageDescriptionGraph.describe(packagePath: packagePath)
    let manifest = (try? String(contentsOfFile: packagePath + "/Package.swift", encoding: .utf8)) ?? ""
    let owners = FeatureOwners(manifest: manifest)
    let featureTargets =
        rules.ownership.map { ownership in
            graph.targets.filter { rules.layer(ofPath: $0.path)?.name == ownership.layer }.map(\.name)
        } ?? []
    let ownerViolations = rules.ownership == nil ? [] : owners.violations(featureTargets: featureTargets)

    switch mode {
    case .graph:
        print(ModuleGraphDOT.render(graph, rules: rules), terminator: "")
    case .codeowners, .features:
        guard let ownership = rules.ownership else { fail("the rules file says nothing of ownership") }
        guard ownerViolations.isEmpty else {
            for violation in ownerViolations { print(violation) }
            fail("the feature list's owners must be fixed first")
        }
        if mode == .codeowners {
            print(owners.codeowners(graph: graph, ownership: ownership), terminator: "")
        } else {
            for entry in owners.entries { print("\(entry.feature) \(entry.owner)") }
        }
    case .affected:
        var changed: [String] = []
        while let line = readLine() {
            let path = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if !path.isEmpty { changed.append(path) }
        }
        for target in AffectedTests(graph: graph).testTargets(forChangedFiles: changed) { print(target) }
    case .lint:
        let violations = ModuleLinter(graph: graph, rules: rules).violations() + ownerViolations
        for violation in violations { print(violation) }
        if violations.isEmpty {
            let owned = rules.ownership == nil ? "" : ", and each of the \(featureTargets.count) features has an owner"
            print("module-lint: \(graph.targets.count) targets follow the layer rules\(owned)")
            exit(0)
        }
        print("module-lint: \(violations.count) violation(s)")
        exit(1)
    }
} catch {
    fail("\(error)")
}

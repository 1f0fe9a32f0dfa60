import Foundation
import ModuleLintKit

/// module-lint [--package-path DIR] [--rules FILE] [--graph]
///
/// Checks every target's declared dependencies and `import` lines against the layer rules.
/// Prints each violation as `file:line: error: ...` and exits 1 if there is any, 2 if it cannot run.
/// With `--graph`, prints the module graph as Graphviz DOT instead, layers as ranks.
var arguments = CommandLine.arguments.dropFirst()
var packagePath = FileManager.default.currentDirectoryPath
var rulesPath: String?
var printGraph = false
while let argument = arguments.popFirst() {
    switch argument {
    case "--package-path": packagePath = arguments.popFirst() ?? packagePath
    case "--rules": rulesPath = arguments.popFirst()
    case "--graph": printGraph = true
    default:
        FileHandle.standardError.write(Data("module-lint: unknown argument \(argument)\n".utf8))
        exit(64)
    }
}

do {
    let rulesURL = URL(fileURLWithPath: rulesPath ?? packagePath + "/Tools/module-rules.json")
    let rules = try JSONDecoder().decode(LayerRules.self, from: Data(contentsOf: rulesURL))
    let graph = try PackageDescriptionGraph.describe(packagePath: packagePath)
    if printGraph {
        print(ModuleGraphDOT.render(graph, rules: rules), terminator: "")
        exit(0)
    }
    let violations = ModuleLinter(graph: graph, rules: rules).violations()
    for violation in violations { print(violation) }
    if violations.isEmpty {
        print("module-lint: \(graph.targets.count) targets follow the layer rules")
        exit(0)
    }
    print("module-lint: \(violations.count) violation(s)")
    exit(1)
} catch {
    FileHandle.standardError.write(Data("module-lint: \(error)\n".utf8))
    exit(2)
}

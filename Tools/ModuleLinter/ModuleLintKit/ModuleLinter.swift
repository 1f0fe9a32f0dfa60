import Foundation

/// Checks a package's declared dependencies and its sources' `import` lines against the layer
/// rules, and reports every violation, not only the first.
public struct ModuleLinter {
    public let graph: PackageDescriptionGraph
    public let rules: LayerRules
    /// The text of `Package.swift`, to point declared-dependency violations at a line.
    let manifest: [Substring]
    let readSource: (String) -> String?

    public init(
        graph: PackageDescriptionGraph, rules: LayerRules,
        readSource: @escaping (String) -> String? = {
            try? String(contentsOfFile: $0, encoding: .utf8)
        }
    ) {
        self.graph = graph
        self.rules = rules
        self.readSource = readSource
        manifest = (readSource(graph.path + "/Package.swift") ?? "").split(
            separator: "\n", omittingEmptySubsequences: false)
    }

    public func violations() -> [Violation] {
        var found: [Violation] = []
        let targetsByName = Dictionary(graph.targets.map { ($0.name, $0) }) { first, _ in first }
        for target in graph.targets.sorted(by: { $0.name < $1.name }) {
            guard let layer = rules.layer(ofPath: target.path) else {
                found.append(
                    Violation(
                        file: "Package.swift", line: manifestLine(containing: target.name), rule: "layer",
                        message: "'\(target.name)' (\(target.path)) is in no layer of the rules file"))
                continue
            }
            for dependency in target.targetDependencies {
                guard let other = targetsByName[dependency], let reason = forbidden(target, layer, other) else {
                    continue
                }
                found.append(
                    Violation(
                        file: "Package.swift", line: manifestLine(containing: dependency, near: target.name),
                        rule: "layer", message: "'\(target.name)' declares a dependency on '\(dependency)': \(reason)"))
            }
            for product in target.productDependencies where !allowed(product, in: target, layer) {
                found.append(
                    Violation(
                        file: "Package.swift", line: manifestLine(containing: product, near: target.name),
                        rule: "third-party",
                        message:
                            "'\(target.name)' (layer \(layer.name)) may not use the third-party product '\(product)'"))
            }
            let (importFindings, imported) = importViolations(target, layer, targetsByName)
            found += importFindings
            found += unusedDependencies(of: target, imported: imported)
        }
        found += cycles(targetsByName)
        return found
    }

    // MARK: - Imports

    /// The violations in `target`'s `import` lines, and every module its sources import (`nil`
    /// when a source could not be read, so nothing can be said of what is unused).
    private func importViolations(
        _ target: PackageDescriptionGraph.Target, _ layer: LayerRules.Layer,
        _ targetsByName: [String: PackageDescriptionGraph.Target]
    ) -> ([Violation], imported: Set<String>?) {
        var found: [Violation] = []
        var importedModules: Set<String>? = []
        let systemModules = Set(layer.systemModules ?? rules.systemModules)
        for source in target.sources.sorted() {
            let file = target.path + "/" + source
            guard let text = readSource(graph.path + "/" + file) else {
                importedModules = nil
                continue
            }
            // A macro's declaration uses its plugin's module by name, never by an import.
            importedModules?.formUnion(ImportScanner.macroModules(in: text))
            for imported in ImportScanner.imports(in: text) where imported.module != target.name {
                let module = imported.module
                importedModules?.insert(module)
                if let other = targetsByName[module] {
                    if let reason = forbidden(target, layer, other) {
                        found.append(
                            Violation(
                                file: file, line: imported.line, rule: "layer",
                                message: "'\(target.name)' imports '\(module)': \(reason)"))
                    } else if !target.targetDependencies.contains(module) {
                        found.append(
                            Violation(
                                file: file, line: imported.line, rule: "undeclared-import",
                                message: "'\(target.name)' imports '\(module)' without declaring it in Package.swift"))
                    }
                } else if systemModules.contains(module) || isExcepted(target.name, module) {
                    continue
                } else if rules.systemModules.contains(module) {
                    found.append(
                        Violation(
                            file: file, line: imported.line, rule: "layer",
                            message:
                                "'\(target.name)' (layer \(layer.name)) may not import the system module '\(module)'"))
                } else if target.productDependencies.contains(module) {
                    if !allowed(module, in: target, layer) {
                        found.append(
                            Violation(
                                file: file, line: imported.line, rule: "third-party",
                                message:
                                    "'\(target.name)' (layer \(layer.name)) may not import the third-party module '\(module)'"
                            ))
                    }
                } else {
                    found.append(
                        Violation(
                            file: file, line: imported.line, rule: "undeclared-import",
                            message:
                                "'\(target.name)' imports '\(module)', which it does not declare and which is not a system module"
                        ))
                }
            }
        }
        return (found, importedModules)
    }

    /// Declared dependencies that none of `target`'s sources imports: dead weight in the graph,
    /// and a layer edge that no code needs. A dependency kept for another reason (a test that runs
    /// a built executable, say) is named in the rules file's exceptions.
    private func unusedDependencies(of target: PackageDescriptionGraph.Target, imported: Set<String>?) -> [Violation] {
        guard let imported, !target.sources.isEmpty else { return [] }
        return (target.targetDependencies + target.productDependencies)
            // A build plugin writes sources into the target; nothing imports it.
            .filter { dependency in
                !imported.contains(dependency) && !isExcepted(target.name, dependency)
                    && !graph.targets.contains { $0.name == dependency && $0.type == "plugin" }
            }
            .map { dependency in
                Violation(
                    file: "Package.swift", line: manifestLine(containing: dependency, near: target.name),
                    rule: "unused-dependency",
                    message:
                        "'\(target.name)' declares a dependency on '\(dependency)' that none of its sources imports")
            }
    }

    // MARK: - Rules

    /// Why `target` may not depend on `other`, or `nil` if it may.
    private func forbidden(
        _ target: PackageDescriptionGraph.Target, _ layer: LayerRules.Layer, _ other: PackageDescriptionGraph.Target
    ) -> String? {
        if isExcepted(target.name, other.name) { return nil }
        guard let otherLayer = rules.layer(ofPath: other.path) else { return "'\(other.name)' is in no layer" }
        if layer.mayDependOnModuleUnderTest, target.name == other.name + "Tests" { return nil }
        if otherLayer.name == layer.name {
            return layer.mayDependOnItsOwnLayer ? nil : "a \(layer.name) may not depend on another \(layer.name)"
        }
        if layer.mayDependOn.contains(otherLayer.name) { return nil }
        return "layer \(layer.name) may not depend on layer \(otherLayer.name)"
    }

    private func allowed(_ product: String, in target: PackageDescriptionGraph.Target, _ layer: LayerRules.Layer)
        -> Bool
    {
        layer.externalProducts.contains(product) || isExcepted(target.name, product)
    }

    private func isExcepted(_ target: String, _ module: String) -> Bool {
        rules.exceptions.contains { $0.target == target && $0.module == module }
    }

    // MARK: - Cycles

    private func cycles(_ targetsByName: [String: PackageDescriptionGraph.Target]) -> [Violation] {
        var found: [Violation] = []
        var state: [String: Int] = [:]  // 1: on the path, 2: done
        var path: [String] = []
        var reported = Set<Set<String>>()
        func visit(_ name: String) {
            state[name] = 1
            path.append(name)
            for dependency in targetsByName[name]?.targetDependencies ?? [] where targetsByName[dependency] != nil {
                if state[dependency] == 1, let start = path.firstIndex(of: dependency) {
                    let cycle = Array(path[start...]) + [dependency]
                    if reported.insert(Set(cycle)).inserted {
                        found.append(
                            Violation(
                                file: "Package.swift", line: manifestLine(containing: dependency, near: name),
                                rule: "cycle", message: "dependency cycle: \(cycle.joined(separator: " -> "))"))
                    }
                } else if state[dependency] == nil {
                    visit(dependency)
                }
            }
            path.removeLast()
            state[name] = 2
        }
        for name in targetsByName.keys.sorted() where state[name] == nil {
            visit(name)
        }
        return found
    }

    // MARK: - Locations

    /// The line of Package.swift that names `name` in quotes, preferring the first after the line
    /// that names `target`; line 1 when none does (a name built by a helper, say).
    private func manifestLine(containing name: String, near target: String? = nil) -> Int {
        let quoted = "\"\(name)\""
        let start = target.flatMap { target in manifest.firstIndex { $0.contains("\"\(target)\"") } } ?? 0
        if let index = manifest[start...].firstIndex(where: { $0.contains(quoted) }) { return index + 1 }
        if let index = manifest.firstIndex(where: { $0.contains(quoted) }) { return index + 1 }
        return 1
    }
}

/// The test targets a change can affect, from the module graph: a changed file belongs to the
/// target whose folder holds it, and every target that depends on a changed target, directly or
/// not, is affected with it.
///
/// What is not in any target's folder is judged by where it is: the manifest (and anything listed
/// in `everythingPaths`) can change any target, so it affects every test target; anything else
/// (documents, scripts, nested packages) affects none.
public struct AffectedTests: Sendable {
    public let graph: PackageDescriptionGraph
    /// Files and folders (ending in `/`) whose change affects every test target.
    public let everythingPaths: [String]

    public init(graph: PackageDescriptionGraph, everythingPaths: [String] = ["Package.swift", "Package.resolved"]) {
        self.graph = graph
        self.everythingPaths = everythingPaths
    }

    /// The names of the test targets `changedFiles` (paths relative to the package root) can
    /// affect, sorted.
    public func testTargets(forChangedFiles changedFiles: [String]) -> [String] {
        let testTargets = graph.targets.filter { $0.type == "test" }.map(\.name)
        var changed: Set<String> = []
        for file in changedFiles {
            let path = file.hasPrefix("./") ? String(file.dropFirst(2)) : file
            if everythingPaths.contains(where: { $0.hasSuffix("/") ? path.hasPrefix($0) : path == $0 }) {
                return testTargets.sorted()
            }
            if let target = owningTarget(of: path) { changed.insert(target) }
        }
        let affected = dependents(of: changed)
        return testTargets.filter(affected.contains).sorted()
    }

    /// The target whose folder holds `path`; the deepest folder wins when folders nest.
    func owningTarget(of path: String) -> String? {
        graph.targets
            .filter { path.hasPrefix($0.path + "/") }
            .max { $0.path.count < $1.path.count }?
            .name
    }

    /// `targets` and every target that depends on one of them, directly or not.
    func dependents(of targets: Set<String>) -> Set<String> {
        var dependents: [String: [String]] = [:]
        for target in graph.targets {
            for dependency in target.targetDependencies { dependents[dependency, default: []].append(target.name) }
        }
        var found = targets
        var queue = Array(targets)
        while let next = queue.popLast() {
            for dependent in dependents[next] ?? [] where found.insert(dependent).inserted {
                queue.append(dependent)
            }
        }
        return found
    }
}

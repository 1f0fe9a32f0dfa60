import ArgumentParser
import FeatureScaffold
import Foundation
import ModuleLintKit

/// The files that come from the code, so they never drift from it.
///
/// Only `.github/CODEOWNERS` is committed, since GitHub reads it from the repository; the rest are
/// written to `docs/generated/`, which git ignores, so no committed file changes when a team adds
/// a feature or a destination, and two such changes never meet in one file. The composition root's
/// feature list is written by the build itself (FeatureListPlugin).
struct GeneratedFiles {
    /// Each file's path, relative to the package root, and its contents.
    private(set) var files: [(path: String, contents: String)] = []
    /// Whether the module graph could be drawn (Graphviz's `dot` is on the `PATH`).
    private(set) var drewGraph = false

    static let codeowners = ".github/CODEOWNERS"
    /// Where the documents drawn from the code go; ignored by git.
    static let documents = "docs/generated"

    /// Computes `.github/CODEOWNERS`, and with `documents` the route table, the route map and the
    /// module graph as well.
    init(root: String, documents: Bool) throws {
        let model = try PackageModel(root: root)
        guard let ownership = model.rules.ownership else {
            throw ToolFailure("Tools/module-rules.json says nothing of ownership")
        }
        guard model.ownerViolations.isEmpty else {
            for violation in model.ownerViolations { print(violation) }
            throw ToolFailure("the features' owners must be fixed first")
        }
        files.append((Self.codeowners, model.owners.codeowners(graph: model.graph, ownership: ownership)))
        guard documents else { return }
        let chapter = try Self.chapterCommand(root: root)
        files.append(("\(Self.documents)/routes.md", try Self.routeTable(chapter: chapter, root: root)))
        files.append(
            (
                "\(Self.documents)/route-map.html",
                try Shell.output(of: [chapter, "routes", "--format", "html"], in: root)
            ))
        let dot = ModuleGraphDOT.render(model.graph, rules: model.rules)
        files.append(("\(Self.documents)/modules.dot", dot))
        if Shell.has("dot") {
            files.append(
                ("\(Self.documents)/modules.svg", try Shell.output(of: ["dot", "-Tsvg"], in: root, input: dot)))
            drewGraph = true
        }
    }

    /// The `chapter` command built from this package, whose registry the route table and the
    /// route map come from.
    private static func chapterCommand(root: String) throws -> String {
        say("building the chapter command for the route table and the route map")
        _ = try Shell.output(of: ["swift", "build", "--product", "chapter"], in: root)
        let bin = try Shell.output(of: ["swift", "build", "--show-bin-path"], in: root)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return bin + "/chapter"
    }

    /// The route table, from the registry.
    private static func routeTable(chapter: String, root: String) throws -> String {
        let table = try Shell.output(of: [chapter, "routes", "--format", "markdown"], in: root)
        return """
            # Route table

            Generated from the registry by `swift run chapter-dev generate` (`chapter routes --format markdown`); do not edit.
            Every example link opens its destination on the sample catalog.


            """ + table
    }
}

extension GeneratedFiles {
    /// Writes every file; returns their paths.
    func write(root: String) throws -> [String] {
        for file in files {
            let url = URL(fileURLWithPath: root + "/" + file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return files.map(\.path)
    }
}

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Regenerate the files that come from the code, or check the committed one.",
        discussion: """
            Writes .github/CODEOWNERS from each feature's OWNER file, and into docs/generated/ \
            (ignored by git) the route table routes.md and the route map route-map.html from the \
            registry (it builds the chapter command), and modules.dot and modules.svg from the \
            package (the SVG needs Graphviz's dot). With --check, writes nothing and fails if \
            .github/CODEOWNERS gives other owners than the OWNER files (its lines in any order).
            """)

    @OptionGroup var package: PackageOptions

    @Flag(help: "Write nothing; fail if .github/CODEOWNERS differs from what the OWNER files give.")
    var check = false

    func run() throws {
        let root = package.root
        let generated = try GeneratedFiles(root: root, documents: !check)
        if check {
            try compare(generated, root: root)
            return
        }
        let written = try generated.write(root: root)
        print("chapter-dev generate: wrote \(written.joined(separator: ", "))")
        if !generated.drewGraph { print("chapter-dev generate: install Graphviz to draw docs/generated/modules.svg") }
    }

    private func compare(_ generated: GeneratedFiles, root: String) throws {
        var stale: [String] = []
        for file in generated.files {
            let committed = (try? String(contentsOfFile: root + "/" + file.path, encoding: .utf8)) ?? ""
            guard !FeatureOwners.sameLines(committed, file.contents) else { continue }
            stale.append(file.path)
            let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("chapter-dev-\(UUID())")
            try file.contents.write(to: fresh, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: fresh) }
            print((try? Shell.capture(["diff", "-u", file.path, fresh.path], in: root).output) ?? "")
        }
        guard stale.isEmpty else {
            say(
                "\(stale.joined(separator: ", ")) no longer match the code: run swift run chapter-dev generate and commit the result"
            )
            throw ExitCode.failure
        }
        print("chapter-dev generate: \(generated.files.map(\.path).joined(separator: ", ")) match the code")
    }
}

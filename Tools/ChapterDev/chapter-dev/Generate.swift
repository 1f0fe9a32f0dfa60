import ArgumentParser
import FeatureScaffold
import Foundation
import ModuleLintKit

/// The files that come from the code, so they never drift from it.
struct GeneratedFiles {
    /// Each file's path, relative to the package root, and its contents.
    private(set) var files: [(path: String, contents: String)] = []
    /// Whether the module graph could be drawn (Graphviz's `dot` is on the `PATH`).
    private(set) var drewGraph = false

    static let featureList = "Modules/ChapterApp/Composition/FeatureList.swift"

    /// Computes every generated file. The app's feature list comes first and is written before the
    /// rest when `write` is set, since the route table comes from the app built from it.
    init(root: String, writingFeatureListFirst write: Bool) throws {
        var model = try PackageModel(root: root)
        guard let ownership = model.rules.ownership else {
            throw ToolFailure("Tools/module-rules.json says nothing of ownership")
        }
        guard model.ownerViolations.isEmpty else {
            for violation in model.ownerViolations { print(violation) }
            throw ToolFailure("the feature list's owners must be fixed first")
        }
        let list = FeatureList.source(features: model.owners.entries.map { ($0.feature, $0.owner) })
        files.append((Self.featureList, list))
        if write {
            try list.write(toFile: root + "/" + Self.featureList, atomically: true, encoding: .utf8)
            model = try PackageModel(root: root)
        }
        files.append((".github/CODEOWNERS", model.owners.codeowners(graph: model.graph, ownership: ownership)))
        let chapter = try Self.chapterCommand(root: root)
        files.append(("docs/routes.md", try Self.routeTable(chapter: chapter, root: root)))
        files.append(("docs/route-map.html", try Shell.output(of: [chapter, "routes", "--format", "html"], in: root)))
        let dot = ModuleGraphDOT.render(model.graph, rules: model.rules)
        files.append(("docs/modules.dot", dot))
        if Shell.has("dot") {
            files.append(("docs/modules.svg", try Shell.output(of: ["dot", "-Tsvg"], in: root, input: dot)))
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
        abstract: "Regenerate the files that come from the code, or check that they match it.",
        discussion: """
            Writes the app's feature list and .github/CODEOWNERS from Package.swift's feature list, \
            docs/routes.md and the route map docs/route-map.html from the registry (it builds the \
            chapter command), and docs/modules.dot \
            and docs/modules.svg from the package (the SVG needs Graphviz's dot). With --check, \
            writes nothing and fails if any committed file differs.
            """)

    @OptionGroup var package: PackageOptions

    @Flag(help: "Write nothing; fail if a committed file differs from what the code generates.")
    var check = false

    func run() throws {
        let root = package.root
        if check, !Shell.has("dot") {
            throw ToolFailure(
                "--check needs Graphviz's dot to check docs/modules.svg (macOS: brew install graphviz; Debian: apt-get install graphviz)"
            )
        }
        let generated = try GeneratedFiles(root: root, writingFeatureListFirst: !check)
        if check {
            try compare(generated, root: root)
            return
        }
        let written = try generated.write(root: root)
        print("chapter-dev generate: wrote \(written.joined(separator: ", "))")
        if !generated.drewGraph { print("chapter-dev generate: install Graphviz to draw docs/modules.svg") }
    }

    private func compare(_ generated: GeneratedFiles, root: String) throws {
        var stale: [String] = []
        for file in generated.files {
            let committed = (try? String(contentsOfFile: root + "/" + file.path, encoding: .utf8)) ?? ""
            guard committed != file.contents else { continue }
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

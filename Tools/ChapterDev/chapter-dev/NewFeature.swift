import ArgumentParser
import FeatureScaffold
import Foundation

struct NewFeature: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-feature",
        abstract: "Create a feature from the skeleton and wire it into the app.",
        discussion: """
            Writes Modules/Features/<Name>/ (routes, registration, router protocol, data service, \
            screens, and its OWNER file naming the team), Tests/<Name>Tests/, the feature's file in \
            the composition root (Modules/ChapterApp/Features/<Name>.swift), has SwiftPM read \
            Package.swift afresh (which finds features by their folders) and regenerates \
            .github/CODEOWNERS; the build lists the feature in the app. Everything is checked before anything is written; if anything \
            fails afterwards, the repository is put back as it was.
            """)

    @OptionGroup var package: PackageOptions

    @Argument(help: "The feature's name, UpperCamelCase, such as Scholarships.")
    var name: String

    @Option(help: "One item's name, UpperCamelCase and singular, such as Scholarship.")
    var item: String

    @Option(help: "The tab whose stack its screens are pushed on: \(FeatureRequest.tabs.joined(separator: ", ")).")
    var tab = "hub"

    @Option(help: "The owning team, for CODEOWNERS (default: @chapter/<name in kebab case>).")
    var owner: String?

    @Option(help: "The first screen's link, chapter://<path> (default: the name in kebab case).")
    var link: String?

    func run() throws {
        let root = package.root
        let request: FeatureRequest
        do {
            request = try FeatureRequest(name: name, item: item, tab: tab, owner: owner, link: link)
        } catch {
            throw ValidationError(error.description)
        }
        var scaffold = try Scaffold(request: request, root: root)
        do {
            try scaffold.write()
            say("having SwiftPM read Package.swift afresh, so the build sees the new folder")
            _ = try Shell.output(of: ["sh", FeatureFolders.rereadScript], in: root)
            say("regenerating .github/CODEOWNERS")
            _ = try GeneratedFiles(root: root, documents: false).write(root: root)
        } catch {
            scaffold.rollBack()
            say("failed; the repository is back as it was")
            throw error
        }
        print(
            """
            Created and wired in the feature \(request.name) (owner \(request.owner)):
              Modules/Features/\(request.name)/                  the feature: routes, router protocol, service, screens
              Tests/\(request.name)Tests/                      its tests, through the real registry
              Modules/ChapterApp/Features/\(request.name).swift  its registration, router and sample data in the app
              Modules/Features/\(request.name)/OWNER             \(request.owner), whom .github/CODEOWNERS now names

            Try it:        swift run chapter open chapter://\(request.link)
            Run its tests: swift test --filter \(request.name)Tests
            """)
    }
}

/// A feature being written into the package, and everything needed to take it out again.
struct Scaffold {
    let request: FeatureRequest
    let root: String
    /// The shared files the scaffold changes, as they were.
    private var originals: [String: Data?] = [:]
    private var created: [String] = []

    /// The one shared file a scaffold changes: CODEOWNERS, generated from every feature's OWNER
    /// file, whose independent lines git merges as a union (`.gitattributes`).
    static let sharedFiles = [GeneratedFiles.codeowners]

    /// Checks that nothing the feature owns exists yet.
    init(request: FeatureRequest, root: String) throws {
        self.request = request
        self.root = root
        for path in Skeleton.ownedPaths.map({ Skeleton.rename($0, for: request) })
        where FileManager.default.fileExists(atPath: root + "/" + path) {
            throw ValidationError(ScaffoldError.exists(path).description)
        }
    }

    /// Writes the feature's files from the skeleton, formats them, and writes its OWNER file.
    mutating func write() throws {
        for path in Self.sharedFiles {
            originals[path] = FileManager.default.contents(atPath: root + "/" + path)
        }
        created = Skeleton.ownedPaths.map { Skeleton.rename($0, for: request) }
        var written: [String] = []
        for (template, destination) in Skeleton.files {
            let text = try String(contentsOfFile: "\(root)/\(Skeleton.folder)/\(template)", encoding: .utf8)
            let path = Skeleton.rename(destination, for: request)
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Skeleton.feature(from: text, for: request).write(to: url, atomically: true, encoding: .utf8)
            written.append(path)
        }
        // The skeleton follows the house style; longer names can break its lines differently.
        _ = try Shell.output(
            of: ["swift", "format", "format", "--in-place", "--configuration", ".swift-format"] + written, in: root)
        try (request.owner + "\n").write(
            toFile: root + "/Modules/Features/\(request.name)/OWNER", atomically: true, encoding: .utf8)
    }

    /// Removes what the scaffold created and puts the shared files back as they were.
    func rollBack() {
        for path in created { try? FileManager.default.removeItem(atPath: root + "/" + path) }
        for (path, contents) in originals {
            if let contents {
                try? contents.write(to: URL(fileURLWithPath: root + "/" + path))
            } else {
                try? FileManager.default.removeItem(atPath: root + "/" + path)
            }
        }
    }
}

import Foundation
import ModuleLintKit
import Testing

/// A package shaped like Chapter's: an engine, a kit, two features, the composition root, the
/// executable, a tool, and a test target for each.
private let chapterLike: PackageDescriptionGraph = {
    func target(_ name: String, _ path: String, _ dependencies: [String], type: String = "library")
        -> PackageDescriptionGraph.Target
    {
        .init(
            name: name, path: path, sources: [], type: type, targetDependencies: dependencies, productDependencies: [])
    }
    func tests(_ module: String, _ dependencies: [String] = []) -> PackageDescriptionGraph.Target {
        target("\(module)Tests", "Tests/\(module)Tests", [module] + dependencies, type: "test")
    }
    return PackageDescriptionGraph(
        path: "/package",
        targets: [
            target("Waymark", "Modules/Waymark", []),
            target("ChapterKit", "Modules/ChapterKit", ["Waymark"]),
            target("Courses", "Modules/Features/Courses", ["Waymark", "ChapterKit"]),
            target("Groups", "Modules/Features/Groups", ["Waymark", "ChapterKit"]),
            target("ChapterApp", "Modules/ChapterApp", ["Waymark", "ChapterKit", "Courses", "Groups"]),
            target("ChapterCLI", "Modules/ChapterCLI", ["ChapterApp"], type: "executable"),
            target("ModuleLintKit", "Tools/ModuleLinter/ModuleLintKit", []),
            tests("Waymark"), tests("ChapterKit"), tests("Courses", ["ChapterKit"]), tests("Groups", ["ChapterKit"]),
            tests("ChapterApp"), tests("ChapterCLI"), tests("ModuleLintKit"),
        ])
}()

/// The changed paths of a fixture diff (`git diff --name-only`).
private func diff(_ name: String) throws -> [String] {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Fixtures/Diffs"))
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
}

@Suite("Affected tests")
struct AffectedTestsTests {
    let affected = AffectedTests(graph: chapterLike)

    @Test func aChangeInOneFeatureAffectsItsTestsAndTheAppsOnly() throws {
        #expect(
            affected.testTargets(forChangedFiles: try diff("one-feature")) == [
                "ChapterAppTests", "ChapterCLITests", "CoursesTests",
            ])
    }

    @Test func aChangeInTheEngineAffectsEveryTestThatReachesIt() throws {
        #expect(
            affected.testTargets(forChangedFiles: try diff("engine")) == [
                "ChapterAppTests", "ChapterCLITests", "ChapterKitTests", "CoursesTests", "GroupsTests", "WaymarkTests",
            ])
    }

    @Test func theSharedKitAffectsEveryFeatureButNotTheEnginesTests() throws {
        #expect(
            affected.testTargets(forChangedFiles: try diff("kit")) == [
                "ChapterAppTests", "ChapterCLITests", "ChapterKitTests", "CoursesTests", "GroupsTests",
            ])
    }

    @Test func aFeaturesTestsAloneAffectOnlyThemselves() throws {
        #expect(affected.testTargets(forChangedFiles: try diff("feature-tests")) == ["CoursesTests"])
    }

    @Test func aFeaturesFileInTheCompositionRootAffectsTheAppAndWhatRunsIt() throws {
        #expect(
            affected.testTargets(forChangedFiles: try diff("composition-root")) == [
                "ChapterAppTests", "ChapterCLITests",
            ])
    }

    @Test func documentsAndScriptsAffectNoTest() throws {
        #expect(affected.testTargets(forChangedFiles: try diff("docs-only")) == [])
    }

    @Test func theManifestAffectsEverything() throws {
        #expect(
            affected.testTargets(forChangedFiles: try diff("manifest")).count
                == chapterLike.targets.filter { $0.type == "test" }.count)
    }
}

@Suite("Feature owners")
struct FeatureOwnersTests {
    let manifest = """
        // let platformOwner = "@someone/else" in a comment is not it
        let platformOwner = "@chapter/platform"
        """

    /// A package root with an OWNER file for each of `owners` (`nil`: no file).
    func root(_ owners: [String: String?]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("owners-\(UUID())")
        for (feature, owner) in owners {
            let folder = root.appendingPathComponent("Modules/Features/\(feature)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if let owner {
                try owner.write(to: folder.appendingPathComponent("OWNER"), atomically: true, encoding: .utf8)
            }
        }
        return root.path
    }

    func features(_ names: [String]) -> [(name: String, path: String)] {
        names.map { ($0, "Modules/Features/\($0)") }
    }

    @Test func readsEachFeaturesOwnerFileAndThePlatformOwner() throws {
        let root = try root(["Courses": "@chapter/discovery\n", "Groups": "  @chapter/community  "])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let owners = FeatureOwners(root: root, features: features(["Groups", "Courses"]), manifest: manifest)
        #expect(owners.entries.map(\.feature) == ["Courses", "Groups"])
        #expect(owners.entries.map(\.owner) == ["@chapter/discovery", "@chapter/community"])
        #expect(owners.platformOwner == "@chapter/platform")
        #expect(owners.violations() == [])
    }

    @Test func aFeatureWithoutAnOwnerFileAndAnOwnerCodeownersWouldRefuseAreReported() throws {
        let root = try root(["Courses": "discovery team", "Societies": nil])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let owners = FeatureOwners(root: root, features: features(["Courses", "Societies"]), manifest: manifest)
        #expect(
            owners.violations() == [
                Violation(
                    file: "Modules/Features/Courses/OWNER", line: 1, rule: "owner",
                    message:
                        "'discovery team', the owner of 'Courses', is not one team (@org/team), user (@user) or e-mail address"
                ),
                Violation(
                    file: "Modules/Features/Societies/OWNER", line: 1, rule: "owner",
                    message:
                        "the feature 'Societies' has no owner: write its team (@org/team) in Modules/Features/Societies/OWNER"
                ),
            ])
    }

    @Test func codeownersGivesEachTeamItsFeaturesFoldersAfterThePlatformOwner() throws {
        let rules = try JSONDecoder().decode(
            LayerRules.Ownership.self,
            from: Data(
                """
                {"layer": "feature", "alsoOwned": ["Tests/{name}Tests/", "Modules/ChapterApp/Features/{name}.swift"]}
                """.utf8))
        let owners = FeatureOwners(
            entries: [
                .init(feature: "Groups", owner: "@chapter/community", file: "Modules/Features/Groups/OWNER"),
                .init(feature: "Courses", owner: "@chapter/discovery", file: "Modules/Features/Courses/OWNER"),
            ], platformOwner: "@chapter/platform")
        let text = owners.codeowners(graph: chapterLike, ownership: rules)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(
            lines == [
                "*  @chapter/platform",
                "/Modules/Features/Courses/  @chapter/discovery",
                "/Tests/CoursesTests/  @chapter/discovery",
                "/Modules/ChapterApp/Features/Courses.swift  @chapter/discovery",
                "/Modules/Features/Groups/  @chapter/community",
                "/Tests/GroupsTests/  @chapter/community",
                "/Modules/ChapterApp/Features/Groups.swift  @chapter/community",
            ])
    }

    @Test func codeownersLinesCompareInAnyOrderAfterTheirHeader() {
        let text = "# header\n\n*  @p\n\n/A/  @a\n/B/  @b\n"
        #expect(
            FeatureOwners.sameLines(text, "# header\n\n*  @p\n\n/B/  @b\n/A/  @a\n"),
            "Two teams' lines merged in either order")
        #expect(!FeatureOwners.sameLines(text, "# header\n\n*  @p\n\n/A/  @a\n"), "A line missing")
        #expect(!FeatureOwners.sameLines(text, "# header\n\n*  @q\n\n/A/  @a\n/B/  @b\n"), "Another platform owner")
        #expect(!FeatureOwners.sameLines(text, "# header\n\n*  @p\n\n/A/  @a\n/B/  @c\n"), "Another team")
    }
}

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
        // FeatureModule("Example", owner: "@org/team") in a comment is no entry
        let featureModules: [FeatureModule] = [
            FeatureModule("Courses", owner: "@chapter/discovery"),
            FeatureModule( "Groups",owner:"@chapter/community" ),
        ]
        let platformOwner = "@chapter/platform"
        """

    @Test func readsEveryEntryWithItsLineAndThePlatformOwner() {
        let owners = FeatureOwners(manifest: manifest)
        #expect(owners.entries.map(\.feature) == ["Courses", "Groups"])
        #expect(owners.entries.map(\.owner) == ["@chapter/discovery", "@chapter/community"])
        #expect(owners.entries.map(\.line) == [3, 4])
        #expect(owners.platformOwner == "@chapter/platform")
        #expect(owners.violations(featureTargets: ["Courses", "Groups"]) == [])
    }

    @Test func aFeatureWithoutAnOwnerAndAnOwnerWithoutAFeatureAreReported() {
        let owners = FeatureOwners(manifest: manifest)
        #expect(
            owners.violations(featureTargets: ["Courses", "Societies"]) == [
                Violation(
                    file: "Package.swift", line: 1, rule: "owner",
                    message:
                        "the feature 'Societies' has no owner: add FeatureModule(\"Societies\", owner: \"@org/team\") to the feature list"
                ),
                Violation(
                    file: "Package.swift", line: 4, rule: "owner",
                    message: "'Groups' has an owner but is no feature module of the package"),
            ])
    }

    @Test func anOwnerCodeownersWouldRefuseAndATwiceOwnedFeatureAreReported() {
        let owners = FeatureOwners(
            manifest: """
                FeatureModule("Courses", owner: "discovery team"),
                FeatureModule("Courses", owner: "someone@chapter.app"),
                """)
        #expect(
            owners.violations(featureTargets: ["Courses"]).map(\.message) == [
                "'discovery team', the owner of 'Courses', is not a team (@org/team), a user (@user) or an e-mail address",
                "'Courses' is given an owner twice",
            ])
    }

    @Test func codeownersGivesEachTeamItsFeaturesFoldersAfterThePlatformOwner() throws {
        let rules = try JSONDecoder().decode(
            LayerRules.Ownership.self,
            from: Data(
                """
                {"layer": "feature", "alsoOwned": ["Tests/{name}Tests/", "Modules/ChapterApp/Features/{name}.swift"]}
                """.utf8))
        let lines = FeatureOwners(manifest: manifest).codeowners(graph: chapterLike, ownership: rules)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }
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
}

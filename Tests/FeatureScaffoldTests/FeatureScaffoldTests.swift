import FeatureScaffold
import Foundation
import Testing

@Suite("Scaffolding a feature from the skeleton")
struct FeatureScaffoldTests {
    let request = try! FeatureRequest(name: "StudentClubs", item: "Club", tab: "connect")

    @Test func namesDefaultFromTheFeatureName() {
        #expect(request.owner == "@chapter/student-clubs")
        #expect(request.link == "student-clubs")
        #expect(FeatureRequest.kebabCase("Scholarships") == "scholarships")
        #expect(FeatureRequest.kebabCase("UCASPoints2") == "ucaspoints2")
        #expect(FeatureRequest.lowerCamelCase("StudentClubs") == "studentClubs")
    }

    @Test(
        arguments: [
            (
                ("scholarships", "Scholarship", "hub", nil, nil),
                ScaffoldError.notUpperCamelCase("scholarships", example: "Scholarships")
            ),
            (("Student Clubs", "Club", "hub", nil, nil), .notUpperCamelCase("Student Clubs", example: "Scholarships")),
            (("Foundation", "Thing", "hub", nil, nil), .systemModuleName("Foundation")),
            (("Clubs", "clubs", "hub", nil, nil), .notUpperCamelCase("clubs", example: "Scholarship")),
            (("Clubs", "Clubs", "hub", nil, nil), .itemNamedLikeTheFeature("Clubs")),
            (("Clubs", "Club", "moon", nil, nil), .unknownTab("moon")),
            (("Clubs", "Club", "hub", "chapter/clubs", nil), .notAnOwner("chapter/clubs")),
            (("Clubs", "Club", "hub", "@chapter/clubs/extra", nil), .notAnOwner("@chapter/clubs/extra")),
            (("Clubs", "Club", "hub", nil, "Clubs"), .notALinkPath("Clubs")),
            (("Clubs", "Club", "hub", nil, "clubs//all"), .notALinkPath("clubs//all")),
        ] as [((String, String, String, String?, String?), ScaffoldError)])
    func aRequestThatCannotBeScaffoldedSaysWhy(
        values: (name: String, item: String, tab: String, owner: String?, link: String?), error: ScaffoldError
    ) {
        #expect(throws: error) {
            _ = try FeatureRequest(
                name: values.name, item: values.item, tab: values.tab, owner: values.owner, link: values.link)
        }
    }

    @Test func theSkeletonsNamesBecomeTheFeaturesInOnePass() throws {
        let text = """
            @Routes(feature: "skeleton")
            public enum SkeletonRoute {
                @Destination(.push, tab: ChapterTab.hub, link: "skeleton-link/{id:int}")
                case detail(id: BoneID)
            }
            func bone(_ id: BoneID) async -> BoneSummary?
            """
        #expect(
            Skeleton.rename(text, for: request) == """
                @Routes(feature: "studentClubs")
                public enum StudentClubsRoute {
                    @Destination(.push, tab: ChapterTab.connect, link: "student-clubs/{id:int}")
                    case detail(id: ClubID)
                }
                func club(_ id: ClubID) async -> ClubSummary?
                """)
        let marrow = try FeatureRequest(name: "Bonemarrow", item: "Skeletonkey")
        #expect(
            Skeleton.rename("SkeletonRoute BoneID bone", for: marrow) == "BonemarrowRoute SkeletonkeyID skeletonkey")
    }

    @Test func linesTheSkeletonNeedsOnlyWhereItStandsAreLeftOut() {
        let text = "import ChapterApp  // skeleton only: why\nimport Skeleton\n"
        #expect(Skeleton.feature(from: text, for: request) == "import StudentClubs\n")
    }

    @Test func everySkeletonFileExistsAndLandsInAPlaceTheFeatureOwns() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        for (template, destination) in Skeleton.files {
            let path = root.appendingPathComponent(Skeleton.folder).appendingPathComponent(template).path
            #expect(FileManager.default.fileExists(atPath: path), "\(template)")
            #expect(Skeleton.ownedPaths.contains { destination.hasPrefix($0) }, "\(destination)")
        }
    }

    @Test func aFeatureFolderTheBuildWasNotGivenIsNamedWithTheFix() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("features-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Hub", "Zebra", "Zodiac", ".hidden"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
            try Data().write(to: folder.appendingPathComponent(name).appendingPathComponent("\(name)Route.swift"))
        }
        // Left by a switch of branch with only an ignored file in it: no feature.
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Leftover"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("Leftover/.DS_Store"))
        try Data().write(to: folder.appendingPathComponent("README.md"))
        #expect(FeatureFolders.unbuilt(in: folder.path, building: ["Hub", "Zebra", "Zodiac"]).isEmpty)
        #expect(FeatureFolders.unbuilt(in: folder.path, building: ["Hub"]) == ["Zebra", "Zodiac"])
        #expect(
            FeatureFolders.staleManifestMessage(["Zebra"])
                == "Modules/Features/Zebra is not in this build: SwiftPM reuses its evaluation of Package.swift "
                + "until the file's text changes, and the feature folder came after it. Run Tools/reread-package "
                + "once, then build again (in Xcode: File > Packages > Reset Package Caches).")
        #expect(
            FeatureFolders.staleManifestMessage(["Zebra", "Zodiac"])
                .hasPrefix(
                    "Modules/Features/Zebra, Modules/Features/Zodiac are not in this build: SwiftPM reuses its "
                        + "evaluation of Package.swift until the file's text changes, and the feature folders came"))
    }

    @Test func theAppsFeatureListNamesEachFeatureByNameWithItsOwner() {
        let source = AppFeatureList.source(features: [("StudentClubs", "@org/clubs"), ("Hub", "@org/home")])
        #expect(
            source.contains(
                "        .hub.owned(by: \"@org/home\"),\n        .studentClubs.owned(by: \"@org/clubs\"),\n    ]\n}\n"))
        #expect(source.hasPrefix("// Written by FeatureListPlugin"))
    }
}

import Foundation
import Testing

@testable import LegacyScaffold

/// The scaffold writes each step's route type and mapping from the enums of the step before: the
/// files committed in `Step1/` to `Step3/` are its output (step 3's with the one edit its team
/// made: a profile's new link form), so the mapping a reviewer reads is the one the tool writes.
@Suite("legacy-scaffold")
struct LegacyScaffoldTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    func move(
        _ source: String, feature: String, cases: [String], sheets: [String] = []
    ) throws -> TabMove {
        let text = try read(source)
        return try TabMove(
            feature: feature, tab: feature, cases: cases, from: try LegacyEnum(source: text, name: "AppDestination"),
            enumName: "AppDestination", sheets: sheets,
            from: sheets.isEmpty ? nil : try LegacyEnum(source: text, name: "AppSheet"), sheetEnumName: "AppSheet")
    }

    @Test func readsEveryCaseWithItsValuesAndLink() throws {
        let legacy = try LegacyEnum(source: try read("Legacy/LegacyApp/AppDestination.swift"), name: "AppDestination")
        #expect(legacy.cases.count == 10)
        #expect(
            legacy.cases.first { $0.name == "userProfile" }
                == LegacyEnum.Case(
                    name: "userProfile", valueTypes: ["GroupUser"], link: #"chapter://profile/\(user.id.uuidString)"#))
        #expect(legacy.cases.first { $0.name == "careerPaths" }?.valueTypes == [])
    }

    @Test func stepOneIsWhatTheScaffoldWritesFromTheLegacyEnum() throws {
        let hub = try move(
            "Legacy/LegacyApp/AppDestination.swift", feature: "hub",
            cases: ["careerPaths", "leaderboards", "university", "inbox"])
        #expect(try hub.routeFile() == read("Step1/HubFeature/HubRoute.swift"))
        #expect(
            try hub.mapping(enumName: "AppDestination", sheetEnumName: "AppSheet")
                == read("Step1/HubFeature/LegacyMapping.md"))
    }

    @Test func stepTwoIsWhatTheScaffoldWritesFromStepOnesEnum() throws {
        let search = try move(
            "Step1/Step1App/AppDestination.swift", feature: "search",
            cases: ["courseDetail", "compare", "accommodationDetail"], sheets: ["filters"])
        #expect(try search.routeFile() == read("Step2/SearchFeature/SearchRoute.swift"))
        #expect(
            try search.mapping(enumName: "AppDestination", sheetEnumName: "AppSheet")
                == read("Step2/SearchFeature/LegacyMapping.md"))
    }

    @Test func stepThreeIsWhatTheScaffoldWritesWithTheProfilesNewLinkForm() throws {
        let connect = try move(
            "Step2/Step2App/AppDestination.swift", feature: "connect",
            cases: ["userProfile", "groupProfile", "chat"], sheets: ["newMessage"])
        let route = try connect.routeFile().replacingOccurrences(
            of: #"link: "profile/{id:uuid}""#, with: #"link: "user/{id:uuid}""#)
        #expect(route == (try read("Step3/ConnectFeature/ConnectRoute.swift")))
        let mapping = try connect.mapping(enumName: "AppDestination", sheetEnumName: "AppSheet")
            .replacingOccurrences(
                of: "| `profile/{id:uuid}` |", with: "| `user/{id:uuid}` (former: `profile/{id:uuid}`) |")
        #expect(mapping == (try read("Step3/ConnectFeature/LegacyMapping.md")))
    }

    @Test func readsTheSeedsOwnFormsOfCasesAndLinks() throws {
        let source = """
            enum AppDestination: Hashable, Equatable {
                case courseDetail(UUID)
                case careerPaths, inbox  // two on a line
                case compare(CompareNavOptions)
                // ... 100+ destinations

                var url: URL? {
                    switch self {
                    case .courseDetail(let courseID):
                        return URL(string: "chapter://course/\\(courseID.uuidString)")
                    case .inbox: return URL(string: "chapter://inbox")
                    default: return nil
                    }
                }
            }
            """
        let legacy = try LegacyEnum(source: source, name: "AppDestination")
        #expect(legacy.cases.map(\.name) == ["courseDetail", "careerPaths", "inbox", "compare"])
        #expect(legacy.cases[0].link == #"chapter://course/\(courseID.uuidString)"#)
        #expect(legacy.cases[2].link == "chapter://inbox")
        let move = try TabMove(
            feature: "search", tab: "search", cases: ["courseDetail", "inbox"], from: legacy,
            enumName: "AppDestination")
        #expect(
            try move.routeFile().contains(
                #"    @Destination(.push, link: "course/{id:uuid}")\#n    case courseDetail(id: UUID)"#))
    }

    @Test func whatItCannotReadIsAnErrorNamingIt() throws {
        let source = """
            enum AppDestination: Hashable {
                case search(String)
                case secret
                var url: URL? {
                    switch self {
                    case .search(let query): URL(string: "chapter://search/\\(query.lowercased())")
                    case .secret: nil
                    }
                }
            }
            """
        let legacy = try LegacyEnum(source: source, name: "AppDestination")
        #expect(throws: ScaffoldError.enumNotFound("Destination")) {
            try LegacyEnum(source: source, name: "Destination")
        }
        #expect(throws: ScaffoldError.notAName("Foo(")) { try LegacyEnum(source: source, name: "Foo(") }
        #expect(throws: ScaffoldError.unreadableCase("case archived = 3")) {
            try LegacyEnum(source: "enum Old: Int {\n    case archived = 3\n}\n", name: "Old")
        }
        #expect(throws: ScaffoldError.caseNotFound("inbox", in: "AppDestination")) {
            try TabMove(feature: "x", tab: "x", cases: ["inbox"], from: legacy, enumName: "AppDestination")
        }
        let secret = try TabMove(feature: "x", tab: "x", cases: ["secret"], from: legacy, enumName: "AppDestination")
        #expect(throws: ScaffoldError.unreadableLink(case: "secret", link: "none: give the case a url first")) {
            try secret.routeFile()
        }
        // A computed interpolation names no parameter: the team maps it by hand.
        let search = try TabMove(feature: "x", tab: "x", cases: ["search"], from: legacy, enumName: "AppDestination")
        #expect(
            throws: ScaffoldError.unreadableLink(
                case: "search", link: #"chapter://search/\(query.lowercased())"#)
        ) {
            try search.routeFile()
        }
    }
}

import ChapterApp
import Foundation
import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

@testable import ChapterCommands

/// Session files written by earlier builds of the `chapter` command, from git history (written by
/// `Tools/make-session-fixtures`, never by hand): each must restore with every screen that still
/// exists, whatever the snapshot format and route encoding of the build that wrote it.
@MainActor
@Suite("Sessions saved by earlier builds restore whole")
struct SavedSessionFixtureTests {
    /// Each fixture, with what its build saved differently.
    nonisolated static let fixtures: [(file: String, what: String, detent: String)] = [
        (
            "session-777d2fb", "the first build: no shortlist, routes by their Codable form with unlabelled values",
            "medium"
        ),
        (
            "session-e300f12", "the last build before the route macros: unlabelled values, a case since renamed",
            "medium"
        ),
        ("session-49de7c5", "a build with the route macros: labelled values, no sheet sizes yet", "medium"),
        ("session-a15c84f", "the last build of format version 1: labelled values, sheet sizes", "large"),
        ("session-58c54c9", "the last build before onboarding: format version 2, no onboarded field", "large"),
        ("session-4da3e8f", "the last build of format version 2: no entries' identities", "large"),
    ]

    /// What the script of `Tools/make-session-fixtures` leaves on screen.
    nonisolated static let expectedStacks: [String: [String]] = [
        "search": ["chapter://university/1", "chapter://course/9f93d130-f5bc-50b3-9005-8e17e4a53a37"],
        "calendar": ["chapter://event/15b0b848-1373-58ae-ae51-a9b57e94be6f"],
        "connect": ["chapter://group/205970a5-3ac3-5a53-a002-e2969fafc70e"],
        "arcade": ["chapter://leaderboards?game=career-quiz&period=month"],
    ]

    /// A copy of the fixture `name`, as a session file in a folder of its own, which the test
    /// removes: restoring may move a file aside or save over it, never the fixture itself.
    static func copy(of name: String) throws -> URL {
        let source = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("state.json")
        try FileManager.default.copyItem(at: source, to: copy)
        return copy
    }

    @Test(arguments: fixtures.map(\.file))
    func aSessionSavedByAnEarlierBuildRestoresWithNothingLost(file: String) throws {
        let fixture = try #require(Self.fixtures.first { $0.file == file })
        let copy = try Self.copy(of: file)
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }

        let start = try SessionFile(url: copy).start()
        let state = try #require(
            try JSONSerialization.jsonObject(with: Data(Console(app: start.app).stateJSON().utf8)) as? [String: Any]
        )
        #expect(state["notice"] is NSNull, "\(fixture.what): restored without a word of loss")
        #expect(state["signedIn"] as? Bool == true)
        #expect(state["onboarded"] as? Bool == true, "\(fixture.what): saved before onboarding, so the sample user's")
        #expect(state["gameMode"] as? Bool == false, "\(fixture.what): saved before game-first mode, so off")
        #expect(state["tab"] as? String == "arcade")
        let stacks = try #require(state["stacks"] as? [String: [String]])
        #expect(stacks.filter { !$0.value.isEmpty } == Self.expectedStacks, "\(fixture.what)")
        let modals = try #require(state["modals"] as? [[String: Any]])
        #expect(modals.count == 1)
        #expect(modals.first?["stack"] as? [String] == ["chapter://settings", "chapter://settings/privacy"])
        #expect(modals.first?["detent"] as? String == fixture.detent)
        #expect(start.mayBeSaved)
        // Every screen gets an identity of its own: these formats kept none, so new ones, in order.
        let navigation = start.app.navigation.state
        let identities = navigation.stacks.keys.flatMap { navigation.entries(of: $0) } + navigation.entries(ofLayer: 0)
        #expect(identities.count == 7 && Set(identities) == Set((1...7).map(EntryID.init)), "\(fixture.what)")
        #expect(navigation.nextEntry == 8, "\(fixture.what)")
    }

    @Test func aComparisonSavedBeforeCompareTookItOverFromCoursesStillOpens() throws {
        // Saved by the build before the move (3402bcf, `chapter --state`), when the comparison was
        // `courses.compare`; the link is unchanged, so the screen comes back as `compare.courses`.
        let copy = try Self.copy(of: "session-3402bcf-compare")
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let start = try SessionFile(url: copy).start()
        let comparison = try #require(start.app.navigation.state.stack(of: "lists").first)
        #expect(comparison.destinationName == "compare.courses")
        #expect(start.app.navigation.state.stack(of: "search").count == 1)
        #expect(start.app.navigation.state.notice == nil, "Restored without a word of loss")
        #expect(start.mayBeSaved)
    }

    @Test func aSessionSavedWhileAnEditorWasAskedRestoresItsRequestAndItsDrafts() async throws {
        // Saved by a266552 (`chapter --state`): the CV's skills section edited once (Python,
        // Spanish), then its editor opened again with Public speaking and Video editing chosen.
        let copy = try Self.copy(of: "session-a266552-results")
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let console = Console(app: try SessionFile(url: copy).start().app)
        await console.start()
        // Format version 3 kept the entries' identities: restored as saved.
        #expect(console.app.navigation.state.entries(ofLayer: 0) == [EntryID(1), EntryID(2), EntryID(4)])
        #expect(console.app.navigation.state.nextEntry == 5)
        let state = try #require(
            try JSONSerialization.jsonObject(with: Data(console.stateJSON().utf8)) as? [String: Any])
        #expect(state["notice"] is NSNull)
        #expect(
            state["awaiting"] as? [[String: String]] == [
                ["asker": "chapter://cv/skills", "answerer": "chapter://cv/skills/edit", "type": "CV.CVSectionEdit"]
            ])
        let editor = await console.display()
        #expect(editor.choices.filter(\.isChosen).map(\.title) == ["Public speaking", "Video editing"])
        #expect(await console.execute("done") == .applied)
        let section = await console.display()
        #expect(section.title == "Skills" && section.lines == ["Public speaking", "Video editing"])
    }

    @Test(arguments: [true, false])
    func aSessionSavedOnIOS26WithThePopoverUpRestoresAsAnIOS26SessionShouldAndAsAnOlderOne(
        tabsHaveRoles: Bool
    ) async throws {
        // Saved by a5be24b (`chapter --state --platform ios26 --width regular`): a comparison on lists,
        // then search, its results for "a", and the filters popover opened from its button.
        let copy = try Self.copy(of: "session-a5be24b-search")
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let platform: PlatformRules = tabsHaveRoles ? .iOS26 : .iOS17
        let console = Console(
            app: try SessionFile(url: copy).start(tabsHaveRoles: tabsHaveRoles).app, platform: platform, width: .regular
        )
        await console.start()
        let state = try #require(
            try JSONSerialization.jsonObject(with: Data(console.stateJSON().utf8)) as? [String: Any])
        #expect(state["notice"] is NSNull)
        #expect((state["modals"] as? [[String: Any]])?.map { $0["style"] as? String } == ["popover"])
        #expect(await console.display().modals.map(\.kind) == ["sheet"], "No button led to the restored popover")
        if tabsHaveRoles {
            #expect(state["tabBeforeSearch"] as? String == "lists")
            #expect(await console.execute("dismiss") == .applied)
            #expect(await console.execute("close-search") == .applied)
            #expect(console.app.navigation.state.selectedTab == "lists")
        } else {
            #expect(state["tabBeforeSearch"] is NSNull, "Search is an ordinary tab here")
        }
    }
}

import ChapterApp
import ChapterCommands
import ChapterKit
import Foundation
import Testing
@_spi(FrontEnd) import WaymarkPresentation

/// Chapter's popover, inspector, zooms and search tab, through the console the terminal runs.
@MainActor
@Suite("Popovers, inspectors, zooms and the search tab in the terminal")
struct PresentationsContinuedConsoleTests {
    /// The step of the last plan that presents or pushes, with its keys.
    private func presentStep(_ sample: Sample) throws -> [String: Any] {
        try #require(try sample.planSteps().first { $0["present"] != nil })
    }

    @Test(arguments: [(WindowWidth.compact, "sheet"), (.regular, "popover")])
    func theFiltersOpenedFromTheirButtonAreAPopoverOnARegularWidth(width: WindowWidth, shown: String) async throws {
        let sample = try await Sample(width: width)
        await sample.run("open chapter://search/results")
        let actions = await sample.console.display().actions
        #expect(actions.last == "Filters")
        await sample.run("tap \(actions.count)")
        let step = try presentStep(sample)
        #expect(step["style"] as? String == "popover" && step["as"] as? String == shown)
        #expect(
            try sample.modals().map { $0["style"] as? String } == ["popover"], "The state's form, whatever the width")
        #expect(await sample.console.display().modals.map(\.kind) == [shown])
    }

    @Test func signingOutLeavesTheFiltersPopoverWhereItPoints() async throws {
        let sample = try await Sample(signedIn: true, width: .regular)
        await sample.run("open chapter://search/results")
        await sample.run("tap \(await sample.console.display().actions.count)", "sign-out")
        #expect(sample.console.planJSON() == #"{"plan": []}"#, "Nothing it showed needed a user")
        #expect(await sample.console.display().modals.map(\.kind) == ["popover"])
    }

    @Test func onIOS16AnInspectorIsASheetAndNothingZooms() async throws {
        let sample = try await Sample(platform: .iOS16, width: .regular)
        await sample.run("open chapter://compare/universities?ids=1,2", "tap 2")
        #expect(try presentStep(sample)["as"] as? String == "sheet", "No inspector before iOS 17")
        await sample.run("dismiss")
        let compact = try await Sample(platform: .iOS16)
        await compact.run("tab search", "tap 1")
        #expect(try compact.planSteps().allSatisfy { $0["transition"] == nil }, "No zoom transition before iOS 18")
    }

    @Test func aLinkToTheFiltersShowsThemAsASheetOnEveryWidth() async throws {
        let sample = try await Sample(width: .regular)
        await sample.run("open chapter://search/filters")
        let step = try presentStep(sample)
        #expect(step["style"] as? String == "popover" && step["as"] as? String == "sheet", "No button led to it")
    }

    @Test(arguments: [(WindowWidth.compact, "sheet"), (.regular, "inspector")])
    func anInspectorALinkOpensShowsAsItsWidthGives(width: WindowWidth, shown: String) async throws {
        let sample = try await Sample(width: width)
        await sample.run("open chapter://compare/university/2")
        let step = try presentStep(sample)
        #expect(step["style"] as? String == "inspector" && step["as"] as? String == shown)
        #expect(await sample.console.display().modals.map(\.kind) == [shown])
    }

    @Test func aWidthChangeSwitchesTheFormsAndNeverTheState() async throws {
        let sample = try await Sample()
        await sample.run("open chapter://compare/universities?ids=1,2", "tap 2")
        #expect(try presentStep(sample)["as"] as? String == "sheet")
        #expect(try sample.modals().map { $0["style"] as? String } == ["inspector"])
        let state = sample.console.stateJSON()
        #expect(await sample.console.display().modals.map(\.kind) == ["sheet"])
        await sample.run("width regular")
        #expect(sample.console.stateJSON() == state && sample.console.planJSON() == #"{"plan": []}"#)
        #expect(await sample.console.display().modals.map(\.kind) == ["inspector"])
        await sample.run("tap 1")
        #expect(
            try sample.modals().first?["stack"] as? [String] == [
                "chapter://compare/university/1", "chapter://university/1",
            ], "Its own stack")
        await sample.run("width compact")
        #expect(await sample.console.display().modals.map(\.kind) == ["sheet"])
    }

    @Test func aUniversityCardZoomsIntoItsPageAndALinkDoesNot() async throws {
        let sample = try await Sample()
        await sample.run("tab search", "tap 1")
        let push = try #require(try sample.planSteps().first { $0["path"] as? String == "tab:search" })
        #expect(push["transition"] as? String == "zoom" && push["source"] as? String == "university.card")
        await sample.run("back", "open chapter://university/1")
        #expect(try sample.planSteps().allSatisfy { $0["transition"] == nil }, "A link zooms from nothing")
        await sample.run("open chapter://search/results?q=a", "tap 1")
        #expect(
            try sample.planSteps().contains { $0["transition"] as? String == "zoom" }, "From the results' cards too")
    }

    @Test func aPhotoZoomsOutOfItsThumbnailAsACover() async throws {
        let sample = try await Sample(signedIn: true)
        await sample.run("open chapter://album/1", "tap 1")
        let step = try presentStep(sample)
        #expect(step["style"] as? String == "fullScreenCover" && step["as"] == nil)
        #expect(step["transition"] as? String == "zoom" && step["source"] as? String == "albums.photo-thumbnail")
        await sample.run("dismiss", "open chapter://album/1/photo/2")
        #expect(try presentStep(sample)["transition"] == nil)
    }

    @Test func onIOS26SearchIsTheSearchTab() async throws {
        let sample = try await Sample(platform: .iOS26)
        await sample.run("tab lists", "tab search")
        #expect(try sample.state()["tabBeforeSearch"] as? String == "lists")
        await sample.run("close-search")
        #expect(try sample.state()["tab"] as? String == "lists")
        #expect(try sample.state()["tabBeforeSearch"] is NSNull)
        #expect(try sample.planSteps().isEmpty, "The system selected it: nothing to play")
        #expect(await sample.console.execute("close-search") != .applied, "Search is closed already")
    }

    @Test func beforeIOS26SearchIsAnOrdinaryTab() async throws {
        let sample = try await Sample(platform: .iOS17)
        await sample.run("tab lists", "tab search")
        #expect(try sample.state()["tabBeforeSearch"] is NSNull)
        guard case .rejected(let reason) = await sample.console.execute("close-search") else {
            Issue.record("close-search was applied")
            return
        }
        #expect(reason.contains("--platform ios26"))
    }
}

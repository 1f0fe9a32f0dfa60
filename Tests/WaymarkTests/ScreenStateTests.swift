import Foundation
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// State a feature keeps for a screen lives exactly as long as the screen: made when first asked,
/// kept while its entry is anywhere in the state, saved with the session when its key is `Saved`, released
/// only when the presenter says the screen has left the display.
@MainActor
@Suite("State kept for screens")
struct ScreenStateTests {
    static let draft = ScreenStateKey.Saved<String>("catalog.draft")
    static let position = ScreenStateKey.Saved<Int>("catalog.position")
    /// A value that cannot be saved: a reference, as a view model is.
    final class Model: Sendable {}
    static let model = ScreenStateKey.Transient<Model>("catalog.model")
    /// A `Codable` value its key keeps out of snapshots.
    static let scroll = ScreenStateKey.Transient<Int>("catalog.scroll")

    let app: NavigationHarness
    init() throws { app = try FixtureApp.harness() }
    var router: NavigationRouter { app.router }

    /// The entry of the list pushed on the search tab.
    func list() throws -> EntryID {
        try router.perform(.selectTab("search"), .push(.list))
        return try #require(router.state.entries(of: "search").first)
    }

    @Test func madeWhenFirstAskedAndKeptWhileTheEntryIsAnywhereInTheState() throws {
        let entry = try list()
        #expect(router.screenState(Self.draft, of: entry) { "first" } == "first")
        router.setScreenState("typed", Self.draft, of: entry)
        try router.perform(.push(.item(1)))
        try router.perform(.selectTab("home"))
        try router.perform(.present(.settings))
        try router.perform(.leaveModals(push: [.item(2)], rememberModals: true))
        router.releaseScreenStates()
        #expect(router.screenState(Self.draft, of: entry) { "made again" } == "typed")
    }

    @Test func releasedOnlyWhenAskedOnceTheEntryHasLeftTheState() throws {
        let entry = try list()
        let model = try #require(router.screenState(Self.model, of: entry) { Model() })
        try router.perform(.pop())
        #expect(router.screenState(Self.model, of: entry) { Model() } === model, "Kept while the screen animates away")
        #expect(router.releaseScreenStates() == [entry])
        #expect(router.screenState(Self.model, of: entry) { Model() } == nil, "Gone, and never made for a gone entry")
        #expect(!router.setScreenState(Model(), Self.model, of: entry))
        #expect(router.entriesWithScreenState.isEmpty)
    }

    @Test func theSameRoutePushedAgainStartsWithNothingKept() throws {
        let first = try list()
        router.setScreenState(42, Self.position, of: first)
        try router.perform(.pop())
        router.releaseScreenStates()
        try router.perform(.push(.list))
        let second = try #require(router.state.entries(of: "search").first)
        #expect(second != first)
        #expect(router.screenState(Self.position, of: second) { 0 } == 0)
    }

    // MARK: - Through a restart

    @Test func codableStateIsSavedAndReadBackWithItsType() throws {
        let entry = try list()
        router.setScreenState("half a sentence", Self.draft, of: entry)
        _ = router.screenState(Self.model, of: entry) { Model() }
        let snapshot = try router.snapshot()
        #expect(
            String(decoding: snapshot, as: UTF8.self).contains(#""screens":{"1":{"catalog.draft":"half a sentence"}}"#))
        let restarted = try FixtureApp.harness()
        try restarted.router.restore(from: snapshot)
        #expect(restarted.router.screenState(Self.draft, of: entry) { "" } == "half a sentence")
        #expect(restarted.router.screenState(Self.model, of: entry) { Model() } != nil, "Made anew: it was never saved")
    }

    @Test func aTransientKeyIsNeverSavedThoughItsValueIsCodable() throws {
        let entry = try list()
        router.setScreenState("kept", Self.draft, of: entry)
        router.setScreenState(120, Self.scroll, of: entry)
        #expect(router.screenState(Self.scroll, of: entry) { 0 } == 120, "Kept while the app runs")
        let snapshot = try router.snapshot()
        #expect(!String(decoding: snapshot, as: UTF8.self).contains("catalog.scroll"))
        let restarted = try FixtureApp.harness()
        try restarted.router.restore(from: snapshot)
        #expect(restarted.router.screenState(Self.scroll, of: entry) { 0 } == 0, "Made anew after a restart")
        #expect(restarted.router.screenState(Self.draft, of: entry) { "" } == "kept")
    }

    @Test func aValueThatNoLongerDecodesIsMadeAnewAndTheRestKept() throws {
        let entry = try list()
        router.setScreenState("not a number", Self.draft, of: entry)
        router.setScreenState(7, Self.position, of: entry)
        let restarted = try FixtureApp.harness()
        let text = String(decoding: try router.snapshot(), as: UTF8.self)
            .replacingOccurrences(of: #""catalog.position":7"#, with: #""catalog.position":"seven""#)
        try restarted.router.restore(from: Data(text.utf8))
        #expect(restarted.router.screenState(Self.position, of: entry) { 0 } == 0)
        #expect(restarted.router.screenState(Self.draft, of: entry) { "" } == "not a number")
    }

    /// The snapshot with its `"screens"` object replaced by `screens`.
    func snapshot(withScreens screens: String) throws -> Data {
        let entry = try list()
        router.setScreenState("kept", Self.draft, of: entry)
        let text = String(decoding: try router.snapshot(), as: UTF8.self)
            .replacingOccurrences(of: #""screens":{"1":{"catalog.draft":"kept"}}"#, with: #""screens":"# + screens)
        #expect(text.contains(screens))
        return Data(text.utf8)
    }

    @Test(arguments: [
        #"{"01":{"catalog.draft":"a"}}"#, #"{"x":{"catalog.draft":"a"}}"#, #"{"0":{"catalog.draft":"a"}}"#,
    ])
    func anEntryNamedByNoPositiveNumberIsSkippedAndTheSessionKept(screens: String) throws {
        let data = try snapshot(withScreens: screens)
        let restarted = try FixtureApp.harness()
        try restarted.router.restore(from: data)
        #expect(restarted.router.state.stack(of: "search") == [.list])
        #expect(restarted.router.entriesWithScreenState.isEmpty)
    }

    @Test(arguments: [
        (#"{"1":{"catalog.draft":{"a":[}}}"#, "expected a value"),
        (#"{"1":{"catalog.draft":"a"},"1":{"catalog.draft":"b"}}"#, "the key '1' is given twice"),
        (
            #"{"2":{"catalog.draft":"a"},"1":{"catalog.draft":"b"},"2":{"catalog.draft":"c"}}"#,
            "the key '2' is given twice"
        ),
        (
            #"{"1":{"catalog.draft":"# + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "}}",
            "nest more than"
        ),
    ])
    func keptStateWhoseEndCannotBeFoundOrGivenTwiceLeavesTheSnapshotUnreadable(screens: String, why: String) throws {
        let data = try snapshot(withScreens: screens)
        let restarted = try FixtureApp.harness()
        let error = try #require(throws: RestorationError.self) { try restarted.router.restore(from: data) }
        guard case .unreadable(let detail) = error else {
            Issue.record("Unreadable, not \(error)")
            return
        }
        #expect(detail.contains(why), "\(detail)")
        #expect(restarted.router.entriesWithScreenState.isEmpty, "Nothing of the file is restored")
    }

    @Test(arguments: [#"{"k":[1 2,,]}"#, #"{"k":01}"#, #"{"k" 1}"#, #"{"k":tru}"#])
    func keptStateThatIsNoJSONIsDroppedBeforeItIsSavedAgain(value: String) throws {
        let data = try snapshot(withScreens: #"{"1":{"catalog.draft":"# + value + "}}")
        let restarted = try FixtureApp.harness()
        try restarted.router.restore(from: data)
        #expect(restarted.router.state.stack(of: "search") == [.list], "The place is kept")
        let saved = String(decoding: try restarted.router.snapshot(), as: UTF8.self)
        #expect(!saved.contains("catalog.draft"), "Never copied into the next snapshot")
        #expect(try JSONSerialization.jsonObject(with: Data(saved.utf8)) is [String: Any])
    }

    @Test func aValueReadWithItsTypeIsSavedAgainAsItsTypeWritesIt() throws {
        struct Shape: Codable, Sendable, Equatable {
            let text: String
        }
        let data = try snapshot(withScreens: #"{"1":{"catalog.draft":{"text":"a","text":"b"}}}"#)
        let restarted = try FixtureApp.harness()
        try restarted.router.restore(from: data)
        let entry = try #require(restarted.router.state.entries(of: "search").first)
        _ = restarted.router.screenState(ScreenStateKey.Saved<Shape>("catalog.draft"), of: entry) {
            Shape(text: "anew")
        }
        let saved = String(decoding: try restarted.router.snapshot(), as: UTF8.self)
        #expect(saved.components(separatedBy: "text").count == 2, "One key, never the bytes read: \(saved)")
    }

    @Test func aValueNeverReadWhoseKeyIsGivenTwiceIsNotSavedAgain() throws {
        let data = try snapshot(withScreens: #"{"1":{"catalog.draft":{"text":"a","text":"b"}}}"#)
        let restarted = try FixtureApp.harness()
        try restarted.router.restore(from: data)
        #expect(!String(decoding: try restarted.router.snapshot(), as: UTF8.self).contains("catalog.draft"))
    }

    @Test func aKeptValueIsReadAsWrittenWhateverItHolds() throws {
        struct Shape: Codable, Sendable, Equatable {
            let text: String
            let list: [[Int]]
        }
        let value = #"{"text":"a } and a ] in a string, \\ and \" too","list":[[1],[2,3]]}"#
        let data = try snapshot(withScreens: #"{"1":{"catalog.draft":"# + value + "}}")
        let restarted = try FixtureApp.harness()
        try restarted.router.restore(from: data)
        let entry = try #require(restarted.router.state.entries(of: "search").first)
        let read = restarted.router.screenState(ScreenStateKey.Saved<Shape>("catalog.draft"), of: entry) {
            Shape(text: "anew", list: [])
        }
        #expect(read == Shape(text: #"a } and a ] in a string, \ and " too"#, list: [[1], [2, 3]]))
    }

    @Test func stateOfScreensNotRestoredAndOfTheStateReplacedGoes() throws {
        let entry = try list()
        router.setScreenState("kept", Self.draft, of: entry)
        let snapshot = try router.snapshot()
        let restarted = try FixtureApp.harness()
        try restarted.router.perform(.selectTab("search"), .push(.item(4)))
        let before = try #require(restarted.router.state.entries(of: "search").first)
        restarted.router.setScreenState("of the replaced state", Self.draft, of: before)
        try restarted.router.restore(from: snapshot) { $0.name != "catalog.list" }
        #expect(restarted.router.entriesWithScreenState.isEmpty)
    }

    @Test func aSnapshotKeepsScreenStateWithinItsBound() throws {
        let entry = try list()
        router.setScreenState(String(repeating: "x", count: 20_000), Self.draft, of: entry)
        router.setScreenState(3, Self.position, of: entry)
        let text = String(decoding: try router.snapshot(), as: UTF8.self)
        #expect(!text.contains("xxxx"), "A value over the bound is not saved")
        #expect(text.contains(#""catalog.position":3"#))
    }
}

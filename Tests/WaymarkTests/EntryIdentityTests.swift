import Foundation
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// Every entry of every stack and layer has an identity for as long as it stays in the state: the
/// same route twice is two entries, screens coming and going above one leave it alone, and a
/// restart keeps it.
@MainActor
@Suite("Entries and their identities")
struct EntryIdentityTests {
    let app: NavigationHarness
    init() throws { app = try FixtureApp.harness() }

    var state: NavigationState { app.router.state }

    @Test func theSameRouteTwiceIsTwoEntriesNumberedInOrder() throws {
        try app.router.perform(.selectTab("search"), .push(.item(1)), .push(.item(1)))
        #expect(state.entries(of: "search") == [EntryID(1), EntryID(2)])
        #expect(state.location(of: EntryID(2)) == .tab("search", position: 1))
        #expect(state.route(of: EntryID(2)) == .item(1))
    }

    @Test func anEntryKeepsItsIdentityWhileScreensComeAndGoAboveIt() throws {
        try app.router.perform(.selectTab("search"), .push(.list))
        let list = try #require(state.entries(of: "search").first)
        try app.router.perform(.push(.item(1)))
        try app.router.perform(.pop())
        try app.router.perform(.selectTab("home"))
        try app.router.perform(.present(.settings, path: [.privacy]))
        #expect(state.entries(of: "search") == [list])
        try app.router.perform(.dismissAll)
        try app.router.perform(.selectTab("search"), .push(.item(2)))
        #expect(state.entries(of: "search").first == list)
    }

    @Test func aScreenPushedAgainAfterItWentIsANewEntry() throws {
        try app.router.perform(.selectTab("search"), .push(.item(1)))
        let first = state.entries(of: "search")
        try app.router.perform(.pop())
        try app.router.perform(.push(.item(1)))
        #expect(state.entries(of: "search") != first)
        #expect(
            state.entries(of: "search").allSatisfy { $0.rawValue > first[0].rawValue },
            "Identities are never given twice")
    }

    @Test func aTransactionThatShowsTheSameScreensKeepsTheirEntries() throws {
        try app.router.perform(.selectTab("search"), .push(.list), .push(.item(1)))
        let before = state.entries(of: "search")
        try app.router.perform(.replaceStack([.list, .item(1)], on: .tab("search")))
        #expect(state.entries(of: "search") == before)
        try app.router.perform(.replaceStack([.list, .item(2)], on: .tab("search")))
        #expect(state.entries(of: "search")[0] == before[0])
        #expect(state.entries(of: "search")[1] != before[1])
    }

    @Test func aLayerKeepsItsEntriesThroughTheReturnPointAndBack() throws {
        try app.router.perform(.selectTab("search"), .push(.list), .present(.settings, path: [.privacy]))
        let layer = state.entries(ofLayer: 0)
        #expect(layer.count == 2)
        try app.router.perform(.leaveModals(push: [.item(1)], rememberModals: true))
        #expect(state.entries(ofLayer: 0).isEmpty)
        #expect(state.location(of: layer[1]) == .returnLayer(0, position: 1), "Waiting in the return point")
        try app.router.perform(.pop())
        #expect(state.entries(ofLayer: 0) == layer, "Presented again: the same entries")
    }

    @Test func theSameTransactionsGiveTheSameIdentities() throws {
        let other = try FixtureApp.harness()
        for harness in [app, other] {
            try harness.router.perform(.selectTab("search"), .push(.list), .present(.settings))
            try harness.router.perform(.push(.item(3), on: .tab("search")))
        }
        #expect(state.entryIDs == other.router.state.entryIDs)
        #expect(state.entries(of: "search") == other.router.state.entries(of: "search"))
    }

    @Test func aStateWrittenByHandHasIdentitiesInOrderAndEqualsTheRoutersOnlyWithTheSame() throws {
        try app.router.perform(.selectTab("search"), .push(.item(2)), .pop(), .push(.list), .push(.item(1)))
        let written = NavigationState(
            selectedTab: "search", stacks: ["home": [], "search": [.list, .item(1)], "account": []])
        #expect(written.entries(of: "search") == [EntryID(1), EntryID(2)])
        #expect(state.entries(of: "search") == [EntryID(2), EntryID(3)])
        #expect(written != state, "== compares identities and the counter")
        #expect(written == state.identifiedInOrder, "The same screens, whenever each was shown")
    }

    @Test func popAndPushInOneTransactionMakeANewEntry() throws {
        try app.router.perform(.selectTab("search"), .push(.item(1)))
        let first = state.entries(of: "search")
        try app.router.perform(.pop(), .push(.item(1)))
        #expect(state.stack(of: "search") == [.item(1)])
        #expect(state.entries(of: "search") == [EntryID(2)], "\(first) went; the screen pushed again is new")
    }

    @Test func goingAndComingBackLeavesTheCounterOnward() throws {
        let before = state
        try app.router.perform(.selectTab("search"), .push(.list))
        try app.router.perform(.pop(), .selectTab(before.selectedTab))
        #expect(state != before, "The identity given stays given")
        #expect(state.nextEntry == before.nextEntry + 1)
        #expect(state.identifiedInOrder == before)
    }

    @Test func aStateGivenWholeKeepsOnlyIdentitiesTheRouterHoldsForTheSameRoutes() throws {
        try app.router.perform(.selectTab("search"), .push(.list), .push(.item(1)), .push(.item(2)))
        // Written by hand: entries 1 and 2 are the router's list and item 1, entry 3 is not item 2.
        let written = NavigationState(
            selectedTab: "search", stacks: ["home": [], "search": [.list, .item(1), .reviews(1)], "account": []])
        try app.router.replaceState(written, cause: .restoration)
        #expect(state.entries(of: "search") == [EntryID(1), EntryID(2), EntryID(4)])
        #expect(state.nextEntry == 5, "No identity of the router's history is given again")
    }

    @Test func aStateGivenWholeKeepsIdentitiesByPlaceNotByNumber() throws {
        try app.router.perform(.selectTab("search"), .push(.list), .push(.item(1)))
        let search = state.entries(of: "search")
        // Written by hand, the home tab's screen is numbered 1 and search's list 2, item 3: the
        // numbers say nothing; search's screens are where they were, so they keep their entries.
        let written = NavigationState(
            selectedTab: "search", stacks: ["home": [.list], "search": [.list, .item(1)], "account": []])
        #expect(written.entries(of: "home") == [EntryID(1)])
        try app.router.replaceState(written, cause: .restoration)
        #expect(state.entries(of: "search") == search)
        // New, counted on from the larger counter (the written state's, 4): not search's list's.
        #expect(state.entries(of: "home") == [EntryID(4)])
        #expect(state.nextEntry == 5)
    }

    @Test func codableRefusesIdentitiesAStateNeverHolds() throws {
        try app.router.perform(.selectTab("search"), .push(.list), .push(.item(1)))
        let text = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
        #expect(text.contains(#""nextEntry":3"#))
        let decoder = app.registry.decoder()
        #expect(try decoder.decode(NavigationState.self, from: Data(text.utf8)) == state)
        for damaged in [#""nextEntry":2"#, #""nextEntry":0"#] {
            let data = Data(text.replacingOccurrences(of: #""nextEntry":3"#, with: damaged).utf8)
            #expect(throws: DecodingError.self, "\(damaged)") { try decoder.decode(NavigationState.self, from: data) }
        }
    }

    @Test func signingOutKeepsTheEntriesBelowWhatItPrunes() throws {
        try app.router.perform(.selectTab("account"), .push(.profile(1)))
        try app.router.perform(.selectTab("search"), .push(.list), .push(.item(2)))
        let search = state.entries(of: "search")
        app.router.session.revoke(.signedIn)
        #expect(state.entries(of: "search") == search)
        #expect(state.entries(of: "account").isEmpty)
    }

    // MARK: - Through a restart

    @Test func aSnapshotKeepsEveryIdentityAndTheNextToGive() throws {
        try app.router.perform(.selectTab("search"), .push(.list), .push(.item(1)), .present(.settings))
        try app.router.perform(.pop(), .push(.item(2), on: .tab("search")))
        let snapshot = try app.router.snapshot()
        let restored = try FixtureApp.harness()
        try restored.router.restore(from: snapshot)
        #expect(restored.router.state.entries(of: "search") == state.entries(of: "search"))
        #expect(restored.router.state.entries(ofLayer: 0) == state.entries(ofLayer: 0))
        try restored.router.perform(.push(.item(9), on: .tab("search")))
        let newest = try #require(restored.router.state.entries(of: "search").last)
        #expect(!state.entryIDs.contains(newest), "A restored state never gives an identity twice")
        #expect(String(decoding: snapshot, as: UTF8.self).hasPrefix(#"{"version":3,"#))
    }

    @Test func restoringOverTheSameScreensTakesTheSavedIdentities() throws {
        try app.router.perform(.selectTab("search"), .push(.list), .push(.item(1)))
        let text = String(decoding: try app.router.snapshot(), as: UTF8.self)
            .replacingOccurrences(of: #""search":[1,2]"#, with: #""search":[5,6]"#)
            .replacingOccurrences(of: #""next":3"#, with: #""next":7"#)
        try app.router.restore(from: Data(text.utf8))
        #expect(state.entries(of: "search") == [EntryID(5), EntryID(6)])
    }

    @Test func aVersionTwoSnapshotRestoresWithNewIdentities() throws {
        try app.router.perform(.selectTab("search"), .push(.list), .push(.item(1)))
        var text = String(decoding: try app.router.snapshot(), as: UTF8.self)
        let entries = #","entries":\{"next":[0-9]+,"tabs":\{[^}]*\},"layers":\[\],"returnLayers":\[\]\}"#
        let range = try #require(text.range(of: entries, options: .regularExpression))
        text.removeSubrange(range)
        text = text.replacingOccurrences(of: #"{"version":3,"#, with: #"{"version":2,"#)
        let restored = try FixtureApp.harness()
        let repairs = try restored.router.restore(from: Data(text.utf8))
        #expect(repairs.isEmpty)
        #expect(restored.router.state.entries(of: "search").count == 2)
        #expect(restored.router.state.stack(of: "search") == [.list, .item(1)])
    }

    @Test func identitiesBeyondTheLargestAreGivenAnewWithoutOverflowing() throws {
        try app.router.perform(.selectTab("search"), .push(.list), .push(.item(1)))
        let text = String(decoding: try app.router.snapshot(), as: UTF8.self)
            .replacingOccurrences(of: #""search":[1,2]"#, with: #""search":[9223372036854775807,2]"#)
            .replacingOccurrences(of: #""next":3"#, with: #""next":9223372036854775807"#)
        let restored = try FixtureApp.harness()
        try restored.router.restore(from: Data(text.utf8))
        #expect(restored.router.state.entries(of: "search").allSatisfy { $0.rawValue <= EntryID.largest })
        try restored.router.perform(.push(.item(3)))
        #expect(Set(restored.router.state.entries(of: "search")).count == 3)
        // The state a hostile snapshot left still reads back as it was written.
        let state = restored.router.state
        let written = try JSONEncoder().encode(state)
        #expect(try restored.registry.decoder().decode(NavigationState.self, from: written) == state)
    }

    /// An identity kept at the largest leaves no room above it: the entry that needs a new one
    /// takes the smallest number the snapshot names nowhere, and what was kept for the other
    /// stays with it.
    @Test func withNoRoomAboveTheKeptIdentitiesNewOnesTakeNumbersTheSnapshotNamesNowhere() throws {
        try app.router.perform(.selectTab("search"), .push(.list), .push(.item(1)))
        let item = EntryID(2)
        app.router.setScreenState("half a sentence", ScreenStateKey.Saved<String>("catalog.draft"), of: item)
        let saved = String(decoding: try app.router.snapshot(), as: UTF8.self)
        let text =
            saved
            .replacingOccurrences(of: #""search":[1,2]"#, with: #""search":[3,\#(EntryID.largest)]"#)
            .replacingOccurrences(of: #""screens":{"2":"#, with: #""screens":{"\#(EntryID.largest)":"#)
        #expect(text.contains("[3,\(EntryID.largest)]") && text.contains(#"{"\#(EntryID.largest)":"#), "\(saved)")
        let restored = try FixtureApp.harness()
        #expect(try restored.router.restore(from: Data(text.utf8)).isEmpty)
        let kept = EntryID(EntryID.largest)
        #expect(restored.router.state.entries(of: "search") == [EntryID(3), kept])
        #expect(
            restored.router.screenState(ScreenStateKey.Saved<String>("catalog.draft"), of: kept) { "" }
                == "half a sentence")

        // The list's identity is damaged (0): it takes 1, which the snapshot names nowhere.
        let damaged = text.replacingOccurrences(of: "[3,\(EntryID.largest)]", with: "[0,\(EntryID.largest)]")
        let again = try FixtureApp.harness()
        try again.router.restore(from: Data(damaged.utf8))
        #expect(again.router.state.entries(of: "search") == [EntryID(1), kept])
        #expect(
            again.router.screenState(ScreenStateKey.Saved<String>("catalog.draft"), of: kept) { "" }
                == "half a sentence")
        #expect(again.router.state.nextEntry == EntryID.largest + 1)
    }

    /// Restoring signed out drops the signed-in sheet and the signed-in screen under it, which
    /// brings the user back to where the sign-in screen was left: it is presented again, and
    /// keeps the identity it had, not the dropped sheet's.
    @Test func aLayerTheReturnPointPresentsAgainKeepsItsOwnIdentity() throws {
        try app.router.perform(.selectTab("account"), .present(.signIn))
        let signIn = try #require(state.entries(ofLayer: 0).first)
        try app.router.perform(.leaveModals(push: [.profile(1)], rememberModals: true))
        try app.router.perform(.present(.settings))
        let settings = try #require(state.entries(ofLayer: 0).first)
        let restored = try FixtureApp.harness(met: [])
        try restored.router.restore(from: try app.router.snapshot())
        #expect(restored.router.state.stack(of: "account").isEmpty)
        #expect(restored.router.state.modals.map(\.root) == [.signIn])
        #expect(restored.router.state.entries(ofLayer: 0) == [signIn], "Not \(settings), the dropped sheet's")
    }

    @Test(arguments: [
        #""held":5"#, #""entries":{"layers":[1]}"#, #""awaiting":[{"asker":"x","answerer":2,"type":"t"}]"#,
        #""screens":{"1":3}"#, #""screens":7"#,
    ])
    func whatIsKeptBesideThePlaceIsDroppedWhenItHasAnotherShapeAndThePlaceKept(extra: String) throws {
        try app.router.perform(.selectTab("search"), .push(.list))
        var text = String(decoding: try app.router.snapshot(), as: UTF8.self)
        text = text.replacingOccurrences(of: #","entries":{"#, with: ",\(extra),\"entries0\":{")
        let restored = try FixtureApp.harness()
        try restored.router.restore(from: Data(text.utf8))
        #expect(restored.router.state.stack(of: "search") == [.list], "\(extra)")
    }

    @Test(arguments: [
        (#""search":[1,2]"#, #""search":[7,7]"#, "repeated"),
        (#""search":[1,2]"#, #""search":[-4]"#, "not positive and missing"),
        (#""next":3"#, #""next":1"#, "a next below what was given"),
    ])
    func damagedIdentitiesAreGivenAnewAndTheRestKept(original: String, damaged: String, what: String) throws {
        try app.router.perform(.selectTab("search"), .push(.list), .push(.item(1)))
        let text = String(decoding: try app.router.snapshot(), as: UTF8.self)
        #expect(text.contains(original), "\(what): \(text)")
        let restored = try FixtureApp.harness()
        try restored.router.restore(from: Data(text.replacingOccurrences(of: original, with: damaged).utf8))
        let ids = restored.router.state.entries(of: "search")
        #expect(ids.count == 2 && Set(ids).count == 2, "\(what)")
        #expect(restored.router.state.stack(of: "search") == [.list, .item(1)], "\(what)")
        try restored.router.perform(.push(.item(5)))
        #expect(Set(restored.router.state.entries(of: "search")).count == 3, "\(what): never given twice")
    }
}

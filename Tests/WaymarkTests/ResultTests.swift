import Foundation
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// A small app whose screens give values back: a list that asks a picker sheet for the ids it
/// shows, and a note that asks a pushed form for its text.
enum ResultApp {
    enum Screen: Route {
        case home, lists
        case list(ids: [Int])
        case picker
        case note(String)
        case form

        static let typeKey = "fixture.results"
        var destinationName: DestinationName {
            switch self {
            case .home: "results.home"
            case .lists: "results.lists"
            case .list: "results.list"
            case .picker: "results.picker"
            case .note: "results.note"
            case .form: "results.form"
            }
        }
    }

    struct Feature: NavigationFeature {
        let name = "results"
        var pickerGives: ResultKind = .ids

        enum ResultKind { case ids, text, nothing }

        func register(into registrar: inout FeatureRegistrar) {
            let sheet: DestinationDeclaration<Screen> = .sheet("results.picker")
            let picker =
                switch pickerGives {
                case .ids: sheet.givesBack([Int].self)
                case .text: sheet.givesBack(String.self)
                case .nothing: sheet
                }
            registrar.register(
                Screen.self,
                destinations: [
                    .tabRoot("results.home", tab: "home"),
                    .tabRoot("results.lists", tab: "lists"),
                    .push("results.list", hostTab: "lists")
                        .asks("results.picker", for: [Int].self) { _, ids in .list(ids: ids) },
                    picker,
                    .push("results.note", hostTab: "lists")
                        .asks("results.form", for: String.self) { _, text in .note(text) },
                    .push("results.form", hostTab: "lists").givesBack(String.self),
                ])
        }
    }

    /// A feature of another team asking the picker for a value.
    struct OtherTeam: NavigationFeature {
        let name = "other"
        enum OtherScreen: Route {
            case asking
            static let typeKey = "fixture.other"
            var destinationName: DestinationName { "other.asking" }
        }

        func register(into registrar: inout FeatureRegistrar) {
            registrar.register(
                OtherScreen.self,
                destinations: [
                    .push("other.asking", hostTab: "home").asks("results.picker", for: String.self) { route, _ in route
                    }
                ])
        }
    }

    @MainActor
    static func harness() throws -> NavigationHarness {
        try NavigationHarness(tabs: ["home", "lists"], features: [Feature()], met: [])
    }
}

private typealias Screen = ResultApp.Screen

@MainActor
@Suite("Results between screens")
struct ResultTests {
    let app: NavigationHarness
    init() throws { app = try ResultApp.harness() }

    var state: NavigationState { app.router.state }

    /// The list pushed on the lists tab, asking the picker: (asker, answerer).
    func asked() throws -> (asker: EntryID, answerer: EntryID) {
        try app.router.perform(.selectTab("lists"), .push(Screen.list(ids: []).erased))
        try app.router.perform(.askForResult(Screen.picker.erased))
        let request = try #require(state.awaiting.first)
        return (request.asker, request.answerer)
    }

    @Test func codableRefusesARequestNamingAScreenTheStateDoesNotHold() throws {
        let (asker, answerer) = try asked()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(state), as: UTF8.self)
        let decoder = app.registry.decoder()
        #expect(try decoder.decode(NavigationState.self, from: Data(text.utf8)) == state)
        let asked = #""answerer":\#(answerer.rawValue),"asker":\#(asker.rawValue)"#
        #expect(text.contains(asked))
        let stranger = state.nextEntry - 1 + 100
        for damaged in [
            #""asker":\#(stranger),"answerer":\#(answerer.rawValue)"#, #""asker":\#(asker.rawValue),"answerer":0"#,
        ] {
            let data = Data(text.replacingOccurrences(of: asked, with: damaged).utf8)
            #expect(throws: DecodingError.self, "\(damaged)") { try decoder.decode(NavigationState.self, from: data) }
        }
    }

    @Test func askingRecordsWhoAskedWhomAndOpensTheAnswerer() throws {
        let (asker, answerer) = try asked()
        #expect(state.awaiting == [ResultRequest(asker: asker, answerer: answerer, type: ResultType([Int].self))])
        #expect(state.location(of: asker) == .tab("lists", position: 0))
        #expect(state.location(of: answerer) == .layer(0, position: 0))
        #expect(state.modals.map(\.root) == [Screen.picker.erased])
    }

    @Test func givingClosesTheAnswererAndDeliversToTheAskerInOneTransaction() throws {
        let (asker, _) = try asked()
        let recorded = app.router.journal.recordedCount
        try app.router.perform(.giveResult(try GivenResult([3, 1])))
        #expect(app.router.journal.recordedCount == recorded + 1)
        #expect(state.modals.isEmpty)
        #expect(state.stack(of: "lists") == [Screen.list(ids: [3, 1]).erased])
        #expect(state.entries(of: "lists") == [asker], "The asker keeps its identity")
        #expect(state.awaiting.isEmpty)
        let notes = try #require(app.router.journal.entries.last?.notes)
        #expect(notes.contains { if case .resultDelivered(let request) = $0 { request.asker == asker } else { false } })
    }

    @Test func aResultGivenTwiceOrByAScreenNobodyAskedIsATypedError() throws {
        _ = try asked()
        try app.router.perform(.giveResult(try GivenResult([2])))
        let after = state
        #expect(throws: NavigationError.nobodyAsked(Screen.list(ids: [2]).destinationName)) {
            try app.router.perform(.giveResult(try GivenResult([5])))
        }
        #expect(state == after)
        try app.router.perform(.present(Screen.picker.erased))
        #expect(throws: NavigationError.nobodyAsked("results.picker")) {
            try app.router.perform(.giveResult(try GivenResult([5])))
        }
    }

    @Test func aValueOfAnotherTypeIsRefused() throws {
        _ = try asked()
        let before = state
        #expect(
            throws: NavigationError.resultTypeMismatch(asked: ResultType([Int].self), given: ResultType(String.self))
        ) {
            try app.router.perform(.giveResult(try GivenResult("three")))
        }
        #expect(state == before)
    }

    @Test func aTabRootOrAScreenThatDoesNotAskCannotAsk() throws {
        try app.router.perform(.selectTab("lists"))
        #expect(throws: NavigationError.noScreenToAsk) { try app.router.perform(.askForResult(Screen.picker.erased)) }
        try app.router.perform(.push(Screen.note("").erased))
        #expect(throws: NavigationError.notAsking("results.picker", asker: "results.note")) {
            try app.router.perform(.askForResult(Screen.picker.erased))
        }
    }

    @Test func aPushedAnswererIsPoppedAndItsValueDelivered() throws {
        try app.router.perform(.selectTab("lists"), .push(Screen.note("draft").erased))
        try app.router.perform(.askForResult(Screen.form.erased))
        #expect(state.stack(of: "lists") == [Screen.note("draft").erased, Screen.form.erased])
        try app.router.perform(.giveResult(try GivenResult("final")))
        #expect(state.stack(of: "lists") == [Screen.note("final").erased])
    }

    @Test func anAskerThatIsGoneDropsTheRequestWithAJournalNote() throws {
        let (asker, answerer) = try asked()
        try app.router.perform(.popToRoot(.tab("lists")))
        #expect(state.awaiting.isEmpty)
        #expect(
            app.router.journal.entries.last?.notes.contains(
                .resultDropped(
                    ResultRequest(asker: asker, answerer: answerer, type: ResultType([Int].self)), .askerGone))
                == true)
        #expect(throws: NavigationError.nobodyAsked("results.picker")) {
            try app.router.perform(.giveResult(try GivenResult([1])))
        }
        #expect(state.stack(of: "lists").isEmpty, "Never delivered to another screen")
    }

    @Test func anAnswererSwipedAwayDropsTheRequest() throws {
        let (asker, answerer) = try asked()
        try app.router.userDid(.draggedDown(layer: 0))
        #expect(state.awaiting.isEmpty)
        #expect(
            app.router.journal.entries.last?.notes.contains(
                .resultDropped(
                    ResultRequest(asker: asker, answerer: answerer, type: ResultType([Int].self)), .answererClosed))
                == true)
        #expect(state.stack(of: "lists") == [Screen.list(ids: []).erased])
    }

    @Test func signingOutKeepsTheRequestsWhoseScreensStay() async throws {
        let app = try NavigationHarness(tabs: ["home", "lists"], features: [ResultApp.Feature()], met: [.signedIn])
        try app.router.perform(.selectTab("lists"), .push(Screen.list(ids: []).erased))
        try app.router.perform(.askForResult(Screen.picker.erased))
        let awaiting = app.router.state.awaiting
        let recorded = app.router.journal.recordedCount
        app.router.session.revoke(.signedIn)
        #expect(app.router.state.awaiting == awaiting)
        #expect(app.router.journal.recordedCount == recorded, "Nothing was pruned, so nothing happened")
    }

    // MARK: - Through a restart

    @Test func aRequestSurvivesARestartBetweenAskingAndAnswering() throws {
        let (asker, answerer) = try asked()
        let snapshot = try app.router.snapshot()
        #expect(String(decoding: snapshot, as: UTF8.self).contains(#""awaiting":[{"asker":1,"answerer":2,"type":"#))
        let restarted = try ResultApp.harness()
        try restarted.router.restore(from: snapshot)
        #expect(restarted.router.state.awaiting == state.awaiting)
        try restarted.router.perform(.giveResult(try GivenResult([7])))
        #expect(restarted.router.state.stack(of: "lists") == [Screen.list(ids: [7]).erased])
        #expect(restarted.router.state.entries(of: "lists") == [asker])
        #expect(!restarted.router.state.entryIDs.contains(answerer))
    }

    @Test func aRequestWhoseAskerIsNotRestoredIsDroppedAsARepair() throws {
        _ = try asked()
        let restarted = try ResultApp.harness()
        let restored = try restarted.router.restore(from: try app.router.snapshot()) { $0.name != "results.list" }
        #expect(restarted.router.state.awaiting.isEmpty)
        #expect(restored.contains { if case .resultRequestDropped = $0 { true } else { false } })
    }

    /// The asking list comes back, the picker that was to answer it does not (a version that no
    /// longer restores it): the request names a screen the state does not hold, so it is dropped,
    /// and said so, rather than kept waiting for an answer no screen can give.
    @Test func aRequestWhoseAnswererIsNotRestoredIsDroppedAsARepair() throws {
        let (asker, answerer) = try asked()
        let restarted = try ResultApp.harness()
        let restored = try restarted.router.restore(from: try app.router.snapshot()) { $0.name != "results.picker" }
        #expect(restarted.router.state.entries(of: "lists") == [asker], "The asker is restored, with its identity")
        #expect(!restarted.router.state.entryIDs.contains(answerer) && restarted.router.state.modals.isEmpty)
        #expect(restarted.router.state.awaiting.isEmpty)
        #expect(
            restored.contains(
                .resultRequestDropped(ResultRequest(asker: asker, answerer: answerer, type: ResultType([Int].self)))))
        // Nothing waits: a picker asked for afresh answers the list, not the request that went.
        try restarted.router.perform(.askForResult(Screen.picker.erased))
        #expect(restarted.router.state.awaiting.map(\.asker) == [asker])
        #expect(restarted.router.state.awaiting.count == 1)
    }

    /// Both screens come back, but the file was saved by a version whose list asked the picker
    /// for text: the list asks for ids now, so no value the picker gives can reach it.
    @Test func aRequestWhoseTypeNoLongerFitsIsDroppedAsARepair() throws {
        let (asker, answerer) = try asked()
        let saved = String(decoding: try app.router.snapshot(), as: UTF8.self)
        let asIDs = #""type":"\#(ResultType([Int].self).name)""#
        let asText = #""type":"\#(ResultType(String.self).name)""#
        try #require(saved.contains(asIDs))
        let restarted = try ResultApp.harness()
        let restored = try restarted.router.restore(
            from: Data(saved.replacingOccurrences(of: asIDs, with: asText).utf8))
        #expect(restarted.router.state.entryIDs.isSuperset(of: [asker, answerer]), "Both screens are restored")
        #expect(restarted.router.state.awaiting.isEmpty)
        #expect(
            restored.contains(
                .resultRequestDropped(ResultRequest(asker: asker, answerer: answerer, type: ResultType(String.self)))))
    }

    // MARK: - At start-up

    @Test func anAskerAndAnAnswererThatDisagreeOnTheTypeAreAConflictNamingBoth() throws {
        for (gives, given) in [(ResultApp.Feature.ResultKind.text, ResultType(String.self)), (.nothing, nil)] {
            var builder = RegistryBuilder(tabs: ["home", "lists"])
            builder.add(ResultApp.Feature(pickerGives: gives))
            let error = try #require(throws: RegistryError.self) { try builder.build() }
            #expect(
                error.conflicts.contains(
                    .resultTypeMismatch(
                        asker: "results.list", askerFeature: "results", answerer: "results.picker",
                        answererFeature: "results", asked: ResultType([Int].self), given: given)))
        }
        var builder = RegistryBuilder(tabs: ["home", "lists"])
        builder.add(ResultApp.Feature())
        builder.add(ResultApp.OtherTeam())
        let error = try #require(throws: RegistryError.self) { try builder.build() }
        let conflict = try #require(error.conflicts.first)
        #expect(
            conflict.description
                == "'other.asking' (feature 'other') asks 'results.picker' (feature 'results') for Swift.String, but 'results.picker' gives back Swift.Array<Swift.Int>."
        )
    }
}

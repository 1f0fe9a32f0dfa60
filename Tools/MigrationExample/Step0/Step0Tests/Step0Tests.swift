import AppModels
import Foundation
import Journeys
import LegacyApp
import Step0App
import Testing
import Waymark
import WaymarkShell

/// Step 0: the legacy enum registered whole. Every legacy journey shows the same screens, every
/// link the legacy app opened (or refused) does the same, and the legacy app's saved session
/// restores.
@Suite("Step 0: the whole enum, handed to Waymark")
@MainActor
struct Step0Tests {
    let legacy: (SavedSession?) async throws -> LegacyApp = { try LegacyApp(session: $0) }
    let step: (SavedSession?) async throws -> WaymarkShell = { try await Step0.launch(session: $0) }

    @Test(arguments: Journeys.all.map(\.name))
    func aLegacyJourneyShowsTheSameScreens(_ name: String) async throws {
        let journey = try #require(Journeys.all.first { $0.name == name })
        #expect(try await journey.replay(launching: step) == journey.replay(launching: legacy))
    }

    @Test func everyLinkTheLegacyAppOpenedOrRefusedDoesTheSame() async throws {
        #expect(try await StepCheck.linkSightings(launching: step) == StepCheck.linkSightings(launching: legacy))
    }

    @Test(arguments: Journeys.sessions.map(\.name))
    func theLegacyAppsSavedSessionRestores(_ name: String) async throws {
        let journey = try #require(Journeys.sessions.first { $0.name == name })
        let saved = try await journey.session(launching: legacy)
        #expect(saved.savedBy == "legacy")
        let restored = try await StepCheck.backToRoot(from: saved, launching: step)
        #expect(restored == (try await StepCheck.backToRoot(from: saved, launching: legacy)))
        #expect(restored.count > 1, "The session held a path")
    }

    @Test func aLegacySessionWithACaseNoLongerReadKeepsTheRestAndSaysSo() async throws {
        let text = """
            {"selectedTab": "hub", "path": [{"university": {"_0": 7}}, {"planet": {"_0": "mars"}}, {"inbox": {}}]}
            """
        let app = try await Step0.launch(session: SavedSession(savedBy: "legacy", data: Array(text.utf8)))
        #expect(
            app.router.state.stack(of: "hub") == [
                AnyRoute(AppDestination.university(7)), AnyRoute(AppDestination.inbox),
            ])
        #expect(app.router.state.notice == .app(AppNotice("sessionPartlyRestored", details: ["1"])))

        let broken = try await Step0.launch(session: SavedSession(savedBy: "legacy", data: Array("{".utf8)))
        #expect(broken.sighting.description == "hub: Hub")
        #expect(broken.router.state.notice == .app(AppNotice("sessionUnreadable")))
    }

    @Test func theTableShowsTheEnumsAsLegacyAndTheirLinksGoToTheirParsers() async throws {
        let lines = RouteTable(registry: try Step0.registry()).rendered(as: .text).split(separator: "\n")
        #expect(
            lines.filter { $0.contains("(legacy)") }.map { String($0.prefix { $0 != " " }) } == [
                "legacy.app.destination", "legacy.app.sheet",
            ])
        let app = try await Step0.launch()
        await app.open("chapter://university/7")
        #expect(app.router.journal.entries.last?.cause == .link("chapter://university/7"))
        #expect(app.router.state.topEntry?.route == AnyRoute(AppDestination.university(7)))
        await app.open("chapter://filters")
        #expect(app.sighting.description == "hub: Filters (sheet)", "The sheets' parser answers after the enum's")
    }

    @Test func aSavedSessionKeepsEachScreenByItsLegacyLink() async throws {
        let saved = try await Journeys.sheetSessions[1].session(launching: step)
        let text = String(decoding: saved.data, as: UTF8.self)
        #expect(text.contains(#""chapter://course/\#(Directory.physics.uuidString)""#))
        #expect(text.contains(#""chapter://filters""#), "The sheet waiting to reopen, by the link step 0 gave it")
    }
}

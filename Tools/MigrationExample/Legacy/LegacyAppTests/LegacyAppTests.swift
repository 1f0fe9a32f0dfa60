import AppModels
import Foundation
import Journeys
import LegacyApp
import Testing

/// The legacy app's own behaviour, which every step of the move must keep: the seed's router as
/// it ships.
@Suite("The legacy app")
@MainActor
struct LegacyAppTests {
    let launch: (SavedSession?) async throws -> LegacyApp = { try LegacyApp(session: $0) }

    @Test func aCourseOpenedFromTheFiltersSheetDismissesItAndTheSheetReopensOnBack() async throws {
        let seen = try await Journeys.all[1].replay(launching: launch)
        #expect(
            seen.map(\.description) == [
                "hub: Hub", "search: Search", "search: Filters (sheet)", "search: Physics",
                "search: University of Edinburgh", "search: Physics", "search: Filters (sheet)", "search: Search",
            ])
    }

    @Test func everyLinkOfTheCatalogueOpensAScreenOfItsOwnAndTheRefusedOnesNone() async throws {
        let seen = try await StepCheck.linkSightings(launching: launch)
        #expect(Set(Journeys.links.compactMap { seen[$0]?.title }).count == Journeys.links.count)
        #expect(!Journeys.links.contains { seen[$0]?.title == "Hub" })
        #expect(Journeys.refusedLinks.allSatisfy { seen[$0]?.description == "hub: Hub" })
    }

    @Test func aSessionKeepsItsTabAndPathAcrossARelaunch() async throws {
        let session = try await Journeys.sessions[1].session(launching: launch)
        let seen = try await StepCheck.backToRoot(from: session, launching: launch)
        #expect(seen.map(\.description) == ["search: University of Edinburgh", "search: Physics", "search: Search"])
    }

    @Test func aLinkTheParserCannotReadChangesNothing() async throws {
        let app = try LegacyApp()
        await app.open("chapter://planet/mars")
        await app.notify(["type": "group", "id": UUID().uuidString])
        #expect(app.sighting.description == "hub: Hub")
    }
}

import AppModels
import Foundation
import Journeys
import LegacyApp
import Step0App
import Testing
import Waymark
import WaymarkShell

/// Step 0: the legacy enum registered whole. Every legacy journey shows the same screens, every
/// link the legacy app opened opens the same screen, and the legacy app's saved session restores.
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

    @Test func everyLinkTheLegacyAppOpenedOpensTheSameScreen() async throws {
        #expect(try await StepCheck.linkSightings(launching: step) == StepCheck.linkSightings(launching: legacy))
    }

    @Test(arguments: Journeys.sessions.map(\.name))
    func theLegacyAppsSavedSessionRestoresOnTheFirstLaunch(_ name: String) async throws {
        let journey = try #require(Journeys.sessions.first { $0.name == name })
        let saved = try await journey.session(launching: legacy)
        #expect(saved.savedBy == "legacy")
        let restored = try await StepCheck.backToRoot(from: saved, launching: step)
        #expect(restored == (try await StepCheck.backToRoot(from: saved, launching: legacy)))
        #expect(restored.count > 1, "The session held a path")
    }

    @Test func theTableShowsTheEnumAsLegacyAndItsLinksGoToItsParser() async throws {
        let table = RouteTable(registry: try Step0.registry()).rendered(as: .text)
        #expect(table.contains("legacy.app.destination  app      push (legacy)"))
        #expect(table.contains("legacy.app.sheet        app      sheet (legacy)"))
        let app = try await Step0.launch()
        await app.open("chapter://university/7")
        #expect(app.router.journal.entries.last?.cause == .link("chapter://university/7"))
        #expect(app.router.state.topEntry?.route == AnyRoute(AppDestination.university(7)))
    }

    @Test func aSavedSessionKeepsEachScreenByItsLegacyLink() async throws {
        let saved = try await Journeys.sessions[1].session(launching: step)
        let text = String(decoding: saved.data, as: UTF8.self)
        #expect(text.contains(#""chapter://course/\#(Directory.physics.uuidString)""#))
        #expect(text.contains(#""chapter://university/7""#))
    }
}

import AppModels
import Journeys
import LegacyApp
import Step0App
import Step1App
import Testing
import Waymark
import WaymarkShell

/// Step 1: the Hub tab moved to a feature. The legacy journeys show the same screens, every link
/// step 0 opened or refused does the same, and sessions step 0 saved, or the legacy app, restore.
@Suite("Step 1: the Hub tab, a feature")
@MainActor
struct Step1Tests {
    let legacy: (SavedSession?) async throws -> LegacyApp = { try LegacyApp(session: $0) }
    let previous: (SavedSession?) async throws -> WaymarkShell = { try await Step0.launch(session: $0) }
    let step: (SavedSession?) async throws -> WaymarkShell = { try await Step1.launch(session: $0) }

    @Test(arguments: Journeys.all.map(\.name))
    func aLegacyJourneyShowsTheSameScreens(_ name: String) async throws {
        let journey = try #require(Journeys.all.first { $0.name == name })
        #expect(try await journey.replay(launching: step) == journey.replay(launching: legacy))
    }

    @Test func everyLinkTheStepBeforeOpenedOrRefusedDoesTheSame() async throws {
        #expect(try await StepCheck.linkSightings(launching: step) == StepCheck.linkSightings(launching: previous))
    }

    @Test(arguments: (Journeys.sessions + Journeys.sheetSessions).map(\.name))
    func theSessionTheStepBeforeSavedRestores(_ name: String) async throws {
        let journey = try #require((Journeys.sessions + Journeys.sheetSessions).first { $0.name == name })
        let saved = try await journey.session(launching: previous)
        #expect(saved.savedBy == "step0")
        let restored = try await StepCheck.backToRoot(from: saved, launching: step)
        #expect(restored == (try await StepCheck.backToRoot(from: saved, launching: previous)))
        #expect(restored.count > 1, "The session held more than a tab's root")
    }

    @Test(arguments: Journeys.sessions.map(\.name))
    func theLegacyAppsSessionRestoresToo(_ name: String) async throws {
        let journey = try #require(Journeys.sessions.first { $0.name == name })
        let saved = try await journey.session(launching: legacy)
        let restored = try await StepCheck.backToRoot(from: saved, launching: step)
        #expect(restored == (try await StepCheck.backToRoot(from: saved, launching: legacy)))
    }

    @Test func theTableMarksLegacyExactlyWhatIsLeft() throws {
        let lines = RouteTable(registry: try Step1.registry()).rendered(as: .text).split(separator: "\n")
        #expect(
            lines.filter { $0.contains("(legacy)") }.map { String($0.prefix { $0 != " " }) } == [
                "legacy.app.destination", "legacy.app.sheet",
            ])
        #expect(lines.contains { $0.hasPrefix("hub.university") && !$0.contains("legacy") })
    }
}

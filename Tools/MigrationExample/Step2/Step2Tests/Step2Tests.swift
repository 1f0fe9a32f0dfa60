import AppModels
import Journeys
import LegacyApp
import Step1App
import Step2App
import Testing
import Waymark
import WaymarkShell

/// Step 2: the Search tab moved to a feature, its filters sheet with it. The legacy journeys show
/// the same screens (the course from the filters sheet still brings the sheet back), every link
/// step 1 opened or refused does the same, and sessions step 1 saved, or the legacy app, restore.
@Suite("Step 2: the Search tab, a feature")
@MainActor
struct Step2Tests {
    let legacy: (SavedSession?) async throws -> LegacyApp = { try LegacyApp(session: $0) }
    let previous: (SavedSession?) async throws -> WaymarkShell = { try await Step1.launch(session: $0) }
    let step: (SavedSession?) async throws -> WaymarkShell = { try await Step2.launch(session: $0) }

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
        #expect(saved.savedBy == "step1")
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
        let lines = RouteTable(registry: try Step2.registry()).rendered(as: .text).split(separator: "\n")
        #expect(
            lines.filter { $0.contains("(legacy)") }.map { String($0.prefix { $0 != " " }) } == [
                "legacy.app.destination", "legacy.app.sheet",
            ])
        #expect(lines.contains { $0.hasPrefix("search.filters") && !$0.contains("legacy") })
    }
}

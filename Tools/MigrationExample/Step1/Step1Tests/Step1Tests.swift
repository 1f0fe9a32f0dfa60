import AppModels
import HubFeature
import Journeys
import LegacyApp
import Step0App
import Step1App
import Testing
import Waymark
import WaymarkShell

/// Step 1: the Hub tab moved to a feature. The legacy journeys show the same screens, every link
/// step 0 opened opens the same screen, and a session step 0 saved restores on the first launch.
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

    @Test func everyLinkTheStepBeforeOpenedOpensTheSameScreen() async throws {
        #expect(try await StepCheck.linkSightings(launching: step) == StepCheck.linkSightings(launching: previous))
    }

    @Test(arguments: Journeys.sessions.map(\.name))
    func theSessionTheStepBeforeSavedRestores(_ name: String) async throws {
        let journey = try #require(Journeys.sessions.first { $0.name == name })
        let saved = try await journey.session(launching: previous)
        #expect(saved.savedBy == "step0")
        let restored = try await StepCheck.backToRoot(from: saved, launching: step)
        #expect(restored == (try await StepCheck.backToRoot(from: saved, launching: previous)))
        #expect(restored.count > 1, "The session held a path")
    }

    @Test func theTableSaysWhatIsStillLegacy() throws {
        let table = RouteTable(registry: try Step1.registry()).rendered(as: .text)
        #expect(table.contains("push (legacy)"))
        #expect(table.contains("hub.university"))
        let university = try #require(table.split(separator: "\n").first { $0.hasPrefix("hub.university") })
        #expect(!university.contains("legacy"))
    }
}

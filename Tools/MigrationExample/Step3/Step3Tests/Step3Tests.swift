import AppModels
import ConnectFeature
import Foundation
import Journeys
import LegacyApp
import Step2App
import Step3App
import Testing
import Waymark
import WaymarkShell

/// Step 3: the Connect tab moved, and the legacy enums are gone. The legacy journeys show the
/// same screens, every link step 2 opened or refused does the same (a profile's old link form read
/// as the new one, and journaled so), and sessions step 2 saved, or the legacy app, restore.
@Suite("Step 3: the Connect tab, a feature; no legacy enum left")
@MainActor
struct Step3Tests {
    let legacy: (SavedSession?) async throws -> LegacyApp = { try LegacyApp(session: $0) }
    let previous: (SavedSession?) async throws -> WaymarkShell = { try await Step2.launch(session: $0) }
    let step: (SavedSession?) async throws -> WaymarkShell = { try await Step3.launch(session: $0) }

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
        #expect(saved.savedBy == "step2")
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
        let lines = RouteTable(registry: try Step3.registry()).rendered(as: .text).split(separator: "\n")
        #expect(lines.filter { $0.contains("(legacy)") }.map { String($0.prefix { $0 != " " }) } == [])
        #expect(lines.contains { $0.hasPrefix("connect.userProfile") && !$0.contains("legacy") })
    }

    @Test func aProfilesOldLinkFormOpensItAndIsJournaledAsReadInItsNewForm() async throws {
        let app = try await Step3.launch()
        let ada = Directory.ada.id.uuidString
        await app.open("chapter://profile/\(ada)")
        #expect(app.sighting.title == "Ada")
        #expect(app.router.journal.entries.last?.notes == [.readAsCanonical("chapter://user/\(ada.lowercased())")])
    }
}

#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck, against the stand-in of SwiftUI's declared API: these tests
// tap through Chapter's window rendered headless, which iOS does not offer.
import ChapterApp
import Foundation
import HeadlessSupport
import SwiftUI
import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation
import WaymarkSwiftUI

@testable import ChapterSwiftUI

/// Chapter's pickers in its SwiftUI window: each screen reads its entry from the environment, so
/// a choice is the picking sheet's own, and `done` gives it back to the comparison that asked.
@MainActor
@Suite("Chapter in SwiftUI: pickers give back", .serialized)
struct PickerWindowTests {
    @Test func theUniversitiesChosenInTheSheetAreTheComparisonsOwn() async throws {
        let window = try await ChapterWindowUnderTest()
        let router = try window.router
        _ = try await window.scene.app.links.open("chapter://compare/universities?ids=1,2")
        await window.settle()
        #expect(window.renderer.tap("Choose universities"))
        try await window.workFinished()
        await window.settle()
        #expect(router.state.awaiting.count == 1)
        #expect(window.renderer.presentations.map(\.style) == [.sheet])
        #expect(
            window.renderer.texts().contains("Choose two to four to see side by side."), "\(window.renderer.texts())")
        // The sheet starts from what the comparison shows; one alone is not enough to compare.
        #expect(window.renderer.tap("\u{2713} University of Northbridge"))
        await window.settle()
        #expect(!window.renderer.buttonTitles.contains("Compare"), "Nothing to give while fewer than two are chosen")
        #expect(window.renderer.tap("Southmoor University"))
        await window.settle()
        #expect(window.renderer.buttonTitles.contains("\u{2713} Southmoor University"))

        // The user looks at another tab and comes back: the sheet's choice waits.
        window.renderer.select("hub")
        await window.settle()
        window.renderer.select("lists")
        await window.settle()
        #expect(window.renderer.tap("Compare"))
        try await window.workFinished()
        await window.settle()
        #expect(router.state.modals.isEmpty && router.state.awaiting.isEmpty)
        let lists = try router.state.stack(of: "lists").map { try router.registry.link(for: $0) }
        #expect(lists == ["chapter://compare/universities?ids=2,3"])
        #expect(window.renderer.presentations.isEmpty)
    }
}
#endif

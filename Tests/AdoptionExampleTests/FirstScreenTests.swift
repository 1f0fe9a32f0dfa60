#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck, against the stand-in of SwiftUI's declared API: these tests
// read the view tree through the stand-in's renderer, which SwiftUI does not offer.
import Foundation
import HeadlessSupport
import SwiftUI
import Testing

@testable import AdoptionExample

/// The getting-started article's app, as an adopter writes it, shown headless: its first screen,
/// and a push from a screen. (Its registry's links are tested with the engine's,
/// `OneRouteTypeTests`; every root opens links through the same scene hosting.)
@MainActor
@Suite("The getting-started app", .serialized)
struct FirstScreenTests {
    init() {
        ViewRenderer.reset()
    }

    private func started() async -> ViewRenderer {
        let renderer = ViewRenderer(scene: NotesApp().body)
        await renderer.runTasks()
        renderer.render()
        renderer.finishAnimations()
        return renderer
    }

    @Test func theFirstScreenIsTheFirstTabsRoot() async {
        let renderer = await started()
        #expect(renderer.buttonTitles == ["First note"])
        #expect(renderer.stacks.count == 1)
    }

    @Test func aScreenPushesOnItsStack() async {
        let renderer = await started()
        #expect(renderer.tap("First note"))
        renderer.render()
        renderer.finishAnimations()
        // Pushed on the tab's stack, not presented over it.
        #expect(renderer.presentations.isEmpty)
        #expect(renderer.stacks.first.map { renderer.texts(under: $0.node) }?.contains("Note 1") == true)
    }

    @Test func theNavigationIsMadeOnceForTheScene() async {
        let renderer = await started()
        #expect(renderer.tap("First note"))
        renderer.render()
        // Drawn again, as SwiftUI draws a scene again: the same navigation, still on the note.
        renderer.render()
        renderer.finishAnimations()
        #expect(renderer.texts().contains("Note 1"))
    }
}
#endif

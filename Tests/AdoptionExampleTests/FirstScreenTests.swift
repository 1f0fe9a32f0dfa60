#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck, against the stand-in of SwiftUI's declared API: these tests
// read the view tree through the stand-in's renderer, which SwiftUI does not offer.
import Foundation
import Observation
import HeadlessSupport
import SwiftUI
import Testing
import Waymark
import WaymarkPresentation

@testable import WaymarkSwiftUI

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

    @Test func everyWindowOfTheAppSharesOneSessionAndHasItsOwnRouter() throws {
        let first = try MadeNavigation(routes: NotesRoute.self, links: LinkConfiguration()) { _ in }.presenter.get()
        let second = try MadeNavigation(routes: NotesRoute.self, links: LinkConfiguration()) { _ in }.presenter.get()
        #expect(first.router.session === second.router.session)
        #expect(first.router !== second.router)
        #expect(first.router.session.windows.contains { $0 === second.router })
    }

    @Test func theNavigationIsMadeOnceWhateverRedrawsTheRoot() async {
        let redraws = Redraws()
        let renderer = ViewRenderer { RedrawnRoot(redraws: redraws) }
        await renderer.runTasks()
        renderer.render()
        #expect(renderer.tap("First note"))
        renderer.render()
        renderer.finishAnimations()
        // The app's body runs again and makes the root anew, as SwiftUI does on any change above
        // it: the root keeps the navigation it made, still on the note.
        renderer.resetEvaluations()
        redraws.count += 1
        renderer.render()
        renderer.finishAnimations()
        #expect(renderer.evaluations.contains { $0.type.contains("RedrawnRoot") })
        #expect(renderer.texts().contains("Note 1"))
    }
}

/// Something above the root that changes, making the app's body run again.
@MainActor
@Observable
private final class Redraws {
    var count = 0
}

/// The getting-started root under a view whose body reads `redraws`.
private struct RedrawnRoot: View {
    let redraws: Redraws

    var body: some View {
        let _ = redraws.count
        NavigationStackRoot(routes: NotesRoute.self) { route in
            switch route {
            case .list: NoteList()
            case .note(let id): Text("Note \(id)")
            }
        }
    }
}
#endif

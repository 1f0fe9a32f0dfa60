#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck, against the stand-in of SwiftUI's declared API.
import HeadlessSupport
import SwiftUI
import Testing
@_spi(FrontEnd) @testable import Waymark
@_spi(FrontEnd) @testable import WaymarkPresentation
import WaymarkSwiftUI

private typealias Route = AdapterApp.Route

/// The finger and unsaved work in SwiftUI: a sheet holding work cannot be swiped away
/// (`interactiveDismissDisabled`), a pushed screen holding work has its back button hidden (which
/// ends the swipe back) and the adapter's own in its place, which asks; each screen's view keeps
/// its identity as the work comes and goes.
@MainActor
@Suite("Unsaved work in the adapter")
struct UnsavedWorkAdapterTests {
    @Test func aSheetHoldingWorkCannotBeSwipedAway() throws {
        let window = try AdapterWindow(tapsAreWork: true)
        try window.router.perform(.present(Route.settings.erased))
        window.settle()
        #expect(window.renderer.allowsSwipeDown(try #require(window.renderer.presentations.first)))
        let entry = try #require(window.router.state.topEntry?.id)
        #expect(window.renderer.tap("tap \(entry.rawValue)"))
        window.settle()
        #expect(!window.renderer.allowsSwipeDown(try #require(window.renderer.presentations.first)))
        #expect(window.router.entriesWithUnsavedWork == [entry])
    }

    @Test func aPushedScreenHoldingWorkTradesTheBackButtonForOneThatAsks() throws {
        let window = try AdapterWindow(tapsAreWork: true)
        window.renderer.select("search")
        let stack = try #require(window.renderer.stack(of: "search"))
        window.renderer.setPath([Route.item(3).erased], of: stack)
        window.settle()
        #expect(!window.renderer.backButtonsHidden.contains(true) && !window.renderer.buttonTitles.contains("Back"))
        let entry = try #require(window.router.state.topEntry?.id)
        #expect(window.renderer.tap("tap \(entry.rawValue)"))
        window.settle()
        #expect(window.renderer.backButtonsHidden.contains(true), "The system's back button and its swipe are held")
        #expect(window.renderer.texts().contains("entry \(entry.rawValue): 1 taps"), "The screen kept its state")
        #expect(window.renderer.tapLast("Back"))
        window.settle()
        #expect(window.router.state.stack(of: "search") == [Route.item(3).erased], "Asked, not popped")
        #expect(window.renderer.shownDialogs == ["Discard your changes?"])
        #expect(window.renderer.answerDialog("Keep editing"))
        window.settle()
        #expect(window.router.state.stack(of: "search") == [Route.item(3).erased] && window.router.state.dialog == nil)
        #expect(window.renderer.tapLast("Back"))
        window.settle()
        #expect(window.renderer.answerDialog("Discard changes"))
        window.settle()
        #expect(window.router.state.stack(of: "search").isEmpty)
        #expect(window.renderer.stack(of: "search")?.path == [])
    }

    @Test func withoutWorkTheSystemsBackButtonStays() throws {
        let window = try AdapterWindow()
        window.renderer.select("search")
        let stack = try #require(window.renderer.stack(of: "search"))
        window.renderer.setPath([Route.item(3).erased], of: stack)
        window.settle()
        let entry = try #require(window.router.state.topEntry?.id)
        #expect(window.renderer.tap("tap \(entry.rawValue)"))
        window.settle()
        #expect(!window.renderer.backButtonsHidden.contains(true), "Taps are no work in this app")
    }
}
#endif

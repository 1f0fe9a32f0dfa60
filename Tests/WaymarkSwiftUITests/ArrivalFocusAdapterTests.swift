#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck, against the stand-in of SwiftUI's declared API: these tests
// read the view tree through the stand-in's renderer, which SwiftUI does not offer.
import Foundation
import HeadlessSupport
import SwiftUI
import Testing
import UIKit
import Waymark
import WaymarkPresentation
import WaymarkSwiftUI

private typealias Route = AdapterApp.Route

/// Where VoiceOver's focus goes as screens arrive, rendered headless: each screen of the app marks
/// its name as its first element (`focusedOnArrival()`), and the search screen's filters button is
/// a presentation source.
@MainActor
@Suite("VoiceOver's focus on arrival, rendered headless", .serialized)
struct ArrivalFocusAdapterTests {
    /// A window showing the search tab's root.
    func searchWindow() throws -> AdapterWindow {
        let window = try AdapterWindow(signedIn: true)
        try window.router.perform(.selectTab("search"))
        window.settle()
        return window
    }

    /// The search tab's root under the settings sheet and the game cover, both opened from its
    /// filters button, shown.
    func windowWithTwoLayers() throws -> AdapterWindow {
        let window = try searchWindow()
        try window.router.apply(
            NavigationTransaction(
                [.present(Route.settings.erased), .present(Route.game.erased)], from: ProbeScreen.filtersButton))
        window.settle()
        window.settle()
        return window
    }

    /// The texts of the view VoiceOver's focus is on, or `nil` when no view has it.
    func focus(_ window: AdapterWindow) -> [String]? {
        window.renderer.voiceOverFocus.map { window.renderer.texts(under: $0) }
    }

    @Test func aPushFocusesTheNewScreensFirstElementAndAPopTheUncoveredOnes() throws {
        let window = try searchWindow()
        try window.router.perform(.push(Route.item(1).erased))
        window.settle()
        #expect(focus(window) == ["app.item"])
        #expect(UIAccessibility.posted.last == .screenChanged)
        try window.router.perform(.pop())
        window.settle()
        #expect(focus(window) == ["app.search"])
        #expect(UIAccessibility.posted.count == 3, "The tab, the push, the pop: one notice each")
    }

    @Test func aSheetDismissedByADragGivesFocusBackToTheButtonThatOpenedIt() throws {
        let window = try searchWindow()
        try window.router.apply(
            NavigationTransaction([.present(Route.settings.erased)], from: ProbeScreen.filtersButton))
        window.settle()
        #expect(focus(window) == ["app.settings"], "The sheet's first element first")
        let sheet = try #require(window.renderer.presentations.first)
        let drag = window.renderer.beginDragDown(sheet)
        window.renderer.finish(drag)
        window.settle()
        #expect(window.router.state.modals.isEmpty)
        #expect(focus(window) == ["filters"])
        #expect(UIAccessibility.posted.last == .layoutChanged, "The same screen, with the sheet gone")
    }

    @Test func aLinkThatDismissesTwoLayersFocusesTheScreenItOpens() async throws {
        let window = try windowWithTwoLayers()
        #expect(focus(window) == ["app.game"])
        await window.presenter.scene.start(restoring: nil)
        window.renderer.open(URL(string: "app://item/3")!)
        await window.presenter.scene.startedWorkFinished()
        window.settle()
        window.settle()
        #expect(window.router.state.modals.isEmpty && window.router.state.topRoute == Route.item(3).erased)
        #expect(focus(window) == ["app.item"])
        #expect(UIAccessibility.posted.last == .screenChanged)
    }

    @Test func layersClosedByCodeGiveFocusBackToTheButtonUnderThem() throws {
        let window = try windowWithTwoLayers()
        try window.router.perform(.dismissAll)
        window.settle()
        window.settle()
        #expect(focus(window) == ["filters"])
    }

    @Test func aDialogAnsweredGivesFocusBackToTheButtonThatAsked() throws {
        let window = try searchWindow()
        let leave = try Dialog(.alert, title: "Leave?", buttons: [.init("Leave"), .init("Stay", role: .cancel)])
        try window.router.apply(NavigationTransaction([.showDialog(leave)], from: ProbeScreen.filtersButton))
        window.settle()
        let posted = UIAccessibility.posted.count
        #expect(window.renderer.answerDialog("Stay"))
        window.settle()
        #expect(focus(window) == ["filters"])
        #expect(UIAccessibility.posted.count == posted + 1 && UIAccessibility.posted.last == .layoutChanged)
    }

    @Test func aCancelledSwipeLeavesFocusWhereItWas() throws {
        let window = try searchWindow()
        try window.router.perform(.push(Route.item(1).erased))
        window.settle()
        let first = try #require(window.renderer.voiceOverFocus?.key)
        try window.router.perform(.push(Route.item(2).erased))
        window.settle()
        let focused = (decided: window.presenter.arrivals.focus, view: window.renderer.voiceOverFocus?.key)
        #expect(focus(window) == ["app.item"] && focused.view != first, "Item 2's heading, not item 1's")
        let posted = UIAccessibility.posted.count
        let search = try #require(window.renderer.stack(ofTab: TabID("search")))
        let swipe = try #require(window.renderer.beginSwipeBack(on: search, writesPopAtStart: true))
        window.renderer.cancel(swipe)
        window.settle()
        #expect(window.router.state.stack(of: "search").count == 2)
        #expect(window.presenter.arrivals.focus == focused.decided && UIAccessibility.posted.count == posted)
        #expect(window.renderer.voiceOverFocus?.key == focused.view, "The same view keeps focus")
    }
}
#endif

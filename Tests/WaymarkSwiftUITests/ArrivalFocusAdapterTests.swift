#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck, against the stand-in of SwiftUI's declared API: these tests
// read the view tree through the stand-in's renderer, which SwiftUI does not offer.
import Accessibility
import Foundation
import HeadlessSupport
import SwiftUI
import Testing
@_spi(FrontEnd) @testable import Waymark
@_spi(FrontEnd) @testable import WaymarkPresentation
import WaymarkSwiftUI

private typealias Route = AdapterApp.Route

/// Where VoiceOver's focus goes as screens arrive, rendered headless: each screen of the app marks
/// its name as its first element (`focusedOnArrival()`), and the search screen's filters button is
/// a presentation source. The stand-in of Apple's Accessibility framework records each notification
/// with the element VoiceOver's focus was on as it was posted, which the stand-in of SwiftUI moves
/// only once the update that set a focus state is done, as SwiftUI does.
@MainActor
@Suite("VoiceOver's focus on arrival, rendered headless", .serialized)
struct ArrivalFocusAdapterTests {
    /// A notification VoiceOver heard, and the texts of the view its focus was on then.
    struct Heard: Equatable, CustomStringConvertible {
        let notification: VoiceOver.Post.Notification
        let focus: [String]?

        var description: String { "\(notification) with focus on \(focus.map { "\($0)" } ?? "nothing")" }
    }

    /// Renders what changed, finishes every animation, then runs the tasks the render started (the
    /// root's notification among them), as SwiftUI runs a view's task after the update that
    /// started it.
    func settle(_ window: AdapterWindow) async {
        window.settle()
        await window.renderer.runTasks()
    }

    /// A window showing the search tab's root.
    func searchWindow() async throws -> AdapterWindow {
        let window = try AdapterWindow(signedIn: true)
        try window.router.perform(.selectTab("search"))
        await settle(window)
        return window
    }

    /// The search tab's root under the settings sheet and the game cover, both opened from its
    /// filters button, shown.
    func windowWithTwoLayers() async throws -> AdapterWindow {
        let window = try await searchWindow()
        try window.router.apply(
            NavigationTransaction(
                [.present(Route.settings.erased), .present(Route.game.erased)], from: ProbeScreen.filtersButton))
        window.settle()
        await settle(window)
        return window
    }

    /// The texts of the view VoiceOver's focus is on, or `nil` when no view has it.
    func focus(_ window: AdapterWindow) -> [String]? {
        window.renderer.voiceOverFocus.map { window.renderer.texts(under: $0) }
    }

    /// The notifications posted so far, each with where VoiceOver's focus was as it was posted (a
    /// view the window no longer shows, as nothing).
    func heard(_ window: AdapterWindow) -> [Heard] {
        VoiceOver.posted.map { post in
            Heard(
                notification: post.notification,
                focus: window.renderer.node(focusedAs: post.focusedElement).map { window.renderer.texts(under: $0) })
        }
    }

    @Test func aPushFocusesTheNewScreensFirstElementAndAPopTheUncoveredOnes() async throws {
        let window = try await searchWindow()
        try window.router.perform(.push(Route.item(1).erased))
        await settle(window)
        #expect(focus(window) == ["app.item"])
        #expect(heard(window).last == Heard(notification: .screenChanged, focus: ["app.item"]))
        try window.router.perform(.pop())
        await settle(window)
        #expect(focus(window) == ["app.search"])
        #expect(heard(window).last == Heard(notification: .screenChanged, focus: ["app.search"]))
        #expect(VoiceOver.posted.count == 3, "The tab, the push, the pop: one notice each")
        #expect(VoiceOver.posted.allSatisfy { !$0.namesElement }, "VoiceOver finds focus where the focus state put it")
    }

    /// The order itself: when `.screenChanged` is posted, the heading of the screen that arrived
    /// already has VoiceOver's focus. Posting in the update that sets the focus state (from a second
    /// `onChange`, or from the handler that sets it) finds focus still on the screen left behind.
    @Test func theScreenChangeIsPostedOnceTheHeadingHasFocus() async throws {
        let window = try await searchWindow()
        try window.router.perform(.push(Route.item(1).erased))
        await settle(window)
        let heading = try #require(window.renderer.voiceOverFocus)
        let post = try #require(VoiceOver.posted.last)
        #expect(post.notification == .screenChanged)
        let postedOnTheHeading = window.renderer.node(focusedAs: post.focusedElement)?.key == heading.key
        #expect(
            postedOnTheHeading,
            "Posted while focus was on \(heard(window).last?.focus.map { "\($0)" } ?? "nothing"), not item 1's heading")
    }

    /// The same for focus given back: `.layoutChanged` is posted once the view that opened the
    /// dismissed layer or dialog has focus again, never while the layer's heading still has it.
    @Test func theLayoutChangeIsPostedOnceTheSourceHasFocusAgain() async throws {
        let window = try await searchWindow()
        try window.router.apply(
            NavigationTransaction([.present(Route.settings.erased)], from: ProbeScreen.filtersButton))
        await settle(window)
        #expect(heard(window).last == Heard(notification: .screenChanged, focus: ["app.settings"]))
        try window.router.perform(.dismissTop)
        await settle(window)
        #expect(focus(window) == ["filters"])
        #expect(heard(window).last == Heard(notification: .layoutChanged, focus: ["filters"]))
    }

    @Test func aSheetDismissedByADragGivesFocusBackToTheButtonThatOpenedIt() async throws {
        let window = try await searchWindow()
        try window.router.apply(
            NavigationTransaction([.present(Route.settings.erased)], from: ProbeScreen.filtersButton))
        await settle(window)
        #expect(focus(window) == ["app.settings"], "The sheet's first element first")
        let sheet = try #require(window.renderer.presentations.first)
        let drag = window.renderer.beginDragDown(sheet)
        window.renderer.finish(drag)
        await settle(window)
        #expect(window.router.state.modals.isEmpty)
        #expect(focus(window) == ["filters"])
        #expect(
            heard(window).last == Heard(notification: .layoutChanged, focus: ["filters"]),
            "The same screen, with the sheet gone")
    }

    @Test func aLinkThatDismissesTwoLayersFocusesTheScreenItOpens() async throws {
        let window = try await windowWithTwoLayers()
        #expect(focus(window) == ["app.game"])
        await window.presenter.scene.start(restoring: nil)
        window.renderer.open(URL(string: "app://item/3")!)
        await window.presenter.scene.startedWorkFinished()
        window.settle()
        await settle(window)
        #expect(window.router.state.modals.isEmpty && window.router.state.topEntry?.route == Route.item(3).erased)
        #expect(focus(window) == ["app.item"])
        #expect(heard(window).last == Heard(notification: .screenChanged, focus: ["app.item"]))
    }

    @Test func layersClosedByCodeGiveFocusBackToTheButtonUnderThem() async throws {
        let window = try await windowWithTwoLayers()
        try window.router.perform(.dismissAll)
        window.settle()
        await settle(window)
        #expect(focus(window) == ["filters"])
        #expect(heard(window).last == Heard(notification: .layoutChanged, focus: ["filters"]))
    }

    @Test func aDialogAnsweredGivesFocusBackToTheButtonThatAsked() async throws {
        let window = try await searchWindow()
        let leave = try Dialog(.alert, title: "Leave?", buttons: [.init("Leave"), .init("Stay", role: .cancel)])
        try window.router.apply(NavigationTransaction([.showDialog(leave)], from: ProbeScreen.filtersButton))
        await settle(window)
        let posted = VoiceOver.posted.count
        #expect(window.renderer.answerDialog("Stay"))
        await settle(window)
        #expect(focus(window) == ["filters"])
        #expect(VoiceOver.posted.count == posted + 1)
        #expect(heard(window).last == Heard(notification: .layoutChanged, focus: ["filters"]))
    }

    @Test func aWindowTheUserIsNotInMovesFocusAndSaysNothing() async throws {
        let window = try await searchWindow()
        window.renderer.scenePhase = .background
        let posted = VoiceOver.posted.count
        try window.router.perform(.push(Route.item(1).erased))
        await settle(window)
        #expect(focus(window) == ["app.item"])
        #expect(VoiceOver.posted.count == posted)
    }

    @Test func aCancelledSwipeLeavesFocusWhereItWas() async throws {
        let window = try await searchWindow()
        try window.router.perform(.push(Route.item(1).erased))
        await settle(window)
        let first = try #require(window.renderer.voiceOverFocus?.key)
        try window.router.perform(.push(Route.item(2).erased))
        await settle(window)
        let focused = (decided: window.presenter.arrivals.focus, view: window.renderer.voiceOverFocus?.key)
        #expect(focus(window) == ["app.item"] && focused.view != first, "Item 2's heading, not item 1's")
        let posted = VoiceOver.posted.count
        let search = try #require(window.renderer.stack(ofTab: TabID("search")))
        let swipe = try #require(window.renderer.beginSwipeBack(on: search, writesPopAtStart: true))
        window.renderer.cancel(swipe)
        await settle(window)
        #expect(window.router.state.stack(of: "search").count == 2)
        #expect(window.presenter.arrivals.focus == focused.decided && VoiceOver.posted.count == posted)
        #expect(window.renderer.voiceOverFocus?.key == focused.view, "The same view keeps focus")
    }
}
#endif

#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck, against the stand-in of SwiftUI's declared API: these tests
// read the view tree through the stand-in's renderer, which SwiftUI does not offer.
import HeadlessSupport
import SwiftUI
import Testing
@_spi(FrontEnd) @testable import Waymark
@_spi(FrontEnd) @testable import WaymarkPresentation
import WaymarkSwiftUI

private typealias Route = AdapterApp.Route

@MainActor
@Suite("Popovers, inspectors, zooms and the search tab, rendered headless", .serialized)
struct PresentationsContinuedAdapterTests {
    /// A window showing the search tab's root, with its card and filters button.
    func searchWindow(searchTab: TabID? = nil) throws -> AdapterWindow {
        let window = try AdapterWindow(searchTab: searchTab)
        try window.router.perform(.selectTab("search"))
        window.settle()
        return window
    }

    @Test func aPopoverIsPresentedByTheViewItIsAnchoredTo() throws {
        let window = try searchWindow()
        try window.router.apply(
            NavigationTransaction([.present(Route.filters.erased)], from: ProbeScreen.filtersButton))
        window.settle()
        let popover = try #require(window.renderer.presentations.first)
        #expect(window.renderer.presentations.map(\.style) == [.popover])
        // The popover modifies the filters button, not the card beside it nor the screen.
        let texts = window.renderer.texts(under: popover.node)
        #expect(texts.contains("filters") && !texts.contains("card") && !texts.contains("app.search"))
        #expect(window.renderer.texts(under: popover.node).contains("app.filters"))
        #expect(window.presenter.updates.isUpdating == false, "Its appearance completed the update")
        window.renderer.swipeDown(popover)
        #expect(window.router.state.modals.isEmpty, "Tapped away, and written back")
    }

    @Test func aPopoverWhoseViewIsNotOnDisplayIsPresentedByTheScreenBelow() throws {
        let window = try searchWindow()
        // Named by code, with no view marked so: the layer's host presents it, once.
        try window.router.apply(NavigationTransaction([.present(Route.filters.erased)], from: "unmarked"))
        window.settle()
        #expect(window.renderer.presentations.map(\.style) == [.popover])
        #expect(window.presenter.updates.isUpdating == false, "Shown, so its appearance completed the update")
    }

    @Test func aPopoverNoViewLedToIsASheet() throws {
        let window = try searchWindow()
        try window.router.perform(.present(Route.filters.erased))
        window.settle()
        #expect(window.renderer.presentations.map(\.style) == [.sheet])
        #expect(window.presenter.updates.isUpdating == false)
    }

    @Test func anInspectorIsPresentedAndItsClosingWrittenBack() throws {
        let window = try searchWindow()
        try window.router.perform(.present(Route.notes.erased), .push(Route.item(2).erased))
        window.settle()
        let inspector = try #require(window.renderer.presentations.first)
        #expect(window.renderer.presentations.map(\.style) == [.inspector])
        #expect(window.renderer.stack(ofLayer: 0)?.routes == [Route.item(2).erased], "A stack of its own")
        #expect(window.presenter.updates.isUpdating == false)
        window.renderer.swipeDown(inspector)
        #expect(window.router.state.modals.isEmpty)
    }

    @Test func aScreenOpenedFromItsCardZoomsOutOfIt() throws {
        let window = try searchWindow()
        #expect(
            window.renderer.transitionSources.map(\.id) == [
                AnyHashable(ProbeScreen.card), AnyHashable(ProbeScreen.filtersButton),
            ])
        try window.router.apply(NavigationTransaction([.push(Route.item(1).erased)], from: ProbeScreen.card))
        window.settle()
        let zoom = try #require(window.renderer.zoomTransitions.first)
        #expect(window.renderer.zoomTransitions.count == 1)
        #expect(zoom.sourceID == AnyHashable(ProbeScreen.card))
        #expect(zoom.namespace == window.renderer.transitionSources.first?.namespace, "Matched in one namespace")
        // Swiped back, then the same page opened by a link: a new entry, the ordinary transition.
        let stack = try #require(window.renderer.stack(of: "search"))
        window.renderer.setPath([], of: stack)
        #expect(window.router.state.stack(of: "search").isEmpty)
        try window.router.perform(.push(Route.item(1).erased), cause: .link("app://item/1"))
        window.settle()
        #expect(window.renderer.zoomTransitions.isEmpty, "Opened by a link: the ordinary transition")
    }

    @Test func onIOS26SearchIsTheSearchTabAndItsDismissalIsWrittenBack() throws {
        let window = try searchWindow(searchTab: "search")
        #expect(window.renderer.searchActivations == [.searchTabSelection])
        #expect(window.renderer.tabRoles == [.search])
        #expect(window.router.state.tabBeforeSearch == "hub")
        // SwiftUI selects the tab before search itself when search is dismissed.
        window.renderer.select("hub")
        #expect(window.router.state.selectedTab == "hub" && window.router.state.tabBeforeSearch == nil)
        #expect(window.presenter.updates.isUpdating == false)
    }

    @Test func beforeIOS26EveryTabIsOrdinary() throws {
        let window = try searchWindow()
        #expect(window.renderer.searchActivations.isEmpty && window.renderer.tabRoles.isEmpty)
        #expect(window.router.state.tabBeforeSearch == nil)
    }
}
#endif

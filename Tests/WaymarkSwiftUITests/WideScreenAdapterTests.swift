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

/// The search tab as a split view on a wide window, tabs as a sidebar.
private let splitSearch = TabLayout(splitViewTabs: ["search"], sidebarOnRegularWidth: true)

@MainActor
@Suite("The SwiftUI adapter on wide windows, rendered headless", .serialized)
struct WideScreenAdapterTests {
    @Test func resizingTheWindowRearrangesTheScreensAndKeepsEveryOne() throws {
        let window = try AdapterWindow(layout: splitSearch)
        try window.router.perform(.selectTab("search"), .push(Route.item(1).erased), .push(Route.item(2).erased))
        window.settle()
        let state = window.router.state
        #expect(window.renderer.splitViews.isEmpty, "A phone shows one stack")
        #expect(window.renderer.stack(of: "search")?.routes == [Route.item(1).erased, Route.item(2).erased])

        window.renderer.resizeWindow(to: .regular)
        #expect(window.presenter.window.width == .regular)
        let split = try #require(window.renderer.splitViews.first)
        #expect(split.tab == AnyHashable(TabID("search")))
        #expect(window.renderer.texts(under: split.firstColumn).contains("app.search"))
        #expect(window.renderer.stack(of: "search")?.routes == [Route.item(2).erased], "Above the detail's root")
        #expect(window.renderer.texts(under: split.detailColumn).contains("app.item"))
        #expect(window.router.state == state)
        #expect(window.renderer.runningAnimations == 0, "Nothing navigates")

        window.renderer.resizeWindow(to: .compact)
        #expect(window.presenter.window.width == .compact)
        #expect(window.renderer.splitViews.isEmpty)
        #expect(window.renderer.stack(of: "search")?.routes == [Route.item(1).erased, Route.item(2).erased])
        #expect(window.router.state == state)
    }

    @Test func aSwipeBackInTheDetailColumnIsWrittenBackToTheTabsStack() throws {
        let window = try AdapterWindow(layout: splitSearch)
        window.renderer.resizeWindow(to: .regular)
        try window.router.perform(.selectTab("search"), .push(Route.item(1).erased), .push(Route.item(2).erased))
        window.settle()
        let detail = try #require(window.renderer.stack(of: "search"))
        window.renderer.setPath([], of: detail)
        #expect(window.router.state.stack(of: "search") == [Route.item(1).erased])
        #expect(window.renderer.runningAnimations == 0)
    }

    @Test func aScreenALinkPushesInTheDetailColumnKeepsItsValueAndFindsItsEntry() throws {
        let window = try AdapterWindow(layout: splitSearch)
        window.renderer.resizeWindow(to: .regular)
        try window.router.perform(.selectTab("search"), .push(Route.item(1).erased))
        window.settle()
        let detail = try #require(window.renderer.stack(of: "search"))
        window.renderer.setPath([Route.item(2).erased], of: detail)
        window.settle()
        let written = try #require(window.renderer.stack(of: "search")?.shown.last)
        #expect(written.id == nil, "The value SwiftUI made, kept as it is")
        let entries = window.router.state.entries(of: "search")
        #expect(entries.count == 2)
        #expect(window.presenter.resolve(written, on: .tab("search")).entry == entries.last)
        #expect(window.renderer.texts().contains("entry \(entries[1].rawValue): 0 taps"))
        #expect(window.renderer.texts().contains("entry \(entries[0].rawValue): 0 taps"), "The column's root too")
    }

    @Test func anEmptyDetailColumnShowsTheAppsPlaceholderBesideBothColumns() throws {
        let window = try AdapterWindow(layout: splitSearch)
        window.renderer.resizeWindow(to: .regular)
        window.renderer.select("search")
        let split = try #require(window.renderer.splitViews.first)
        #expect(window.renderer.texts(under: split.detailColumn) == ["nothing chosen in search"])
        // Two columns, both shown: `.doubleColumn`, as SwiftUI names it for a two-column split view.
        #expect(split.columnVisibility == .doubleColumn)
    }

    @Test func hidingTheFirstColumnIsTheUsersArrangementNotNavigation() throws {
        let window = try AdapterWindow(layout: splitSearch)
        window.renderer.resizeWindow(to: .regular)
        try window.router.perform(.selectTab("search"), .push(Route.item(1).erased))
        window.settle()
        let state = window.router.state
        window.renderer.setColumnVisibility(.detailOnly, of: try #require(window.renderer.splitViews.first))
        #expect(window.renderer.splitViews.first?.columnVisibility == .detailOnly)
        #expect(window.router.state == state)
        try window.router.perform(.push(Route.item(2).erased, on: .tab("search")))
        window.settle()
        #expect(window.renderer.splitViews.first?.columnVisibility == .detailOnly, "A push in the detail keeps it")
        try window.router.perform(.replaceStack([Route.item(5).erased], on: .tab("search")))
        window.settle()
        #expect(window.renderer.splitViews.first?.columnVisibility == .automatic, "Another screen brings it back")
    }

    @Test func tabsAreTabValuesInTheSidebarAdaptableStyleWhenTheLayoutAsks() throws {
        let window = try AdapterWindow(layout: splitSearch)
        #expect(window.renderer.tabViewStyles == ["SidebarAdaptableTabViewStyle"])
        window.renderer.select("search")
        #expect(window.router.state.selectedTab == "search")
        #expect(window.renderer.stacks.map(\.tab) == [AnyHashable(TabID("hub")), AnyHashable(TabID("search"))])
        let classic = try AdapterWindow()
        #expect(classic.renderer.tabViewStyles.isEmpty, "A layout without a sidebar keeps the tab bar")
    }
}
#endif

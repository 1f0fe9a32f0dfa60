import Testing
@_spi(FrontEnd) import Waymark

@_spi(FrontEnd) @testable import WaymarkPresentation

private typealias Route = PresenterApp.Route

@MainActor
@Suite("The presenter's popover anchors and zooms")
struct PresenterSourcesTests {
    @Test func aScreenOpenedFromItsCardZoomsAndKeepsItsSourceWhileShown() throws {
        let host = ManualHost()
        let presenter = try PresenterApp.presenter(host: host)
        try presenter.router.perform(.selectTab("search"))
        host.finishAnimation()
        let card = PresentationSource("card", item: "1")
        try presenter.router.apply(NavigationTransaction([.push(Route.item(1).erased)], from: card))
        #expect(
            presenter.driver.inFlight?.steps == [.zoomed(.setTabPath("search", [Route.item(1).erased]), from: card)])
        let page = presenter.router.state.entries(of: "search").last
        #expect(presenter.zooms.source(of: page) == card, "Known before the screen is built")
        host.finishAnimation()
        try presenter.router.perform(.push(Route.item(2).erased))
        #expect(
            presenter.driver.inFlight?.steps == [.setTabPath("search", [Route.item(1).erased, Route.item(2).erased])])
        #expect(presenter.zooms.source(of: presenter.router.state.entries(of: "search").last) == nil, "From no view")
        #expect(presenter.zooms.source(of: page) == card, "Still shown, so it zooms back")
        host.finishAnimation()
        try presenter.router.perform(.popToRoot())
        host.finishAnimation()
        #expect(presenter.zooms.source(of: page) == nil, "Forgotten once it has left")
    }

    @Test func theSamePageOpenedAgainByALinkAfterASwipeBackDoesNotZoom() throws {
        let host = ManualHost()
        let presenter = try PresenterApp.presenter(host: host)
        try presenter.router.perform(.selectTab("search"))
        host.finishAnimation()
        try presenter.router.apply(NavigationTransaction([.push(Route.item(1).erased)], from: "card"))
        host.finishAnimation()
        try presenter.userSetRoutes([], of: .tab("search"))
        #expect(presenter.router.state.stack(of: "search").isEmpty && presenter.driver.inFlight == nil, "Swiped back")
        try presenter.router.perform(.push(Route.item(1).erased), cause: .link("app://item/1"))
        #expect(presenter.driver.inFlight?.steps == [.setTabPath("search", [Route.item(1).erased])])
        #expect(presenter.zooms.source(of: presenter.router.state.entries(of: "search").last) == nil)
    }

    @Test func aSourceNotNamedByTheDestinationZoomsNothing() throws {
        let host = ManualHost()
        let presenter = try PresenterApp.presenter(host: host)
        try presenter.router.apply(
            NavigationTransaction([.selectTab("search"), .push(Route.item(1).erased)], from: "button"))
        #expect(presenter.driver.inFlight?.steps.contains { if case .zoomed = $0 { true } else { false } } == false)
        #expect(presenter.zooms.source(of: presenter.router.state.entries(of: "search").last) == nil)
    }

    @Test func aPopoverIsTheItemOfItsSourceAndOfNoSheet() throws {
        let host = ManualHost()
        let presenter = try PresenterApp.presenter(host: host)
        // The button is on the hub tab's root, which is no entry.
        let button = PlacedSource("button", on: .tab("hub"), entry: nil)
        presenter.source(button, isOnDisplay: true)
        try presenter.router.apply(NavigationTransaction([.present(Route.filters.erased)], from: "button"))
        let layer = try #require(presenter.popover(0, anchoredTo: button))
        #expect(layer.style == .popover && presenter.parts.presentedLayer(0, style: .sheet) == nil)
        #expect(presenter.popover(0, anchoredTo: PlacedSource("other", on: .tab("hub"), entry: nil)) == nil)
        #expect(
            presenter.popover(0, anchoredTo: PlacedSource("button", on: .tab("search"), entry: nil)) == nil,
            "A view of that name on another tab's screen does not present it")
        #expect(presenter.popover(0, anchoredTo: nil) == nil, "Its view is on display")
        #expect(
            presenter.router.registry.allowsSwipeDown(layer),
            "Tapping beside it, or the sheet it is on a phone, closes it")
        #expect(presenter.window.shownStyle(of: presenter.displayed.modals[0]) == .sheet)
        let running = presenter.driver.inFlight
        presenter.windowResized(to: .regular)
        #expect(presenter.window.shownStyle(of: presenter.displayed.modals[0]) == .popover)
        #expect(
            presenter.driver.inFlight == running && presenter.driver.remainingPlan.isEmpty, "Resizing hands out nothing"
        )
        try presenter.userSetLayer(nil, at: 0, style: .popover)
        #expect(presenter.router.state.modals.isEmpty, "Tapped away")
    }

    @Test func aPopoverWhoseViewIsNotOnDisplayIsPresentedByItsHost() throws {
        let host = ManualHost()
        let presenter = try PresenterApp.presenter(host: host)
        let button = PlacedSource("button", on: .tab("hub"), entry: nil)
        try presenter.router.apply(NavigationTransaction([.present(Route.filters.erased)], from: "button"))
        #expect(
            presenter.popover(0, anchoredTo: nil)?.root == Route.filters.erased, "No view marked: the host shows it")
        presenter.source(button, isOnDisplay: true)
        presenter.source(button, isOnDisplay: true)
        presenter.source(button, isOnDisplay: false)
        #expect(presenter.popover(0, anchoredTo: nil) == nil && presenter.popover(0, anchoredTo: button) != nil)
        presenter.source(button, isOnDisplay: false)
        #expect(presenter.popover(0, anchoredTo: nil) != nil, "Its last view went")
    }

    @Test func aPopoverWithoutASourceIsASheetsItem() throws {
        let host = ManualHost()
        let presenter = try PresenterApp.presenter(host: host)
        try presenter.router.perform(.present(Route.filters.erased))
        #expect(presenter.parts.presentedLayer(0, style: .sheet)?.root == Route.filters.erased)
        #expect(presenter.parts.presentedLayer(0, style: .popover) == nil)
    }

    @Test func iOS26GivesTabsRolesAndEarlierPlatformsDoNot() {
        #expect(PlatformRules(named: "ios26") == .iOS26 && PlatformRules.iOS26.givesTabsRoles)
        #expect(!PlatformRules.iOS17.givesTabsRoles && !PlatformRules.iOS16.givesTabsRoles)
        #expect(PlatformRules.all.map(\.name) == ["ios16", "ios17", "ios26"])
        #expect(!PlatformRules.iOS26.dismissesOneLayerAtATime, "Dismissals as on iOS 17")
    }

    @Test func searchDismissedByTheSystemIsWrittenBackWithNothingPlanned() throws {
        let host = ManualHost()
        let session = NavigationSession(registry: try PresenterApp.registry(searchTab: "search"))
        let presenter = try PresenterApp.presenter(host: host, session: session, rules: .iOS26)
        #expect(presenter.router.registry.tabClosingSearch(in: presenter.router.state) == nil, "Search is not shown")
        try presenter.userSetSelectedTab("search")
        #expect(presenter.router.state.tabBeforeSearch == "hub")
        #expect(presenter.driver.inFlight == nil, "The tap showed it")
        // The system selects the tab before search itself, as the tab view's selection.
        let tab = try #require(presenter.router.registry.tabClosingSearch(in: presenter.router.state))
        #expect(throws: Never.self) { try presenter.userSetSelectedTab(tab) }
        #expect(presenter.router.state.selectedTab == "hub" && presenter.router.state.tabBeforeSearch == nil)
        #expect(presenter.displayed.selectedTab == "hub" && presenter.driver.inFlight == nil, "The system selected it")
    }
}

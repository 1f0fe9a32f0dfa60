import Testing
import Waymark
import WaymarkPresentation

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
        #expect(presenter.runningUpdate?.steps == [.zoomed(.setTabPath("search", [Route.item(1).erased]), from: card)])
        #expect(presenter.zoomSource(of: Route.item(1).erased) == card, "Known before the screen is built")
        host.finishAnimation()
        try presenter.router.perform(.push(Route.item(2).erased))
        #expect(
            presenter.runningUpdate?.steps == [.setTabPath("search", [Route.item(1).erased, Route.item(2).erased])])
        #expect(presenter.zoomSource(of: Route.item(2).erased) == nil, "Pushed from no view")
        #expect(presenter.zoomSource(of: Route.item(1).erased) == card, "Still shown, so it zooms back")
        host.finishAnimation()
        try presenter.router.perform(.popToRoot())
        host.finishAnimation()
        #expect(presenter.zoomSource(of: Route.item(1).erased) == nil, "Forgotten once it has left")
    }

    @Test func aSourceNotNamedByTheDestinationZoomsNothing() throws {
        let host = ManualHost()
        let presenter = try PresenterApp.presenter(host: host)
        try presenter.router.apply(
            NavigationTransaction([.selectTab("search"), .push(Route.item(1).erased)], from: "button"))
        #expect(presenter.runningUpdate?.steps.contains { if case .zoomed = $0 { true } else { false } } == false)
        #expect(presenter.zoomSource(of: Route.item(1).erased) == nil)
    }

    @Test func aPopoverIsTheItemOfItsSourceAndOfNoSheet() throws {
        let host = ManualHost()
        let presenter = try PresenterApp.presenter(host: host)
        try presenter.router.apply(NavigationTransaction([.present(Route.filters.erased)], from: "button"))
        let layer = try #require(presenter.popover(0, anchoredTo: "button"))
        #expect(layer.style == .popover && presenter.presentedLayer(0, style: .sheet) == nil)
        #expect(presenter.popover(0, anchoredTo: "other") == nil)
        #expect(presenter.allowsSwipeDown(layer), "Tapping beside it, or the sheet it is on a phone, closes it")
        #expect(presenter.shownStyle(of: presenter.displayed.modals[0]) == .sheet)
        let running = presenter.runningUpdate
        presenter.windowResized(to: .regular)
        #expect(presenter.shownStyle(of: presenter.displayed.modals[0]) == .popover)
        #expect(presenter.runningUpdate == running && presenter.remainingPlan.isEmpty, "Resizing hands out nothing")
        presenter.userSetLayer(nil, at: 0, style: .popover)
        #expect(presenter.router.state.modals.isEmpty, "Tapped away")
    }

    @Test func aPopoverWithoutASourceIsASheetsItem() throws {
        let host = ManualHost()
        let presenter = try PresenterApp.presenter(host: host)
        try presenter.router.perform(.present(Route.filters.erased))
        #expect(presenter.presentedLayer(0, style: .sheet)?.root == Route.filters.erased)
        #expect(presenter.presentedLayer(0, style: .popover) == nil)
    }
}

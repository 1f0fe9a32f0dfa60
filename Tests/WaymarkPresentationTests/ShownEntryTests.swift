import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

private typealias Route = PresenterApp.Route

private func page(_ id: Int) -> AnyRoute { Route.item(id).erased }
private let search = StackTarget.tab("search")

/// Which entry each screen on a stack shows: the state's, while the routes agree, and the same
/// while the screen is on display after the state has left it, so a screen animating away keeps
/// its state and the same route twice is two screens.
@MainActor
@Suite("Shown entries")
struct ShownEntryTests {
    let ui = ManualHost()

    @Test func theSameRouteTwiceIsTwoEntriesAndTheTopOneIsTheScreenOnTop() throws {
        let presenter = try PresenterApp.presenter(host: ui, signedIn: true)
        try presenter.userSetSelectedTab("search")
        try presenter.userSetRoutes([page(1), page(1)], of: search)
        ui.finishAllAnimations()
        let shown = presenter.shownPath(of: search)
        #expect(shown.map(\.route) == [page(1), page(1)])
        #expect(shown.map(\.id) == presenter.router.state.entries(of: "search").map(Optional.init))
        #expect(Set(shown.map(\.id)).count == 2)
        #expect(presenter.screenOnTop.entry == shown.last?.id)
        #expect(presenter.shownRootEntry(of: search) == nil, "A tab's root is no entry")
    }

    @Test func aScreenLeavingKeepsItsEntryUntilItHasGone() throws {
        let presenter = try PresenterApp.presenter(host: ui, signedIn: true)
        try presenter.userSetSelectedTab("search")
        try presenter.userSetRoutes([page(1), page(2)], of: search)
        ui.finishAllAnimations()
        let before = presenter.shownPath(of: search)
        // A sheet is being presented; the pop that follows waits for it, so the screen still
        // shows page 2 after the state has left it, as the entry it was.
        try presenter.router.perform(.present(Route.settings.erased))
        try presenter.router.perform(.pop(search))
        #expect(presenter.router.state.entries(of: "search").count == 1)
        #expect(presenter.shownPath(of: search) == before)
        ui.finishAllAnimations()
        presenter.uiSignalled(.appeared(try #require(presenter.parts.presentedLayer(0, style: .sheet))))
        ui.finishAllAnimations()
        #expect(presenter.displayed == DisplayedState(presenter.router.state))
        #expect(presenter.shownPath(of: search) == Array(before.prefix(1)))
        try presenter.userSetRoutes([page(1), page(2)], of: search)
        ui.finishAllAnimations()
        let again = try #require(presenter.shownPath(of: search).last?.id)
        #expect(again != before[1].id, "Pushed again, it is a new entry")
    }

    @Test func aLayersRootIsAnEntryAndItsPathTheOthers() throws {
        let presenter = try PresenterApp.presenter(host: ui, signedIn: true)
        try presenter.router.perform(.present(Route.settings.erased), .push(page(3)))
        ui.finishAllAnimations()
        let layer = presenter.router.state.entries(ofLayer: 0)
        #expect(presenter.shownRootEntry(of: .layer(0)) == layer.first)
        #expect(presenter.shownPath(of: .layer(0)).map(\.id) == [layer[1]])
        #expect(presenter.screenOnTop.entry == layer[1])
    }

    @Test func aValueTheUIMadeKeepsItsIdentityAndFindsTheEntryItsPushMade() throws {
        let presenter = try PresenterApp.presenter(host: ui, signedIn: true)
        try presenter.userSetSelectedTab("search")
        ui.finishAllAnimations()
        let pushed = ShownEntry(pushing: page(5))
        try presenter.userSetPath([pushed], of: search)
        ui.finishAllAnimations()
        #expect(presenter.shownPath(of: search) == [pushed])
        let entry = try #require(presenter.router.state.entries(of: "search").first)
        #expect(presenter.resolve(pushed, on: search).entry == entry)
        #expect(presenter.screenOnTop.entry == entry)
        // Popped and gone from the display, the value is forgotten: a value made again is another
        // screen.
        try presenter.userSetPath([], of: search)
        try presenter.screenLeft(page(5), of: search)
        ui.finishAllAnimations()
        #expect(presenter.shownPath(of: search).isEmpty)
        #expect(presenter.resolve(pushed, on: search).entry == nil)
    }

    @Test func aValueGivenBackChangesTheRouteOfTheSameScreen() async throws {
        let presenter = try PresenterApp.presenter(host: ui, signedIn: true)
        try presenter.userSetSelectedTab("search")
        try presenter.userSetRoutes([page(1), page(2)], of: search)
        ui.finishAllAnimations()
        let asker = try #require(presenter.shownPath(of: search).last)
        try presenter.router.perform(.askForResult(Route.settings.erased))
        ui.finishAllAnimations()
        presenter.uiSignalled(.appeared(try #require(presenter.parts.presentedLayer(0, style: .sheet))))
        try presenter.router.perform(.giveResult(GivenResult(9)))
        ui.finishAllAnimations()
        let after = try #require(presenter.shownPath(of: search).last)
        #expect(after == asker, "The same screen for SwiftUI")
        #expect(after.route == page(9))
        #expect(presenter.resolve(asker, on: search) == (page(9), asker.id))
    }

    @Test func aScreenTheUIPushedKeepsItsEntryWhileTheStackWritesItsPop() throws {
        let presenter = try PresenterApp.presenter(host: ui, signedIn: true)
        try presenter.userSetSelectedTab("search")
        ui.finishAllAnimations()
        let pushed = ShownEntry(pushing: page(5))
        try presenter.userSetPath([pushed], of: search)
        ui.finishAllAnimations()
        let entry = try #require(presenter.resolve(pushed, on: search).entry)
        // iOS 18 writes a swipe's pop when the finger starts; the screen is still under it.
        try presenter.userSetPath([], of: search)
        #expect(presenter.driver.gesture == .swipingBack(search))
        #expect(presenter.resolve(pushed, on: search).entry == entry, "Still shown, still that entry")
        try presenter.screenLeft(page(5), of: search)
        ui.finishAllAnimations()
        #expect(presenter.resolve(pushed, on: search).entry == nil, "Gone from the display, forgotten")
    }

    @Test func aStateRestoredUnderTheSameScreensGivesThemItsEntries() throws {
        let presenter = try PresenterApp.presenter(host: ui, signedIn: true)
        try presenter.userSetSelectedTab("search")
        try presenter.userSetRoutes([page(1)], of: search)
        ui.finishAllAnimations()
        let before = try #require(presenter.shownPath(of: search).first?.id)
        // Another scene reached the same screen as its second entry.
        let other = NavigationRouter(session: NavigationSession(registry: presenter.router.registry, met: [.signedIn]))
        try other.perform(.selectTab("search"), .push(page(7)))
        try other.perform(.pop(search))
        try other.perform(.push(page(1), on: search))
        try presenter.router.restore(from: try other.snapshot())
        ui.finishAllAnimations()
        let now = try #require(presenter.router.state.entries(of: "search").first)
        #expect(now != before)
        #expect(presenter.shownPath(of: search).first?.id == now, "Never the entry the state no longer has")
    }

    @Test func aValueTheUIMadeFindsNoEntryOfARestoredHistoryThatRepeatsItsNumber() throws {
        let presenter = try PresenterApp.presenter(host: ui, signedIn: true)
        try presenter.userSetSelectedTab("search")
        ui.finishAllAnimations()
        let pushed = ShownEntry(pushing: page(5))
        try presenter.userSetPath([pushed], of: search)
        ui.finishAllAnimations()
        let entry = try #require(presenter.router.state.entries(of: "search").first)
        // Another scene's history gave the same number to another screen of the same stack.
        let other = NavigationRouter(session: NavigationSession(registry: presenter.router.registry, met: [.signedIn]))
        try other.perform(.selectTab("search"), .push(page(6)))
        #expect(other.state.entries(of: "search") == [entry])
        try presenter.router.restore(from: try other.snapshot())
        ui.finishAllAnimations()
        #expect(presenter.resolve(pushed, on: search).entry == nil, "The value the UI made is not the restored page 6")
    }
}

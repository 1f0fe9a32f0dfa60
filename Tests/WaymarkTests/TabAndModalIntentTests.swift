import Testing
@_spi(FrontEnd) import Waymark
import WaymarkTesting

@MainActor
@Suite("Tab and modal intents")
struct TabAndModalIntentTests {
    let app: NavigationHarness

    init() throws {
        app = try FixtureApp.harness()
    }

    @Test func selectingATabKeepsEveryStack() throws {
        try app.router.perform(.push(.list), .selectTab("search"), .push(.item(1)), .selectTab("home"))
        app.expectState(app.state(tab: "home", stacks: ["home": [.list], "search": [.item(1)]]))
    }

    @Test func reselectingTheSelectedTabPopsToRootOnlyWhenAsked() throws {
        try app.router.perform(.push(.list), .push(.item(1)))
        try app.router.perform(.selectTab("home"))
        app.expectState(app.state(tab: "home", stacks: ["home": [.list, .item(1)]]))
        try app.router.perform(.selectTab("home", onReselect: .popToRoot))
        app.expectState(app.state(tab: "home"))
    }

    @Test func selectingAnotherTabNeverPopsIt() throws {
        try app.router.perform(.push(.item(1), on: .tab("search")))
        try app.router.perform(.selectTab("search", onReselect: .popToRoot))
        app.expectState(app.state(tab: "search", stacks: ["search": [.item(1)]]))
    }

    @Test func presentTakesItsStyleFromTheRegistry() throws {
        try app.router.perform(.present(.settings, path: [.privacy]), .present(.signIn))
        app.expectState(
            app.state(
                tab: "home",
                modals: [
                    ModalLayer(style: .sheet, root: .settings, path: [.privacy]),
                    ModalLayer(style: .fullScreenCover, root: .signIn),
                ]))
    }

    @Test func presentRefusesDestinationsThatAreNotModal() {
        #expect(throws: NavigationError.notPresentable("catalog.list", .push(hostTab: "search"))) {
            try app.router.perform(.present(.list))
        }
        #expect(throws: NavigationError.notPushable("account.signIn", .modal(.fullScreenCover))) {
            try app.router.perform(.present(.settings, path: [.signIn]))
        }
        #expect(app.state.modals.isEmpty)
    }

    @Test func dismissTopRemovesOnlyTheTopLayer() throws {
        try app.router.perform(.present(.settings), .present(.signIn))
        try app.router.perform(.dismissTop)
        app.expectState(app.state(tab: "home", modals: [ModalLayer(style: .sheet, root: .settings)]))
    }

    @Test func dismissTopWithNoModalFails() {
        #expect(throws: NavigationError.noModalPresented) {
            try app.router.perform(.dismissTop)
        }
        #expect(app.events.isEmpty)
    }

    @Test func dismissAllWithNoModalDoesNothing() throws {
        try app.router.perform(.push(.list), .dismissAll)
        app.expectState(app.state(tab: "home", stacks: ["home": [.list]]))
        try app.router.perform(.present(.settings), .present(.signIn), .dismissAll)
        app.expectState(app.state(tab: "home", stacks: ["home": [.list]]))
    }

    @Test func aNoticeLastsOneTransaction() throws {
        let notice = Notice.app(AppNotice("saved"))
        try app.router.perform(.push(.list), .showNotice(notice))
        app.expectState(app.state(tab: "home", stacks: ["home": [.list]], notice: notice))
        try app.router.perform(.push(.item(1)))
        app.expectState(app.state(tab: "home", stacks: ["home": [.list, .item(1)]]))
        try app.router.perform(.showNotice(notice), .clearNotice)
        #expect(app.state.notice == nil)
        #expect(throws: NavigationError.noModalPresented) { try app.router.perform(.showNotice(notice), .dismissTop) }
        #expect(app.state.notice == nil, "A failed transaction sets no notice")
    }

    @Test func dismissingFromALayerTakesTheLayersAboveWithIt() throws {
        try app.router.perform(.present(.settings, path: [.privacy]), .present(.signIn))
        #expect(throws: NavigationError.noSuchLayer(2)) { try app.router.perform(.dismiss(fromLayer: 2)) }
        try app.router.perform(.push(.reviews(1), on: .layer(0)))
        #expect(app.state.modals[0].path == [.privacy, .reviews(1)], "A layer under the top one can be addressed")
        try app.router.perform(.dismiss(fromLayer: 1))
        #expect(app.state.modals.count == 1)
        try app.router.perform(.dismiss(fromLayer: 0))
        app.expectState(app.state(tab: "home"))
    }

    @Test func aFailingIntentUndoesTheWholeTransaction() throws {
        try app.router.perform(.push(.list))
        #expect(throws: NavigationError.noModalPresented) {
            try app.router.perform(.selectTab("search"), .push(.item(1)), .dismissTop)
        }
        app.expectState(app.state(tab: "home", stacks: ["home": [.list]]))
        #expect(app.events.count == 1)
    }
}

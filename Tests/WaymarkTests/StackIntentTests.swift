import Testing
@_spi(FrontEnd) import Waymark
import WaymarkTesting

@MainActor
@Suite("Stack intents")
struct StackIntentTests {
    let app: NavigationHarness

    init() throws {
        app = try FixtureApp.harness()
    }

    @Test func pushGoesOnTheSelectedTab() throws {
        try app.router.perform(.selectTab("search"), .push(.list), .push(.item(1)))
        app.expectState(app.state(tab: "search", stacks: ["search": [.list, .item(1)]]))
    }

    @Test func pushOnANamedTabLeavesTheSelectedTabAlone() throws {
        try app.router.perform(.push(.item(7), on: .tab("search")))
        app.expectState(app.state(tab: "home", stacks: ["search": [.item(7)]]))
    }

    @Test func pushInsideAModalGoesOnTheLayer() throws {
        try app.router.perform(.present(.settings), .push(.privacy))
        app.expectState(
            app.state(
                tab: "home", modals: [ModalLayer(style: .sheet, root: .settings, path: [.privacy])]))
    }

    @Test func pushRefusesDestinationsThatAreNotPushed() {
        #expect(throws: NavigationError.notPushable("account.settings", .modal(.sheet))) {
            try app.router.perform(.push(.settings))
        }
        #expect(throws: NavigationError.notPushable("catalog.home", .tabRoot("home"))) {
            try app.router.perform(.push(.catalogHome))
        }
        #expect(app.events.isEmpty)
    }

    @Test func pushRefusesUnregisteredRoutes() {
        struct Stray: Route {
            static let typeKey = "stray"
            var destinationName: DestinationName { "stray.screen" }
        }
        #expect(throws: NavigationError.unregisteredDestination("stray.screen", typeKey: "stray")) {
            try app.router.perform(.push(Stray().erased))
        }
    }

    @Test func popRemovesTheTopScreen() throws {
        try app.router.perform(.push(.list), .push(.item(1)))
        try app.router.perform(.pop())
        app.expectState(app.state(tab: "home", stacks: ["home": [.list]]))
    }

    @Test func popOnATabAtItsRootFailsAndChangesNothing() throws {
        try app.router.perform(.showNotice(.app(AppNotice("kept"))))
        let before = app.state
        #expect(throws: NavigationError.nothingToPop("home")) {
            try app.router.perform(.pop())
        }
        #expect(app.state == before)
        #expect(app.events.count == 1)
    }

    @Test func poppingTheRootOfAModalDismissesIt() throws {
        try app.router.perform(.push(.list), .present(.settings))
        try app.router.perform(.pop())
        app.expectState(app.state(tab: "home", stacks: ["home": [.list]]))
    }

    @Test func popToRootEmptiesATabAndKeepsALayersRoot() throws {
        try app.router.perform(.push(.list), .push(.item(2)), .present(.settings, path: [.privacy, .reviews(1)]))
        try app.router.perform(.popToRoot())
        app.expectState(
            app.state(
                tab: "home", stacks: ["home": [.list, .item(2)]],
                modals: [ModalLayer(style: .sheet, root: .settings)]))
        try app.router.perform(.popToRoot(.tab("home")))
        app.expectState(app.state(tab: "home", modals: [ModalLayer(style: .sheet, root: .settings)]))
    }

    @Test func popToStopsAtTheTopmostOccurrence() throws {
        try app.router.perform(.replaceStack([.item(1), .list, .item(1), .reviews(1), .reviews(2)]))
        try app.router.perform(.popTo(.item(1)))
        app.expectState(app.state(tab: "home", stacks: ["home": [.item(1), .list, .item(1)]]))
    }

    @Test func popToAMissingRouteFails() throws {
        try app.router.perform(.push(.list))
        #expect(throws: NavigationError.notInStack("catalog.item", .top)) {
            try app.router.perform(.popTo(.item(9)))
        }
        app.expectState(app.state(tab: "home", stacks: ["home": [.list]]))
    }

    @Test func popToALayersRootEmptiesItsPath() throws {
        try app.router.perform(.present(.settings, path: [.privacy, .reviews(3)]))
        try app.router.perform(.popTo(.settings))
        app.expectState(app.state(tab: "home", modals: [ModalLayer(style: .sheet, root: .settings)]))
    }

    @Test func replaceStackSwapsThePushedScreens() throws {
        try app.router.perform(.push(.list))
        try app.router.perform(.replaceStack([.item(4), .reviews(4)], on: .tab("search")))
        app.expectState(app.state(tab: "home", stacks: ["home": [.list], "search": [.item(4), .reviews(4)]]))
    }

    @Test func replaceStackChecksEveryRouteFirst() throws {
        try app.router.perform(.push(.list))
        #expect(throws: NavigationError.notPushable("account.signIn", .modal(.fullScreenCover))) {
            try app.router.perform(.replaceStack([.item(4), .signIn]))
        }
        app.expectState(app.state(tab: "home", stacks: ["home": [.list]]))
    }

    @Test func unknownTabsAreRefused() {
        #expect(throws: NavigationError.unknownTab("nowhere")) {
            try app.router.perform(.push(.list, on: .tab("nowhere")))
        }
        #expect(throws: NavigationError.unknownTab("nowhere")) {
            try app.router.perform(.selectTab("nowhere"))
        }
    }
}

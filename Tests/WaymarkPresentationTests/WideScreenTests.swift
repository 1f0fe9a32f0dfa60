import Testing
@_spi(FrontEnd) import Waymark

@_spi(FrontEnd) @testable import WaymarkPresentation

private typealias Route = PresenterApp.Route

/// The search tab as a split view on a regular width, tabs as a sidebar.
private let splitSearch = TabLayout(splitViewTabs: ["search"], sidebarOnRegularWidth: true)

@Suite("Wide screens: the width changes how the state is shown and planned, never the state")
struct WideScreenPlanTests {
    @Test func aRegularWidthPlanSetsTheDetailColumnOfASplitViewTabAndTheStackOfAnyOther() {
        let from = screen("hub", modals: [sheet(1)])
        let to = screen("search", ["search": [1, 2], "hub": [3]])
        let compact = PresentationPlanner.plan(from: from, to: to, rules: .iOS17, width: .compact, layout: splitSearch)
        let regular = PresentationPlanner.plan(from: from, to: to, rules: .iOS17, width: .regular, layout: splitSearch)
        #expect(
            compact == [
                [
                    .select("search"), .setTabPath("hub", [item(3)]), .setTabPath("search", [item(1), item(2)]),
                    .dismiss(layer: 0),
                ]
            ])
        #expect(
            regular == [
                [
                    .select("search"), .setTabPath("hub", [item(3)]), .setDetailColumn("search", [item(1), item(2)]),
                    .dismiss(layer: 0),
                ]
            ])
    }

    @Test func aTabNotDeclaredAsASplitViewIsOneStackOnEveryWidth() {
        let plan = PresentationPlanner.plan(
            from: screen("search"), to: screen("search", ["search": [1]]), rules: .iOS17, width: .regular)
        #expect(plan == [[.setTabPath("search", [item(1)])]])
    }

    @Test func theSimulatorRefusesAStackStepForASplitViewAndAColumnStepForAStack() {
        var regular = PlatformSimulator(showing: screen("search"), rules: .iOS17, width: .regular, layout: splitSearch)
        #expect(throws: PlatformRefusal.stackOfASplitView("search")) {
            try regular.apply(PresentationUpdate(id: 1, steps: [.setTabPath("search", [item(1)])]))
        }
        var compact = PlatformSimulator(showing: screen("search"), rules: .iOS17, width: .compact, layout: splitSearch)
        #expect(throws: PlatformRefusal.noDetailColumn("search")) {
            try compact.apply(PresentationUpdate(id: 1, steps: [.setDetailColumn("search", [item(1)])]))
        }
        #expect(throws: PlatformRefusal.noDetailColumn("hub")) {
            try regular.apply(PresentationUpdate(id: 1, steps: [.setDetailColumn("hub", [item(1)])]))
        }
        #expect(screen("search") == regular.screen, "A refused update changes nothing")
    }

    @Test func theWindowResizedMidPlanAddressesTheNewColumnsAndHandsOutNothing() {
        var driver = PresentationDriver(showing: screen("hub", modals: [sheet(1)]), rules: .iOS16, layout: splitSearch)
        let first = driver.show(NavigationState(screen("search", ["search": [1]], modals: [sheet(2)])))
        #expect(first?.steps == [.select("search"), .setTabPath("search", [item(1)]), .dismiss(layer: 0)])
        let shownBefore = driver.displayed
        driver.windowResized(to: .regular)
        #expect(driver.displayed == shownBefore, "The resize itself changes no screen")
        #expect(driver.remainingPlan == [[.present(layer: 0, sheet(2))]])
        _ = driver.didComplete(first!.id)
        #expect(driver.show(NavigationState(screen("search", ["search": [1, 3]], modals: [sheet(2)]))) == nil)
        #expect(driver.remainingPlan.first?.contains(.setDetailColumn("search", [item(1), item(3)])) == true)
    }
}

@MainActor
@Suite("Wide screens in the presenter")
struct WideScreenPresenterTests {
    let ui = ManualHost()

    @Test func resizingTheWindowBackAndForthKeepsTheStateAndTheScreen() throws {
        let presenter = try PresenterApp.presenter(host: ui, layout: splitSearch)
        try presenter.userSetSelectedTab("search")
        try presenter.userSetRoutes([Route.item(1).erased, Route.item(2).erased], of: .tab("search"))
        let state = presenter.router.state
        let shown = presenter.displayed
        #expect(!presenter.window.showsColumns("search") && !presenter.window.showsSidebar)
        for width in [WindowWidth.regular, .compact, .regular, .regular, .compact, .regular] {
            presenter.windowResized(to: width)
            #expect(presenter.router.state == state)
            #expect(presenter.displayed == shown)
            #expect(presenter.driver.inFlight == nil)
        }
        #expect(presenter.window.showsColumns("search") && presenter.window.showsSidebar)
        #expect(!presenter.window.showsColumns("hub"))
    }

    @Test func theDetailColumnHoldsTheTabsPushedScreensTheFirstAtItsRoot() throws {
        let presenter = try PresenterApp.presenter(host: ui, layout: splitSearch)
        presenter.windowResized(to: .regular)
        try presenter.userSetSelectedTab("search")
        #expect(presenter.shownPath(of: .tab("search")).first?.route == nil)
        #expect(presenter.shownPath(of: .tab("search")).dropFirst().map(\.route).isEmpty)
        try presenter.userSetRoutes(
            [Route.item(1).erased, Route.item(2).erased, Route.item(3).erased], of: .tab("search"))
        #expect(presenter.shownPath(of: .tab("search")).first?.route == Route.item(1).erased)
        #expect(
            presenter.shownPath(of: .tab("search")).dropFirst().map(\.route) == [
                Route.item(2).erased, Route.item(3).erased,
            ])
    }

    @Test func aSwipeBackInTheDetailColumnIsWrittenBackToTheTabsStack() throws {
        let presenter = try PresenterApp.presenter(host: ui, layout: splitSearch)
        presenter.windowResized(to: .regular)
        try presenter.userSetSelectedTab("search")
        try presenter.userSetRoutes(
            [Route.item(1).erased, Route.item(2).erased, Route.item(3).erased], of: .tab("search"))
        try presenter.writeDetail([Route.item(2).erased], of: "search")
        #expect(presenter.router.state.stack(of: "search") == [Route.item(1).erased, Route.item(2).erased])
        try presenter.writeDetail([Route.item(2).erased, Route.item(4).erased], of: "search")
        #expect(presenter.router.state.stack(of: "search") == [1, 2, 4].map { Route.item($0).erased })
        #expect(presenter.displayed == DisplayedState(presenter.router.state))
        #expect(ui.animations.isEmpty, "What the user did is on screen already")
    }

    @Test func aPathWrittenToAnEmptyDetailColumnMeansNothing() throws {
        let presenter = try PresenterApp.presenter(host: ui, layout: splitSearch)
        presenter.windowResized(to: .regular)
        try presenter.userSetSelectedTab("search")
        try presenter.writeDetail([Route.item(2).erased], of: "search")
        #expect(presenter.router.state.stack(of: "search").isEmpty)
    }

    @Test func aPlanMadeOnARegularWidthSetsTheDetailColumn() async throws {
        let presenter = try PresenterApp.presenter(host: ui, layout: splitSearch)
        presenter.windowResized(to: .regular)
        try presenter.router.apply(
            NavigationTransaction(
                [.selectTab("search"), .push(Route.item(7).erased, on: .tab("search"))], cause: .user))
        #expect(
            presenter.driver.inFlight?.steps == [.select("search"), .setDetailColumn("search", [Route.item(7).erased])])
    }

    @Test func theUsersColumnChoiceHoldsWhileTheDetailShowsTheSameScreen() throws {
        let presenter = try PresenterApp.presenter(host: ui, layout: splitSearch)
        presenter.windowResized(to: .regular)
        try presenter.userSetSelectedTab("search")
        #expect(presenter.columnVisibility(of: "search") == .all, "An empty detail column never hides the list")
        presenter.userSetColumnVisibility(.detailOnly, of: "search")
        #expect(presenter.columnVisibility(of: "search") == .all, "There is nothing to show alone")

        try presenter.userSetRoutes([Route.item(1).erased], of: .tab("search"))
        #expect(presenter.columnVisibility(of: "search") == .automatic)
        presenter.userSetColumnVisibility(.detailOnly, of: "search")
        #expect(presenter.columnVisibility(of: "search") == .detailOnly)
        try presenter.userSetRoutes([Route.item(1).erased, Route.item(2).erased], of: .tab("search"))
        #expect(presenter.columnVisibility(of: "search") == .detailOnly, "A push inside the detail keeps the choice")
        #expect(presenter.router.state.stack(of: "search").count == 2, "The choice is not navigation")

        try presenter.userSetRoutes([Route.item(5).erased], of: .tab("search"))
        #expect(presenter.columnVisibility(of: "search") == .automatic, "Another screen in the detail column")
        try presenter.userSetRoutes([], of: .tab("search"))
        #expect(presenter.columnVisibility(of: "search") == .all)
    }
}

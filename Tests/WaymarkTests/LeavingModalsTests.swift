import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

@MainActor
@Suite("Navigating out of a modal and coming back")
struct LeavingModalsTests {
    let app: NavigationHarness
    let sheet = ModalLayer(style: .sheet, root: .settings, path: [.privacy])

    init() throws {
        app = try FixtureApp.harness()
    }

    /// The user is on `list` in the search tab with the settings sheet open on privacy.
    func openSheetOverList() throws {
        try app.router.perform(.selectTab("search"), .push(.list), .present(.settings, path: [.privacy]))
    }

    @Test func leavingDismissesEveryLayerAndPushesOnTheTabUnderneath() throws {
        try openSheetOverList()
        try app.router.perform(.present(.signIn))
        try app.router.perform(.leaveModals(push: [.item(1), .reviews(1)], rememberModals: false))
        app.expectState(app.state(tab: "search", stacks: ["search": [.list, .item(1), .reviews(1)]]))
    }

    @Test func rememberedModalsComeBackWhenTheUserPopsBackToWhereTheyLeft() throws {
        try openSheetOverList()
        try app.router.perform(.leaveModals(push: [.item(1), .reviews(1)], rememberModals: true))
        app.expectState(
            app.state(
                tab: "search", stacks: ["search": [.list, .item(1), .reviews(1)]],
                returnPoint: ModalReturnPoint(tab: "search", stack: [.list], layers: [sheet])))

        try app.router.perform(.pop())
        #expect(app.state.modals.isEmpty)
        #expect(app.events.last?.reopenedReturnPoint == nil)
        try app.router.perform(.pop())
        app.expectState(app.state(tab: "search", stacks: ["search": [.list]], modals: [sheet]))
        #expect(
            app.events.last?.reopenedReturnPoint?.asWritten
                == ModalReturnPoint(tab: "search", stack: [.list], layers: [sheet]))
    }

    @Test func rememberedModalsComeBackOnlyOnce() throws {
        try openSheetOverList()
        try app.router.perform(.leaveModals(push: [.item(1)], rememberModals: true))
        try app.router.perform(.pop())
        try app.router.perform(.dismissTop)
        try app.router.perform(.push(.item(2)), .pop())
        app.expectState(app.state(tab: "search", stacks: ["search": [.list]]))
    }

    @Test func aTransactionThatPopsBackAndPushesAgainDoesNotReopen() throws {
        try openSheetOverList()
        try app.router.perform(.leaveModals(push: [.item(1)], rememberModals: true))
        try app.router.perform(.pop(), .push(.item(2)))
        #expect(app.state.modals.isEmpty)
        #expect(app.state.returnPoint != nil)
    }

    @Test func poppingPastTheScreenForgetsTheModals() throws {
        try openSheetOverList()
        try app.router.perform(.leaveModals(push: [.item(1)], rememberModals: true))
        try app.router.perform(.popToRoot())
        app.expectState(app.state(tab: "search"))
    }

    @Test func replacingTheStackForgetsTheModals() throws {
        try openSheetOverList()
        try app.router.perform(.leaveModals(push: [.item(1)], rememberModals: true))
        try app.router.perform(.replaceStack([.item(5), .item(6)]))
        app.expectState(app.state(tab: "search", stacks: ["search": [.item(5), .item(6)]]))
    }

    @Test func theModalsWaitWhileAnotherTabOrModalIsShown() throws {
        try openSheetOverList()
        try app.router.perform(.leaveModals(push: [.item(1)], rememberModals: true))
        try app.router.perform(.selectTab("home"), .pop(.tab("search")))
        #expect(app.state.modals.isEmpty)
        try app.router.perform(.selectTab("search"), .present(.signIn))
        #expect(app.state.modals.map(\.asWritten) == [ModalLayer(style: .fullScreenCover, root: .signIn)])
        try app.router.perform(.dismissTop)
        app.expectState(app.state(tab: "search", stacks: ["search": [.list]], modals: [sheet]))
    }

    @Test func leavingWithNoModalIsAPlainPush() throws {
        try app.router.perform(.leaveModals(push: [.item(1)], rememberModals: true))
        app.expectState(app.state(tab: "home", stacks: ["home": [.item(1)]]))
    }

    @Test func leavingNeedsSomewhereToGo() throws {
        try openSheetOverList()
        #expect(throws: NavigationError.nothingToNavigateTo) {
            try app.router.perform(.leaveModals(push: [], rememberModals: true))
        }
        #expect(app.state.modals.map(\.asWritten) == [sheet])
    }

    @Test func leavingFromATabRootComesBackAtTheRoot() throws {
        try app.router.perform(.present(.settings))
        try app.router.perform(.leaveModals(push: [.item(3)], rememberModals: true))
        try app.router.perform(.pop())
        app.expectState(app.state(tab: "home", modals: [ModalLayer(style: .sheet, root: .settings)]))
    }

    // MARK: - Forgotten when something other than the user's steps resets the stack

    /// The user left the sheet on the search tab's root for `item(1)`.
    func leaveSheetFromTheRoot() throws {
        try app.router.perform(.selectTab("search"), .present(.settings, path: [.privacy]))
        try app.router.perform(.leaveModals(push: [.item(1)], rememberModals: true))
        #expect(app.state.returnPoint?.stack == [])
    }

    @Test func aLinkReplacingTheStackForgetsTheModals() throws {
        try leaveSheetFromTheRoot()
        try app.router.perform(
            .dismissAll, .selectTab("search"), .replaceStack([.list], on: .tab("search")),
            cause: .link("app://list"))
        #expect(app.state.returnPoint == nil)
        try app.router.perform(.pop())
        // Back is not a return to where the sheet was left: the link put the user elsewhere.
        app.expectState(app.state(tab: "search"))
    }

    @Test func selectingTheTabAgainForgetsTheModals() throws {
        try leaveSheetFromTheRoot()
        try app.router.perform(.selectTab("search", onReselect: .popToRoot))
        app.expectState(app.state(tab: "search"))
    }

    @Test func aTabRootLinkFromAnotherTabForgetsTheModals() throws {
        try leaveSheetFromTheRoot()
        try app.router.perform(.selectTab("home"))
        try app.router.perform(
            .dismissAll, .selectTab("search"), .replaceStack([], on: .tab("search")),
            cause: .link("app://search"))
        app.expectState(app.state(tab: "search"))
    }

    @Test func stepsOnAnotherTabKeepTheModalsRemembered() throws {
        try leaveSheetFromTheRoot()
        try app.router.perform(.selectTab("home"), .push(.reviews(2)), .popToRoot())
        try app.router.perform(.selectTab("search"), .pop())
        app.expectState(app.state(tab: "search", modals: [sheet]))
    }
}

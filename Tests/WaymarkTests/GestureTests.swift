import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

@MainActor
@Suite("Gestures written back")
struct GestureTests {
    let app: NavigationHarness
    init() throws { app = try FixtureApp.harness() }

    @Test func aSwipeBackPopsToTheDepthTheUserLeftAndSaysItWasAGesture() throws {
        try app.router.perform(.selectTab("search"), .push(.list), .push(.item(1)), .push(.item(2)))
        let event = try app.router.userDid(.swipedBack(.top, toDepth: 1))
        app.expectState(app.state(tab: "search", stacks: ["search": [.list]]))
        #expect(event.cause == .gesture(.swipedBack(.top, toDepth: 1)))
    }

    @Test func aSwipeBackIsTheUsersOwnStepSoRememberedModalsComeBack() throws {
        try app.router.perform(.selectTab("search"), .push(.list), .present(.settings, path: [.privacy]))
        try app.router.perform(.leaveModals(push: [.item(1), .item(2)], rememberModals: true))
        let event = try app.router.userDid(.swipedBack(.tab("search"), toDepth: 1))
        app.expectState(
            app.state(
                tab: "search", stacks: ["search": [.list]],
                modals: [
                    ModalLayer(style: .sheet, root: .settings, path: [.privacy])
                ]))
        #expect(event.reopenedReturnPoint != nil)
    }

    @Test func aSwipeBackInsideAModalNeverPopsItsRoot() throws {
        try app.router.perform(.present(.settings, path: [.privacy]))
        try app.router.userDid(.swipedBack(.layer(0), toDepth: 0))
        #expect(app.state.modals.map(\.asWritten) == [ModalLayer(style: .sheet, root: .settings)])
        #expect(throws: NavigationError.nothingToPop("home")) { try app.router.userDid(.swipedBack(.top, toDepth: 0)) }
        #expect(throws: NavigationError.nothingToPop("home")) {
            try app.router.userDid(.swipedBack(.top, toDepth: -1))
        }
    }

    @Test func aSheetCanBeSwipedDownWithWhatIsAboveIt() throws {
        try app.router.perform(.push(.list), .present(.settings), .present(.signIn))
        let event = try app.router.userDid(.draggedDown(layer: 0))
        app.expectState(app.state(tab: "home", stacks: ["home": [.list]]))
        #expect(event.cause == .gesture(.draggedDown(layer: 0)))
    }

    @Test func aFullScreenCoverAndADisabledSheetCannotBeSwipedDown() throws {
        struct FormFeature: NavigationFeature {
            let name = "form"
            func register(into registrar: inout FeatureRegistrar) {
                registrar.register(
                    CatalogRoute.self,
                    destinations: [
                        .tabRoot("catalog.home", tab: "home"),
                        .sheet("catalog.list").interactiveDismissDisabled(),
                        .sheet("catalog.search"),
                    ])
            }
        }
        let form = try NavigationHarness(tabs: ["home"], feature: FormFeature())
        #expect(form.registry.destination(named: "catalog.list")?.allowsInteractiveDismissal == false)
        #expect(form.registry.destination(named: "catalog.search")?.allowsInteractiveDismissal == true)
        try form.router.perform(.present(.list))
        #expect(throws: NavigationError.notInteractivelyDismissible("catalog.list")) {
            try form.router.userDid(.draggedDown(layer: 0))
        }
        #expect(app.registry.destination(named: "account.signIn")?.allowsInteractiveDismissal == false)
        try app.router.perform(.present(.signIn))
        #expect(throws: NavigationError.notInteractivelyDismissible("account.signIn")) {
            try app.router.userDid(.draggedDown(layer: 0))
        }
        #expect(throws: NavigationError.noSuchLayer(3)) { try app.router.userDid(.draggedDown(layer: 3)) }
        #expect(app.state.modals.count == 1)
    }

    /// Issue 65: a drag that finishes while the state put a layer over the dragged sheet (the
    /// screen meeting a requirement, which a tap asked for meanwhile) takes only the sheet, through
    /// the normal transaction: held navigation stays behind the same screen, one layer lower;
    /// dragging away the screen that meets it drops it, as any dismissal does.
    @Test func aFinishedDragTakesOnlyItsLayerAndHeldNavigationFollows() throws {
        let app = try NavigationHarness(tabs: ["home"], feature: OnboardingSheets())
        let search = CatalogRoute.search.erased
        try app.router.perform(.present(.list))
        try app.router.perform(.push(.item(1)))
        #expect(app.router.state.modals.map(\.root) == [.list, search], "Held behind the screen that meets it")
        let meeting = app.router.state.modals[1].rootEntry.id
        let event = try app.router.userFinished(.draggedDown(layer: 0))
        #expect(event.cause == .gesture(.draggedDown(layer: 0)))
        #expect(app.router.state.modals.map(\.root) == [search], "Only the dragged sheet went")
        #expect(app.router.state.modals.first?.rootEntry.id == meeting, "The same screen, one layer lower")
        #expect(app.router.state.held?.destination == .item(1), "What it holds is still held")
        #expect(app.router.journal.transactions.last?.left == [.list], "The journal names only the sheet")
        try app.router.perform(.present(.list))
        try app.router.userFinished(.draggedDown(layer: 0))
        #expect(app.router.state.modals.map(\.root) == [.list])
        #expect(app.router.state.held == nil, "The screen that met it went: so did what it held")
        #expect(app.router.state.notice == .heldNavigationCancelled("onboarded"))
    }

    @Test func swipingAwayTheScreenThatMeetsARequirementDropsHeldNavigation() throws {
        let onboarding = try NavigationHarness(tabs: ["home"], feature: OnboardingSheets())
        try onboarding.router.perform(.push(.item(1)))
        try onboarding.router.userDid(.draggedDown(layer: 0))
        onboarding.expectState(onboarding.state(tab: "home", notice: .heldNavigationCancelled("onboarded")))
    }

    @Test func selectingATabIsWrittenBackAsIs() throws {
        try app.router.perform(.selectTab("search"), .push(.list), .selectTab("home"))
        try app.router.userDid(.selectedTab("search"))
        app.expectState(app.state(tab: "search", stacks: ["search": [.list]]))
        #expect(throws: NavigationError.unknownTab("nowhere")) { try app.router.userDid(.selectedTab("nowhere")) }
    }
}

/// A tab, a plain sheet, the sheet that meets "onboarded", and a screen that needs it: held
/// navigation behind a sheet the user can swipe away.
private struct OnboardingSheets: NavigationFeature {
    let name = "catalog"
    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(
            CatalogRoute.self,
            destinations: [
                .tabRoot("catalog.home", tab: "home"),
                .sheet("catalog.list"),
                .sheet("catalog.search").satisfies("onboarded", with: .search),
                .push("catalog.item", hostTab: "home").requires("onboarded"),
            ])
    }
}

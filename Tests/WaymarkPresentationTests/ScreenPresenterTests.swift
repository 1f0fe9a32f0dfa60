import Foundation
import Testing
@_spi(FrontEnd) import Waymark

@_spi(FrontEnd) @testable import WaymarkPresentation

private typealias Route = PresenterApp.Route

@MainActor
@Suite("The screen presenter: every decision a SwiftUI adapter would make")
struct ScreenPresenterTests {
    let ui = ManualHost()

    // MARK: - Paths written back

    @Test func aPathThatGrowsIsAPushWrittenBackWithNothingToAnimate() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.userSetSelectedTab("search")
        try presenter.userSetRoutes([Route.item(1).erased, Route.item(2).erased], of: .tab("search"))
        #expect(presenter.router.state.stack(of: "search") == [Route.item(1).erased, Route.item(2).erased])
        #expect(presenter.displayed == DisplayedState(presenter.router.state))
        #expect(presenter.driver.inFlight == nil)
        #expect(ui.animations.isEmpty)
    }

    @Test func aPushThatNeedsSignInIsHeldAndTheScreenTakenBackToTheState() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.userSetSelectedTab("search")
        try presenter.userSetRoutes([Route.item(1).erased], of: .tab("search"))
        try presenter.userSetRoutes([Route.item(1).erased, Route.members.erased], of: .tab("search"))
        let state = presenter.router.state
        #expect(state.stack(of: "search") == [Route.item(1).erased])
        #expect(state.modals.map(\.root) == [Route.signIn.erased])
        #expect(state.held != nil)
        // SwiftUI already shows the pushed screen: one update pops it and presents sign-in.
        #expect(
            presenter.driver.inFlight?.steps == [
                .setTabPath("search", [Route.item(1).erased]),
                .present(layer: 0, ModalLayer(style: .fullScreenCover, root: Route.signIn.erased)),
            ])
        #expect(presenter.displayed == DisplayedState(state))
    }

    @Test func signingInCompletesTheHeldPushAsTheLinkWouldHave() async throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.userSetSelectedTab("search")
        try presenter.userSetRoutes([Route.members.erased], of: .tab("search"))
        await presenter.router.session.meet(.signedIn)
        ui.finishAllAnimations()
        presenter.uiSignalled(.appeared(PresentedLayer(index: 0, style: .fullScreenCover, root: Route.signIn.erased)))
        presenter.uiSignalled(
            .disappeared(PresentedLayer(index: 0, style: .fullScreenCover, root: Route.signIn.erased)))
        ui.finishAllAnimations()
        #expect(presenter.router.state.stack(of: "search") == [Route.members.erased])
        #expect(presenter.router.state.modals.isEmpty)
        #expect(presenter.displayed == DisplayedState(presenter.router.state))
    }

    @Test func aShorterPathIsASwipeBackAndAChangedOneIsAPopThenAPush() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.userSetSelectedTab("search")
        try presenter.userSetRoutes([1, 2, 3].map { Route.item($0).erased }, of: .tab("search"))
        try presenter.userSetRoutes([Route.item(1).erased], of: .tab("search"))
        #expect(presenter.router.state.stack(of: "search") == [Route.item(1).erased])
        try presenter.userSetRoutes([Route.item(1).erased, Route.item(9).erased], of: .tab("search"))
        #expect(presenter.router.state.stack(of: "search") == [Route.item(1).erased, Route.item(9).erased])
        try presenter.userSetRoutes([Route.item(5).erased], of: .tab("search"))
        #expect(presenter.router.state.stack(of: "search") == [Route.item(5).erased])
        #expect(presenter.displayed == DisplayedState(presenter.router.state))
        #expect(ui.animations.isEmpty)
    }

    @Test func aPathWrittenForALayerThatIsNotPresentedMeansNothing() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        let before = presenter.router.state
        try presenter.userSetRoutes([Route.item(1).erased], of: .layer(0))
        #expect(presenter.router.state == before)
    }

    // MARK: - Gestures the router refuses

    @Test func aRefusedGestureIsPlannedBackSoScreenAndStateNeverPart() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.game.erased))
        ui.finishAllAnimations()
        presenter.uiSignalled(.appeared(PresentedLayer(index: 0, style: .fullScreenCover, root: Route.game.erased)))
        #expect(presenter.driver.inFlight == nil)

        // Whatever made the cover go on screen, navigation says a cover cannot be swiped away.
        #expect(throws: ScreenRefusal.navigation(.notInteractivelyDismissible("app.game"))) {
            try presenter.userSetLayer(nil, at: 0, style: .fullScreenCover)
        }
        #expect(presenter.router.state.modals.map(\.root) == [Route.game.erased])
        #expect(
            presenter.driver.inFlight?.steps == [
                .present(layer: 0, ModalLayer(style: .fullScreenCover, root: Route.game.erased))
            ])
        #expect(presenter.displayed == DisplayedState(presenter.router.state))
    }

    // MARK: - Sheet and cover items

    @Test func nilWrittenToTheOtherStylesItemMeansNothing() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.game.erased))
        ui.finishAllAnimations()
        #expect(presenter.parts.presentedLayer(0, style: .sheet) == nil)
        #expect(presenter.parts.presentedLayer(0, style: .fullScreenCover)?.root == Route.game.erased)
        #expect(throws: Never.self) { try presenter.userSetLayer(nil, at: 0, style: .sheet) }
        #expect(presenter.router.state.modals.map(\.root) == [Route.game.erased])
    }

    @Test func nilWrittenToAPresentedSheetIsASwipeDown() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased))
        ui.finishAllAnimations()
        let layer = try #require(presenter.parts.presentedLayer(0, style: .sheet))
        #expect(presenter.router.registry.allowsSwipeDown(layer))
        try presenter.userSetLayer(nil, at: 0, style: .sheet)
        #expect(presenter.router.state.modals.isEmpty)
        #expect(presenter.displayed.modals.isEmpty)
        #expect(ui.animations.isEmpty)
    }

    @Test func aNewValueWrittenToAnItemMeansNothing() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased))
        let shown = presenter.parts.presentedLayer(0, style: .sheet)
        try presenter.userSetLayer(shown, at: 0, style: .sheet)
        #expect(presenter.router.state.modals.map(\.root) == [Route.settings.erased])
    }

    // MARK: - Tabs

    @Test func selectingATabIsWrittenBackAndSelectingTheSameOneMeansNothing() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.userSetSelectedTab("hub")
        #expect(presenter.router.state.selectedTab == "hub")
        try presenter.userSetSelectedTab("search")
        #expect(presenter.router.state.selectedTab == "search")
        #expect(presenter.parts.selectedTab == "search")
        #expect(presenter.root(of: "search") == Route.search.erased)
        #expect(presenter.root(of: "elsewhere") == Route.home.erased)
    }

    @Test func anAppWithATabWithoutARootDoesNotStart() throws {
        var builder = RegistryBuilder(tabs: ["hub", "search", "extra"])
        builder.add(PresenterApp.Feature())
        let router = NavigationRouter(registry: try builder.build())
        #expect(throws: PresentationError.tabWithoutRoot("extra")) {
            try ScreenPresenter(
                router: router, links: LinkHandler(router: router),
                tabRoots: TabRoots(registry: router.registry, overrides: PresenterApp.roots), host: ui.host)
        }
        #expect(throws: PresentationError.tabWithoutRoot("hub")) {
            try ScreenPresenter(
                router: router, links: LinkHandler(router: router), tabRoots: TabRoots(registry: router.registry),
                host: ui.host)
        }
    }

    @Test func aPresenterMakesItsRoutersLinkHandlerWhenGivenNone() throws {
        let router = NavigationRouter(registry: try PresenterApp.registry())
        let presenter = ScreenPresenter(
            router: router, tabRoots: try TabRoots(registry: router.registry, overrides: PresenterApp.roots),
            host: ui.host)
        #expect(presenter.scene.links.router === router)
    }

    #if os(macOS) || os(Linux) || os(Windows)
    @Test func aLinkHandlerOfAnotherWindowStopsTheAppAsItStarts() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                guard let registry = try? PresenterApp.registry(),
                    let roots = try? TabRoots(registry: registry, overrides: PresenterApp.roots)
                else { return }
                let session = NavigationSession(registry: registry)
                let (mine, other) = (NavigationRouter(session: session), NavigationRouter(session: session))
                _ = ScreenPresenter(router: mine, links: LinkHandler(router: other), tabRoots: roots, host: .immediate)
            }
        }
    }
    #endif

    // MARK: - The selected tab tapped again

    @Test func theSelectedTabTappedAgainGoesBackToItsFirstScreenAndForgetsTheModalsLeftFromIt() throws {
        let presenter = try PresenterApp.presenter(host: ui, signedIn: true)
        try presenter.router.perform(.selectTab("search"), .present(Route.settings.erased))
        ui.finishAllAnimations()
        let sheet = try #require(presenter.parts.presentedLayer(0, style: .sheet))
        presenter.uiSignalled(.appeared(sheet))
        try presenter.router.perform(.leaveModals(push: [Route.item(1).erased], rememberModals: true))
        ui.finishAllAnimations()
        presenter.uiSignalled(.disappeared(sheet))
        ui.finishAllAnimations()
        #expect(presenter.driver.inFlight == nil)
        #expect(presenter.router.state.returnPoint != nil, "the settings sheet is remembered for the way back")
        #expect(throws: Never.self) { try presenter.userSetSelectedTab("search") }
        #expect(presenter.router.state.stack(of: "search").isEmpty)
        #expect(presenter.router.state.modals.isEmpty, "a reset, not the way back: the sheet stays forgotten")
        #expect(presenter.router.state.returnPoint == nil)
        #expect(presenter.router.journal.entries.last?.cause == .gesture(.selectedTab("search")))
        #expect(presenter.driver.inFlight != nil, "the screen had not moved: the pop is planned and played")
        ui.finishAllAnimations()
        #expect(presenter.displayed == DisplayedState(presenter.router.state))
        let entries = presenter.router.journal.entries.count
        try presenter.userSetSelectedTab("search")
        #expect(
            presenter.router.journal.entries.count == entries, "at its first screen, tapping it again means nothing")
    }

    @Test func aTabShownAsColumnsTappedAgainGoesBackToItsFirstScreenAsOnAPhone() throws {
        let presenter = try PresenterApp.presenter(
            host: ui, signedIn: true, layout: TabLayout(splitViewTabs: ["search"], sidebarOnRegularWidth: true))
        presenter.windowResized(to: .regular)
        try presenter.router.perform(.selectTab("search"), .push(Route.item(1).erased), .push(Route.item(2).erased))
        ui.finishAllAnimations()
        try presenter.userSetSelectedTab("search")
        #expect(presenter.router.state.stack(of: "search").isEmpty, "the state is the same on every width")
        ui.finishAllAnimations()
        #expect(presenter.shownPath(of: .tab("search")).first?.route == nil, "the detail column shows its placeholder")
        #expect(presenter.displayed == DisplayedState(presenter.router.state))
    }

    // MARK: - Recording what was handed out

    @Test func recordingsThatOverlapEachGetEveryUpdateHandedWhileTheyRan() async throws {
        let presenter = try PresenterApp.presenter(host: ui)
        let ui = ui
        /// A recording that pushes `item` before or after it waits for the test to let it go on.
        func recording(pushing item: Int, first: Bool) -> (Task<[[PresentationStep]], Never>, Gate) {
            let gate = Gate()
            let task = Task { @MainActor in
                await presenter.updates.handed {
                    @MainActor func push() {
                        do {
                            try presenter.router.perform(.push(Route.item(item).erased))
                        } catch {
                            Issue.record("pushing item \(item): \(error)")
                        }
                        ui.finishAllAnimations()
                    }
                    if first { push() }
                    await gate.wait()
                    if !first { push() }
                }
            }
            return (task, gate)
        }
        // The first recording pushes and waits; the second starts, and waits; the first ends
        // before the second pushes: the two overlap without nesting.
        let (earlier, earlierGate) = recording(pushing: 1, first: true)
        await earlierGate.waiting()
        let (later, laterGate) = recording(pushing: 2, first: false)
        await laterGate.waiting()
        earlierGate.open()
        let earlierUpdates = await earlier.value
        laterGate.open()
        let laterUpdates = await later.value
        #expect(earlierUpdates.count == 1, "the first recording saw its own push: \(earlierUpdates)")
        #expect(laterUpdates.count == 1, "the second recording saw its own push: \(laterUpdates)")
        #expect(earlierUpdates != laterUpdates)
    }
}

/// Holds a task at one point until the test opens it, and tells the test when the task got there.
@MainActor
private final class Gate {
    private var arrived: CheckedContinuation<Void, Never>?
    private var hasArrived = false
    private var release: CheckedContinuation<Void, Never>?

    /// Called by the task: waits until ``open()``.
    func wait() async {
        await withCheckedContinuation { continuation in
            release = continuation
            hasArrived = true
            arrived?.resume()
            arrived = nil
        }
    }

    /// Called by the test: returns once the task waits.
    func waiting() async {
        guard !hasArrived else { return }
        await withCheckedContinuation { arrived = $0 }
    }

    func open() {
        release?.resume()
        release = nil
    }
}

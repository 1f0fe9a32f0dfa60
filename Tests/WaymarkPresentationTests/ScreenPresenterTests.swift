import Foundation
import Testing
import Waymark
import WaymarkPresentation

private typealias Route = PresenterApp.Route

@MainActor
@Suite("The screen presenter: every decision a SwiftUI adapter would make")
struct ScreenPresenterTests {
    let ui = ManualHost()

    // MARK: - Paths written back

    @Test func aPathThatGrowsIsAPushWrittenBackWithNothingToAnimate() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        presenter.userSelected("search")
        presenter.userSetPath([Route.item(1).erased, Route.item(2).erased], of: .tab("search"))
        #expect(presenter.router.state.stack(of: "search") == [Route.item(1).erased, Route.item(2).erased])
        #expect(presenter.displayed == DisplayedState(presenter.router.state))
        #expect(presenter.runningUpdate == nil)
        #expect(ui.animations.isEmpty)
    }

    @Test func aPushThatNeedsSignInIsHeldAndTheScreenTakenBackToTheState() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        presenter.userSelected("search")
        presenter.userSetPath([Route.item(1).erased], of: .tab("search"))
        presenter.userSetPath([Route.item(1).erased, Route.members.erased], of: .tab("search"))
        let state = presenter.router.state
        #expect(state.stack(of: "search") == [Route.item(1).erased])
        #expect(state.modals.map(\.root) == [Route.signIn.erased])
        #expect(state.held != nil)
        // SwiftUI already shows the pushed screen: one update pops it and presents sign-in.
        #expect(
            presenter.runningUpdate?.steps == [
                .setTabPath("search", [Route.item(1).erased]),
                .present(layer: 0, ModalLayer(style: .fullScreenCover, root: Route.signIn.erased)),
            ])
        #expect(presenter.displayed == DisplayedState(state))
    }

    @Test func signingInCompletesTheHeldPushAsTheLinkWouldHave() async throws {
        let presenter = try PresenterApp.presenter(host: ui)
        presenter.userSelected("search")
        presenter.userSetPath([Route.members.erased], of: .tab("search"))
        await presenter.router.session.meet(.signedIn)
        ui.finishAllAnimations()
        presenter.layerAppeared(PresentedLayer(index: 0, style: .fullScreenCover, root: Route.signIn.erased))
        presenter.layerDisappeared(PresentedLayer(index: 0, style: .fullScreenCover, root: Route.signIn.erased))
        ui.finishAllAnimations()
        #expect(presenter.router.state.stack(of: "search") == [Route.members.erased])
        #expect(presenter.router.state.modals.isEmpty)
        #expect(presenter.displayed == DisplayedState(presenter.router.state))
    }

    @Test func aShorterPathIsASwipeBackAndAChangedOneIsAPopThenAPush() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        presenter.userSelected("search")
        presenter.userSetPath([1, 2, 3].map { Route.item($0).erased }, of: .tab("search"))
        presenter.userSetPath([Route.item(1).erased], of: .tab("search"))
        #expect(presenter.router.state.stack(of: "search") == [Route.item(1).erased])
        presenter.userSetPath([Route.item(1).erased, Route.item(9).erased], of: .tab("search"))
        #expect(presenter.router.state.stack(of: "search") == [Route.item(1).erased, Route.item(9).erased])
        presenter.userSetPath([Route.item(5).erased], of: .tab("search"))
        #expect(presenter.router.state.stack(of: "search") == [Route.item(5).erased])
        #expect(presenter.displayed == DisplayedState(presenter.router.state))
        #expect(ui.animations.isEmpty)
    }

    @Test func aPathWrittenForALayerThatIsNotPresentedMeansNothing() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        let before = presenter.router.state
        presenter.userSetPath([Route.item(1).erased], of: .layer(0))
        #expect(presenter.router.state == before)
    }

    // MARK: - Gestures the router refuses

    @Test func aRefusedGestureIsPlannedBackSoScreenAndStateNeverPart() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.game.erased))
        ui.finishAllAnimations()
        presenter.layerAppeared(PresentedLayer(index: 0, style: .fullScreenCover, root: Route.game.erased))
        #expect(presenter.runningUpdate == nil)

        // Whatever made the cover go on screen, navigation says a cover cannot be swiped away.
        presenter.userSetLayer(nil, at: 0, style: .fullScreenCover)
        #expect(presenter.lastRefusal == .notInteractivelyDismissible("app.game"))
        #expect(presenter.router.state.modals.map(\.root) == [Route.game.erased])
        #expect(
            presenter.runningUpdate?.steps == [
                .present(layer: 0, ModalLayer(style: .fullScreenCover, root: Route.game.erased))
            ])
        #expect(presenter.displayed == DisplayedState(presenter.router.state))
    }

    // MARK: - Sheet and cover items

    @Test func nilWrittenToTheOtherStylesItemMeansNothing() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.game.erased))
        ui.finishAllAnimations()
        #expect(presenter.presentedLayer(0, style: .sheet) == nil)
        #expect(presenter.presentedLayer(0, style: .fullScreenCover)?.root == Route.game.erased)
        presenter.userSetLayer(nil, at: 0, style: .sheet)
        #expect(presenter.router.state.modals.map(\.root) == [Route.game.erased])
        #expect(presenter.lastRefusal == nil)
    }

    @Test func nilWrittenToAPresentedSheetIsASwipeDown() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased))
        ui.finishAllAnimations()
        let layer = try #require(presenter.presentedLayer(0, style: .sheet))
        #expect(presenter.allowsSwipeDown(layer))
        presenter.userSetLayer(nil, at: 0, style: .sheet)
        #expect(presenter.router.state.modals.isEmpty)
        #expect(presenter.displayed.modals.isEmpty)
        #expect(ui.animations.isEmpty)
    }

    @Test func aNewValueWrittenToAnItemMeansNothing() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased))
        let shown = presenter.presentedLayer(0, style: .sheet)
        presenter.userSetLayer(shown, at: 0, style: .sheet)
        #expect(presenter.router.state.modals.map(\.root) == [Route.settings.erased])
    }

    // MARK: - Tabs

    @Test func selectingATabIsWrittenBackAndSelectingTheSameOneMeansNothing() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        presenter.userSelected("hub")
        #expect(presenter.router.state.selectedTab == "hub")
        presenter.userSelected("search")
        #expect(presenter.router.state.selectedTab == "search")
        #expect(presenter.selectedTab == "search")
        #expect(presenter.root(of: "search") == Route.search.erased)
        #expect(presenter.root(of: "elsewhere") == Route.home.erased)
    }

    @Test func anAppWithATabWithoutARootDoesNotStart() throws {
        var builder = RegistryBuilder(tabs: ["hub", "search", "extra"])
        builder.add(PresenterApp.Feature())
        let router = NavigationRouter(registry: try builder.build())
        #expect(throws: PresentationError.tabWithoutRoot("extra")) {
            try ScreenPresenter(
                router: router, links: LinkHandler(router: router), roots: PresenterApp.roots, host: ui.host)
        }
        #expect(throws: PresentationError.tabWithoutRoot("hub")) {
            try ScreenPresenter(router: router, links: LinkHandler(router: router), host: ui.host)
        }
    }
}

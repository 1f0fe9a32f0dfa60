#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck, against the stand-in of SwiftUI's declared API: these tests
// read the view tree through the stand-in's renderer, which SwiftUI does not offer.
import Foundation
import HeadlessSupport
import SwiftUI
import Testing
@_spi(FrontEnd) @testable import Waymark
@_spi(FrontEnd) @testable import WaymarkPresentation
import WaymarkSwiftUI

private typealias Route = AdapterApp.Route

@MainActor
@Suite("The SwiftUI adapter, rendered headless", .serialized)
struct WaymarkSwiftUITests {
    @Test func everyTabAndEveryPresentedLayerIsAStackBoundToItsPath() throws {
        let window = try AdapterWindow(signedIn: true)
        #expect(window.renderer.stacks.map(\.tab) == [AnyHashable(TabID("hub"))], "Only the tab shown is built")
        #expect(window.renderer.selectedTabID == "hub", "A cold start shows the first tab")
        try window.router.perform(.selectTab("search"), .push(Route.item(1).erased), .present(Route.settings.erased))
        window.settle()
        #expect(window.renderer.selectedTabID == "search")
        #expect(
            window.renderer.stacks.filter { $0.depth == 0 }.map(\.tab)
                == [AnyHashable(TabID("hub")), AnyHashable(TabID("search"))], "The tab shown since is built too")
        #expect(window.renderer.stack(of: "search")?.routes == [Route.item(1).erased])
        #expect(window.renderer.presentations.map(\.style) == [.sheet])
        #expect(window.renderer.stack(ofLayer: 0)?.path == [])
        #expect(window.presenter.updates.isUpdating == false)
        #expect(window.renderer.texts().contains("app.settings"))
    }

    @Test func aSwipeBackShortensThePathAndIsWrittenBack() throws {
        let window = try AdapterWindow()
        try window.router.perform(.selectTab("search"), .push(Route.item(1).erased), .push(Route.item(2).erased))
        window.settle()
        let stack = try #require(window.renderer.stack(of: "search"))
        window.renderer.setPath([Route.item(1).erased], of: stack)
        #expect(window.router.state.stack(of: "search") == [Route.item(1).erased])
        #expect(window.renderer.runningAnimations == 0)
    }

    @Test func aNavigationLinkPushIsWrittenBack() throws {
        let window = try AdapterWindow()
        window.renderer.select("search")
        let stack = try #require(window.renderer.stack(of: "search"))
        window.renderer.setPath([Route.item(3).erased], of: stack)
        #expect(window.router.state.stack(of: "search") == [Route.item(3).erased])
        #expect(window.renderer.stack(of: "search")?.routes == [Route.item(3).erased])
        #expect(window.renderer.tabBarVisibilities.contains(.hidden))
    }

    @Test func aGuardedNavigationLinkPushIsHeldBehindSignIn() throws {
        let window = try AdapterWindow()
        window.renderer.select("search")
        window.settle()
        let stack = try #require(window.renderer.stack(of: "search"))
        window.renderer.setPath([Route.members.erased], of: stack)
        #expect(window.router.state.held != nil)
        #expect(window.router.state.stack(of: "search") == [])
        // The screen takes the push back and presents sign-in, in one update.
        #expect(window.renderer.stack(of: "search")?.path == [])
        #expect(window.renderer.presentations.map(\.style) == [.fullScreenCover])
        let cover = try #require(window.renderer.presentations.first)
        #expect(!window.renderer.allowsSwipeDown(cover))
        window.settle()
        #expect(window.presenter.updates.isUpdating == false)
    }

    @Test func aSheetSwipedDownIsWrittenBack() throws {
        let window = try AdapterWindow()
        try window.router.perform(.present(Route.settings.erased))
        window.settle()
        let sheet = try #require(window.renderer.presentations.first)
        #expect(window.renderer.allowsSwipeDown(sheet))
        window.renderer.swipeDown(sheet)
        #expect(window.router.state.modals.isEmpty)
        #expect(window.renderer.presentations.isEmpty)
    }

    @Test func aDialogIsPresentedFromTheTopMostLayerAndTheAnswerReachesTheApp() async throws {
        let window = try AdapterWindow()
        let leave = try Dialog(
            .alert, title: "Leave?", buttons: [.init("Leave", role: .destructive, action: DialogAction("leave"))])
        try window.router.perform(.present(Route.settings.erased), .showDialog(leave))
        window.settle()
        window.settle()
        #expect(window.presenter.updates.isUpdating == false)
        #expect(window.renderer.shownDialogs == ["Leave?"])
        #expect(window.renderer.answerDialog("Leave"))
        #expect(window.router.state.dialog == nil)
        await window.presenter.scene.startedWorkFinished()
        #expect(window.answers == [DialogAction("leave")])
        #expect(window.renderer.shownDialogs.isEmpty)
        #expect(window.router.state.modals.count == 1, "the sheet under it stays")
    }

    @Test func aDialogDismissedFromOutsideIsCancelled() throws {
        let window = try AdapterWindow()
        let choose = try Dialog(.confirmationDialog, title: "Choose", buttons: [.init("This", action: DialogAction(1))])
        try window.router.perform(.showDialog(choose))
        window.settle()
        #expect(window.renderer.shownDialogs == ["Choose"])
        window.renderer.dismissDialog()
        #expect(window.router.state.dialog == nil)
        #expect(window.answers.isEmpty)
    }

    @Test func aSheetResizedIsWrittenBack() throws {
        let window = try AdapterWindow()
        try window.router.perform(.present(Route.settings.erased))
        window.settle()
        #expect(window.renderer.sheetSizes.map(\.sizes) == [[.medium, .large]])
        #expect(window.renderer.sheetSizes.map(\.selected) == [.medium])
        window.renderer.resizeTopSheet(to: .large)
        #expect(window.router.state.modals.map(\.detent) == [.large])
        #expect(window.renderer.sheetSizes.map(\.selected) == [.large])
        #expect(window.presenter.updates.isUpdating == false, "the drag is on screen already")
    }

    @Test func aTabTappedIsWrittenBack() throws {
        let window = try AdapterWindow()
        window.renderer.select("search")
        #expect(window.router.state.selectedTab == "search")
        #expect(window.renderer.selectedTabID == "search")
    }

    @Test func theNextUpdateWaitsForTheAnimationAndThePresentedLayer() throws {
        let window = try AdapterWindow()
        try window.router.perform(.present(Route.settings.erased))
        window.settle()
        // The sheet goes and a cover comes: the cover waits for the sheet's dismissal to finish.
        try window.router.perform(.dismissAll, .present(Route.game.erased))
        #expect(window.renderer.presentations.isEmpty)
        #expect(window.renderer.runningAnimations == 1)
        window.renderer.finishAnimation()
        #expect(window.renderer.presentations.map(\.style) == [.fullScreenCover])
        window.renderer.finishAnimation()
        #expect(window.presenter.updates.isUpdating == false)
        #expect(window.presenter.displayed == DisplayedState(window.router.state))
    }

    @Test func aCompletionThatNeverComesIsEndedByTheWatchdog() async throws {
        let window = try AdapterWindow()
        try window.router.perform(.present(Route.settings.erased))
        #expect(window.presenter.updates.isUpdating)
        await window.clock.untilSleeping(1)
        #expect(window.clock.sleepers == 1)
        window.clock.advance(by: .seconds(1))
        #expect(window.presenter.updates.isUpdating)
        window.clock.advance(by: .seconds(1))
        await window.presenter.updates.finished()
        #expect(window.presenter.updates.isUpdating == false)
        #expect(window.presenter.progress.overdueUpdates == 1)
    }

    @Test func theSceneStartsFromItsStorageAndSavesEveryChange() async throws {
        let window = try AdapterWindow()
        await window.renderer.runTasks()
        #expect(window.presenter.scene.hasStarted)
        try window.router.perform(.selectTab("search"), .push(Route.item(7).erased))
        window.settle()
        let saved = try #require(SceneStorageValues.values["waymark.snapshot"] as? Data)
        #expect(saved == (try window.router.snapshot()))
    }
}
#endif

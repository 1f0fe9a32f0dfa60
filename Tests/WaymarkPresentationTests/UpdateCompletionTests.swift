import Foundation
import Testing
import Waymark
import WaymarkPresentation

private typealias Route = PresenterApp.Route

@MainActor
@Suite("When an update is done: signals, the watchdog, restoration")
struct UpdateCompletionTests {
    let ui = ManualHost()
    let settings = PresentedLayer(index: 0, style: .sheet, root: Route.settings.erased)

    @Test func aPresentationWaitsForItsAnimationAndForTheLayerToAppear() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased))
        #expect(presenter.awaitedSignals == [.animationFinished, .appeared(settings)])
        ui.finishAnimation()
        #expect(presenter.runningUpdate != nil)
        presenter.layerAppeared(settings)
        #expect(presenter.runningUpdate == nil)
    }

    @Test func signalsCountInEitherOrderAndOnlyForTheLayerTheyName() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased))
        presenter.layerAppeared(PresentedLayer(index: 0, style: .fullScreenCover, root: Route.game.erased))
        presenter.layerAppeared(settings)
        #expect(presenter.runningUpdate != nil)
        ui.finishAnimation()
        #expect(presenter.runningUpdate == nil)
    }

    @Test func aDismissalWaitsForTheDismissedLayerToDisappear() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased))
        ui.finishAnimation()
        presenter.layerAppeared(settings)
        try presenter.router.perform(.dismissTop)
        #expect(presenter.awaitedSignals == [.animationFinished, .disappeared(settings)])
        ui.finishAnimation()
        presenter.layerDisappeared(settings)
        #expect(presenter.runningUpdate == nil)
    }

    @Test func aPathAloneWaitsForItsAnimationOnly() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.selectTab("search"), .push(Route.item(1).erased))
        #expect(presenter.awaitedSignals == [.animationFinished])
        ui.finishAnimation()
        #expect(presenter.runningUpdate == nil)
    }

    @Test func theNextUpdateStartsOnlyWhenThePreviousOneIsDone() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased))
        ui.finishAnimation()
        presenter.layerAppeared(settings)
        // A link-like change: the sheet goes, a cover comes; two updates, one after the other.
        try presenter.router.perform(.dismissAll, .present(Route.game.erased))
        #expect(presenter.runningUpdate?.steps == [.dismiss(layer: 0)])
        ui.finishAnimation()
        #expect(presenter.runningUpdate?.steps == [.dismiss(layer: 0)])
        presenter.layerDisappeared(settings)
        #expect(
            presenter.runningUpdate?.steps == [
                .present(layer: 0, ModalLayer(style: .fullScreenCover, root: Route.game.erased))
            ])
    }

    // MARK: - The watchdog

    @Test func theWatchdogCompletesAnUpdateWhoseSignalsNeverCome() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased))
        #expect(ui.watchdogs.map(\.timeout) == [CompletionPolicy.standard.watchdogTimeout])
        ui.expireWatchdog()
        #expect(presenter.runningUpdate == nil)
        #expect(presenter.overdueUpdates == 1)
    }

    @Test func aLateCompletionOfOneUpdateNeitherCompletesNorDisarmsTheNext() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased))
        ui.expireWatchdog()  // update 1 is taken as done; its animation has not reported yet
        try presenter.router.perform(.push(Route.item(1).erased, on: .layer(0)))
        let second = try #require(presenter.runningUpdate)
        ui.finishAnimation()  // update 1's late completion
        #expect(presenter.runningUpdate == second)
        presenter.layerAppeared(settings)  // update 1's late appearance
        #expect(presenter.runningUpdate == second)
        ui.expireWatchdog()  // update 2's watchdog still guards it
        #expect(presenter.runningUpdate == nil)
        #expect(presenter.overdueUpdates == 2)
    }

    @Test func aWatchdogOfADoneUpdateChangesNothing() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.selectTab("search"))
        ui.finishAnimation()
        try presenter.router.perform(.push(Route.item(1).erased))
        let running = presenter.runningUpdate
        ui.expireWatchdog()  // the first update's
        #expect(presenter.runningUpdate == running)
        #expect(presenter.overdueUpdates == 0)
    }

    // MARK: - Restoration and links at scene start

    @Test func aRestoredSceneIsShownAsItIsAndStaleSignalsCompleteNothingAfterIt() async throws {
        let saved = try PresenterApp.presenter(host: ManualHost())
        try saved.router.perform(.selectTab("search"), .push(Route.item(1).erased), .present(Route.settings.erased))
        let snapshot = try #require(saved.snapshot(replacing: nil))

        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.game.erased))  // an update under way at launch
        await presenter.start(restoring: snapshot)
        #expect(presenter.router.state == saved.router.state)
        #expect(presenter.displayed == DisplayedState(saved.router.state))
        #expect(presenter.runningUpdate == nil)
        #expect(ui.animations.count == 1)  // the abandoned update's; nothing animates the restoration

        try presenter.router.perform(.push(Route.item(2).erased, on: .layer(0)))
        let next = try #require(presenter.runningUpdate)
        ui.finishAnimation()  // the abandoned update's late completion
        #expect(presenter.runningUpdate == next)
        ui.finishAnimation()
        #expect(presenter.runningUpdate == nil)
    }

    @Test func aSceneStartsOnceAndKeepsWhyItCouldNotRestore() async throws {
        let presenter = try PresenterApp.presenter(host: ui)
        await presenter.start(restoring: Data("not a snapshot".utf8))
        #expect(presenter.restorationError != nil)
        #expect(presenter.hasStarted)
        #expect(presenter.links.isReady)
        try presenter.router.perform(.selectTab("search"))
        ui.finishAllAnimations()
        let before = presenter.router.state
        let snapshot = try #require(presenter.snapshot(replacing: nil))
        try presenter.router.perform(.selectTab("hub"))
        await presenter.start(restoring: snapshot)
        #expect(presenter.router.state != before)
    }

    @Test func aSnapshotThatCannotBeWrittenKeepsTheLastGoodOne() throws {
        let presenter = try PresenterApp.presenter(host: ui, signedIn: true)
        let good = try #require(presenter.snapshot(replacing: nil))
        #expect(presenter.snapshot(replacing: good) != nil)
        try presenter.router.perform(.selectTab("search"), .push(PresenterApp.Unwritable().erased))
        #expect(presenter.snapshot(replacing: good) == good)
        #expect(presenter.snapshot(replacing: nil) == nil)
    }
}

import Foundation
import Testing

@_spi(FrontEnd) @testable import Waymark
@_spi(FrontEnd) @testable import WaymarkPresentation

private typealias Route = PresenterApp.Route

@MainActor
@Suite("When an update is done: signals, the watchdog, restoration")
struct UpdateCompletionTests {
    let ui = ManualHost()
    let settings = PresentedLayer(index: 0, style: .sheet, root: Route.settings.erased)

    @Test func aPresentationWaitsForItsAnimationAndForTheLayerToAppear() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased))
        #expect(presenter.progress.awaitedSignals == [.animationFinished, .appeared(settings)])
        ui.finishAnimation()
        #expect(presenter.driver.inFlight != nil)
        presenter.uiSignalled(.appeared(settings))
        #expect(presenter.driver.inFlight == nil)
    }

    @Test func signalsCountInEitherOrderAndOnlyForTheLayerTheyName() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased))
        presenter.uiSignalled(.appeared(PresentedLayer(index: 0, style: .fullScreenCover, root: Route.game.erased)))
        presenter.uiSignalled(.appeared(settings))
        #expect(presenter.driver.inFlight != nil)
        ui.finishAnimation()
        #expect(presenter.driver.inFlight == nil)
    }

    @Test func aDismissalWaitsForTheDismissedLayerToDisappear() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased))
        ui.finishAnimation()
        presenter.uiSignalled(.appeared(settings))
        try presenter.router.perform(.dismissTop)
        #expect(presenter.progress.awaitedSignals == [.animationFinished, .disappeared(settings)])
        ui.finishAnimation()
        presenter.uiSignalled(.disappeared(settings))
        #expect(presenter.driver.inFlight == nil)
    }

    @Test func aPathAloneWaitsForItsAnimationOnly() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.selectTab("search"), .push(Route.item(1).erased))
        #expect(presenter.progress.awaitedSignals == [.animationFinished])
        ui.finishAnimation()
        #expect(presenter.driver.inFlight == nil)
    }

    @Test func theNextUpdateStartsOnlyWhenThePreviousOneIsDone() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased))
        ui.finishAnimation()
        presenter.uiSignalled(.appeared(settings))
        // A link-like change: the sheet goes, a cover comes; two updates, one after the other.
        try presenter.router.perform(.dismissAll, .present(Route.game.erased))
        #expect(presenter.driver.inFlight?.steps == [.dismiss(layer: 0)])
        ui.finishAnimation()
        #expect(presenter.driver.inFlight?.steps == [.dismiss(layer: 0)])
        presenter.uiSignalled(.disappeared(settings))
        #expect(
            presenter.driver.inFlight?.steps == [
                .present(layer: 0, ModalLayer(style: .fullScreenCover, root: Route.game.erased))
            ])
    }

    // MARK: - The watchdog

    @Test func theWatchdogCompletesAnUpdateWhoseSignalsNeverCome() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased))
        #expect(ui.watchdogs.map(\.timeout) == [CompletionPolicy.standard.watchdogTimeout])
        ui.expireWatchdog()
        #expect(presenter.driver.inFlight == nil)
        #expect(presenter.progress.overdueUpdates == 1)
    }

    @Test func aLateCompletionOfOneUpdateNeitherCompletesNorDisarmsTheNext() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased))
        ui.expireWatchdog()  // update 1 is taken as done; its animation has not reported yet
        try presenter.router.perform(.push(Route.item(1).erased, on: .layer(0)))
        let second = try #require(presenter.driver.inFlight)
        ui.finishAnimation()  // update 1's late completion
        #expect(presenter.driver.inFlight == second)
        presenter.uiSignalled(.appeared(settings))  // update 1's late appearance
        #expect(presenter.driver.inFlight == second)
        ui.expireWatchdog()  // update 2's watchdog still guards it
        #expect(presenter.driver.inFlight == nil)
        #expect(presenter.progress.overdueUpdates == 2)
    }

    @Test func aWatchdogOfADoneUpdateChangesNothing() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.selectTab("search"))
        ui.finishAnimation()
        try presenter.router.perform(.push(Route.item(1).erased))
        let running = presenter.driver.inFlight
        ui.expireWatchdog()  // the first update's
        #expect(presenter.driver.inFlight == running)
        #expect(presenter.progress.overdueUpdates == 0)
    }

    // MARK: - Restoration and links at scene start

    @Test func aRestoredSceneIsShownAsItIsAndStaleSignalsCompleteNothingAfterIt() async throws {
        let saved = try PresenterApp.presenter(host: ManualHost())
        try saved.router.perform(.selectTab("search"), .push(Route.item(1).erased), .present(Route.settings.erased))
        let snapshot = try #require(saved.scene.snapshot(replacing: nil))

        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.game.erased))  // an update under way at launch
        await presenter.scene.start(restoring: snapshot)
        #expect(presenter.router.state == saved.router.state)
        #expect(presenter.displayed == DisplayedState(saved.router.state))
        #expect(presenter.driver.inFlight == nil)
        #expect(ui.animations.count == 1)  // the abandoned update's; nothing animates the restoration

        try presenter.router.perform(.push(Route.item(2).erased, on: .layer(0)))
        let next = try #require(presenter.driver.inFlight)
        ui.finishAnimation()  // the abandoned update's late completion
        #expect(presenter.driver.inFlight == next)
        ui.finishAnimation()
        #expect(presenter.driver.inFlight == nil)
    }

    @Test func aSceneStartsOnceAndKeepsWhyItCouldNotRestore() async throws {
        let presenter = try PresenterApp.presenter(host: ui)
        await presenter.scene.start(restoring: Data("not a snapshot".utf8))
        #expect(presenter.scene.restorationError != nil)
        #expect(presenter.scene.hasStarted)
        #expect(presenter.scene.links.isReady)
        try presenter.router.perform(.selectTab("search"))
        ui.finishAllAnimations()
        let before = presenter.router.state
        let snapshot = try #require(presenter.scene.snapshot(replacing: nil))
        try presenter.router.perform(.selectTab("hub"))
        await presenter.scene.start(restoring: snapshot)
        #expect(presenter.router.state != before)
    }

    @Test func aSnapshotThatCannotBeWrittenKeepsTheLastGoodOne() throws {
        let presenter = try PresenterApp.presenter(host: ui, signedIn: true)
        let good = try #require(presenter.scene.snapshot(replacing: nil))
        #expect(presenter.scene.snapshot(replacing: good) != nil)
        try presenter.router.perform(.selectTab("search"), .push(PresenterApp.Unwritable().erased))
        #expect(presenter.scene.snapshot(replacing: good) == good)
        #expect(presenter.scene.snapshot(replacing: nil) == nil)
    }
}

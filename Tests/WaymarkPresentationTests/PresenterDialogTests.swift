import Testing
import Waymark
import WaymarkPresentation

private typealias Route = PresenterApp.Route

/// The feature's own answer, as a dialog's button carries it.
private enum Answer: Hashable, Sendable { case leave }

@MainActor
@Suite("The screen presenter: dialogs and sheet sizes")
struct PresenterDialogTests {
    let ui = ManualHost()
    let leave = try! Dialog(
        .alert, title: "Leave?", buttons: [.init("Leave", role: .destructive, action: DialogAction(Answer.leave))])

    @Test func aDialogIsShownOnceItsUpdateIsApplied() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.showDialog(leave))
        #expect(presenter.runningUpdate?.steps == [.presentDialog(leave)])
        #expect(presenter.shownDialog == leave)
        ui.finishAnimation()
        #expect(presenter.runningUpdate == nil)
    }

    @Test func onlyTheTopMostLevelPresentsTheDialog() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased), .showDialog(leave))
        ui.finishAllAnimations()
        presenter.layerAppeared(try #require(presenter.presentedLayer(0, style: .sheet)))
        ui.finishAllAnimations()
        #expect(presenter.shownDialog == leave)
        #expect(presenter.dialog(atLevel: 0) == nil, "the tab view is covered by the sheet")
        #expect(presenter.dialog(atLevel: 1) == leave)
        #expect(presenter.dialog(atLevel: 2) == nil)
    }

    @Test func anAnswerIsWrittenBackAndItsActionHandedToTheApp() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.showDialog(leave))
        ui.finishAllAnimations()
        let action = presenter.userAnswered(button: 0)
        #expect(action?.as(Answer.self) == .leave)
        #expect(presenter.router.state.dialog == nil && presenter.shownDialog == nil)
        #expect(presenter.runningUpdate == nil, "SwiftUI took the alert away itself: nothing to animate")
        #expect(presenter.userAnswered(button: 0) == nil, "a second answer to a dialog that is gone means nothing")
    }

    @Test func tappingOutsideChoosesCancel() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.showDialog(leave))
        ui.finishAllAnimations()
        let events = presenter.router.state
        presenter.userDismissedDialog()
        #expect(presenter.router.state.dialog == nil && events.dialog == leave)
        presenter.userDismissedDialog()
        #expect(presenter.lastRefusal == nil)
    }

    @Test func aSheetsSizesAreReadAndTheUsersDragWrittenBack() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased))
        ui.finishAllAnimations()
        presenter.layerAppeared(try #require(presenter.presentedLayer(0, style: .sheet)))
        #expect(presenter.runningUpdate == nil)
        #expect(presenter.detents(ofLayer: 0) == [.medium, .large])
        #expect(presenter.detent(ofLayer: 0) == .medium)
        presenter.userResized(layer: 0, to: .large)
        #expect(presenter.detent(ofLayer: 0) == .large)
        #expect(presenter.runningUpdate == nil, "the drag is on screen already")
        presenter.userResized(layer: 0, to: .fraction(0.2))
        #expect(presenter.lastRefusal == .undeclaredDetent(.fraction(0.2), "app.settings"))
        #expect(presenter.detent(ofLayer: 0) == .large)
        #expect(presenter.detents(ofLayer: 1).isEmpty && presenter.detent(ofLayer: 1) == nil)
        // What the user does next, even what means nothing, leaves no older refusal to be read.
        #expect(presenter.userAnswered(button: 0) == nil, "no dialog is shown")
        #expect(presenter.lastRefusal == nil)
    }
}
